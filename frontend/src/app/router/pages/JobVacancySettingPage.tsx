import { JobVacancySettingRoute } from '@/features/desk/routes/JobVacancySettingRoute';
import { MyScorecardsCard } from '@/features/scorecards/slots';

/** Staff's first page, with the scorecards they still have to write. */
export function JobVacancySettingPage() {
  return <JobVacancySettingRoute myScorecards={<MyScorecardsCard hideWhenEmpty />} />;
}
