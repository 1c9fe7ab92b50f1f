import { useIntl } from 'react-intl';
import type { Category } from '@/lib/api/types';
import { categoryLabel } from '@/lib/vacancy-labels';
import { type JobAlertsSlot, VacancyListPage } from '../components/VacancyListPage';

export function VacancyCategoryRoute({
  category,
  jobAlerts,
}: {
  category: Category;
  /** The job alerts' subscribe button, from the app. */
  jobAlerts?: JobAlertsSlot;
}) {
  const intl = useIntl();
  return (
    <VacancyListPage
      title={intl.formatMessage({ id: categoryLabel[category] })}
      category={category}
      jobAlerts={jobAlerts}
    />
  );
}
