import type { FeatureCatalogLoaders } from '@/lib/i18n/FeatureMessages';
import type en from './en.json';

/** My Application's own messages, one chunk per language, fetched with the page's code. */
export const applicationsCatalogs: FeatureCatalogLoaders = {
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
};

// My Application's message ids are message ids (react-intl's `id`s are checked against them).
declare module '@/lib/i18n/catalogs' {
  interface FeatureCatalogs {
    applications: typeof en;
  }
}
