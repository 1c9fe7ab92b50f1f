import { LOCALES, isLocale } from '@/lib/i18n/catalogs';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';
import type { HelpLanguage } from '../api/types';

/** The languages the tenant writes in (all of the app's when it chose none) and its default. */
export function useTenantLanguages(): { main: HelpLanguage; all: HelpLanguage[] } {
  const { data: tenant } = useCurrentTenant();
  const chosen = tenant?.locales ?? [];
  const all = LOCALES.filter((locale) => chosen.length === 0 || chosen.includes(locale));
  const main = isLocale(tenant?.defaultLocale) ? tenant.defaultLocale : (all[0] ?? 'en');
  return { main, all };
}

/** An entry's languages besides its main one: the tenant's and any it has a text in, in order. */
export function otherLanguages(
  main: HelpLanguage,
  tenantLanguages: readonly HelpLanguage[],
  written: readonly string[],
): HelpLanguage[] {
  return LOCALES.filter(
    (locale) => locale !== main && (tenantLanguages.includes(locale) || written.includes(locale)),
  );
}
