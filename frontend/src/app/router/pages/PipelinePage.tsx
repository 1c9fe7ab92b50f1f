import { PipelineRoute } from '@/features/desk/routes/PipelineRoute';
import { TasksCard } from '@/features/tasks/slots';

/** A vacancy's pipeline with the vacancy's tasks. */
export function PipelinePage() {
  return <PipelineRoute tasks={(vacancy) => <TasksCard about={{ vacancy }} />} />;
}
