import { useIntl } from 'react-intl';
import type { Category } from '@/lib/api/types';
import { categoryLabel } from '@/lib/vacancy-labels';

/** The server's limit on an alert's keywords. */
export const KEYWORDS_MAX = 200;

/** What an alert asks for: categories (none: every one) and words the vacancies must contain. */
export interface Criteria {
  categories: Category[];
  keywords: string;
}

/** "Internship, Experienced, with “rust”": an alert's criteria in words. */
export function useCriteriaText() {
  const intl = useIntl();
  return ({ categories, keywords }: Criteria) => {
    const names =
      categories.length === 0
        ? intl.formatMessage({ id: 'jobAlerts.criteria.all' })
        : intl.formatList(
            categories.map((category) => intl.formatMessage({ id: categoryLabel[category] })),
            { type: 'conjunction' },
          );
    return keywords
      ? intl.formatMessage({ id: 'jobAlerts.criteria.keywords' }, { categories: names, keywords })
      : names;
  };
}
