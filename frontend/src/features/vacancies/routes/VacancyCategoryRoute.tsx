import { useIntl } from 'react-intl';
import type { Category } from '@/lib/api/types';
import { categoryLabel } from '@/lib/vacancy-labels';
import { VacancyListPage } from '../components/VacancyListPage';

export function VacancyCategoryRoute({ category }: { category: Category }) {
  const intl = useIntl();
  return (
    <VacancyListPage
      title={intl.formatMessage({ id: categoryLabel[category] })}
      category={category}
    />
  );
}
