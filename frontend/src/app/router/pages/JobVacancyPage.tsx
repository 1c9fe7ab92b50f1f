import { JobVacancyRoute } from '@/features/vacancies/routes/JobVacancyRoute';
import { JobAlerts } from './JobAlerts';

/** `/job-vacancy`: every open vacancy, with the job alerts' button. */
export function JobVacancyPage() {
  return <JobVacancyRoute jobAlerts={(criteria) => <JobAlerts {...criteria} />} />;
}
