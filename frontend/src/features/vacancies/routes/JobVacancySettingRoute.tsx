import { useIntl } from 'react-intl';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';

/** The admin's vacancy management arrives with the product-pages issue. */
export function JobVacancySettingRoute() {
  const intl = useIntl();
  return <PagePlaceholder title={intl.formatMessage({ id: 'page.jobVacancySetting' })} />;
}
