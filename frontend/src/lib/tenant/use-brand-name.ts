import { useIntl } from 'react-intl';
import { useCurrentTenant } from './get-tenant';

/** The tenant's display name, or the product's name until (or unless) the tenant is known. */
export function useBrandName(): string {
  const intl = useIntl();
  const { data } = useCurrentTenant();
  return data?.name ?? intl.formatMessage({ id: 'app.brand' });
}
