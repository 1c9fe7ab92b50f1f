import { useIntl } from 'react-intl';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';

/** Profile editing arrives with the product-pages issue; until then its loading state. */
export function MyProfileRoute() {
  const intl = useIntl();
  return <PagePlaceholder title={intl.formatMessage({ id: 'page.myProfile' })} />;
}
