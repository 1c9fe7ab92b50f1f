import { useIntl } from 'react-intl';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';
import type { MessageId } from '@/lib/i18n/catalogs';

export type VacancyCategory = 'fresh-graduate' | 'experienced-hire' | 'internship';

const categoryTitle: Record<VacancyCategory, MessageId> = {
  'fresh-graduate': 'nav.freshGraduate',
  'experienced-hire': 'nav.experiencedHire',
  internship: 'nav.internship',
};

/** Vacancy lists arrive with the product-pages issue; until then their loading state. */
export function VacancyCategoryRoute({ category }: { category: VacancyCategory }) {
  const intl = useIntl();
  return <PagePlaceholder title={intl.formatMessage({ id: categoryTitle[category] })} />;
}
