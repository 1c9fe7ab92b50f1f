import { VacancyCategoryRoute } from '@/features/vacancies/routes/VacancyCategoryRoute';
import type { Category } from '@/lib/api/types';
import { JobAlerts } from './JobAlerts';

/** A category's vacancy list (`/job-vacancy-list/…`) with the job alerts' button. */
export function VacancyCategoryPage({ category }: { category: Category }) {
  return (
    <VacancyCategoryRoute
      category={category}
      jobAlerts={(criteria) => <JobAlerts {...criteria} />}
    />
  );
}
