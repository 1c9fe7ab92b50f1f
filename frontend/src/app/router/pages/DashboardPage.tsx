import { DashboardRoute } from '@/features/dashboard/routes/DashboardRoute';
import { MyScorecardsCard } from '@/features/scorecards/slots';
import { TasksCard } from '@/features/tasks/slots';

/** The admins' home: the dashboard with their open tasks and the scorecards they have to write. */
export function DashboardPage() {
  return (
    <DashboardRoute myTasks={<TasksCard about="mine" />} myScorecards={<MyScorecardsCard />} />
  );
}
