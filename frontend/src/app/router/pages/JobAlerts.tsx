import { Suspense, lazy } from 'react';
import type { JobAlertCriteria } from '@/features/vacancies/components/VacancyListPage';

// The job alerts' "Get new jobs by e-mail" on the vacancy lists arrives after the list, as a
// chunk of its own with its messages (the careers pages' budget is untouched).
const JobAlertButton = lazy(() =>
  import('@/features/job-alerts/components/JobAlertButton').then((m) => ({
    default: m.JobAlertButton,
  })),
);

/** What the vacancy lists' `jobAlerts` slot shows. */
export function JobAlerts(criteria: JobAlertCriteria) {
  return (
    <Suspense fallback={null}>
      <JobAlertButton {...criteria} />
    </Suspense>
  );
}
