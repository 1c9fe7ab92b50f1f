import type { FeatureCatalogLoaders } from '@/lib/i18n/FeatureMessages';
import type en from './en.json';

/**
 * The account pages' own messages (password, sign-in and security, the account card), one chunk
 * per language, fetched with those pages: the careers pages keep only the core catalogs.
 */
export const accountCatalogs: FeatureCatalogLoaders = {
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
};

// The account pages' message ids are message ids (react-intl's `id`s are checked against them).
declare module '@/lib/i18n/catalogs' {
  interface FeatureCatalogs {
    account: typeof en;
  }
}
