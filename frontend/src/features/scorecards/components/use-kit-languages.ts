import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '@/lib/i18n/catalogs';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';

/** The languages a kit is written in: the tenant's (else the app's), the reader's own first. */
export function useKitLanguages(): Locale[] {
  const { locale } = useIntl();
  const { data: tenant } = useCurrentTenant();
  const offered = tenant?.locales.length ? tenant.locales : LOCALES;
  const languages = LOCALES.filter((language) => offered.includes(language));
  return [...languages].sort((a, b) => Number(b === locale) - Number(a === locale));
}
