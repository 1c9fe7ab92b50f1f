import type { FeatureCatalogLoaders } from '@/lib/i18n/FeatureMessages';
import type en from './en.json';

/** Search's and the bookmarks' own messages, one chunk per language, fetched with their code. */
export const searchCatalogs: FeatureCatalogLoaders = {
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
};

// The feature's message ids are message ids (react-intl's `id`s are checked against them).
declare module '@/lib/i18n/catalogs' {
  interface FeatureCatalogs {
    search: typeof en;
  }
}
