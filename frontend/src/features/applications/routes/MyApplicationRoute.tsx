import { useIntl } from 'react-intl';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';

/** The application list arrives with the product-pages issue; until then its loading state. */
export function MyApplicationRoute() {
  const intl = useIntl();
  return <PagePlaceholder title={intl.formatMessage({ id: 'page.myApplication' })} />;
}
