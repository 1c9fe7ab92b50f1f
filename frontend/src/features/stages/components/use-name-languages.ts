import { useIntl } from 'react-intl';
import { LOCALES, type Locale, isLocale } from '@/lib/i18n/catalogs';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';

/**
 * The languages names are written in: the tenant's (all of the app's when it chose none), the
 * reader's own first when it is one of them. The first is the one every name needs.
 */
export function useNameLanguages(): Locale[] {
  const intl = useIntl();
  const { data: tenant } = useCurrentTenant();
  const chosen = tenant?.locales ?? [];
  const all = LOCALES.filter((locale) => chosen.length === 0 || chosen.includes(locale));
  const reader = isLocale(intl.locale) && all.includes(intl.locale) ? intl.locale : null;
  const main = reader ?? (isLocale(tenant?.defaultLocale) ? tenant.defaultLocale : all[0]);
  return main ? [main, ...all.filter((locale) => locale !== main)] : all;
}
