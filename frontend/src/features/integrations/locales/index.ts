import type { FeatureCatalogLoaders } from '@/lib/i18n/FeatureMessages';
import type en from './en.json';

/** The integrations' own messages, one chunk per language, fetched with its code. */
export const integrationsCatalogs: FeatureCatalogLoaders = {
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
};

// The integrations' message ids are message ids (react-intl's `id`s are checked).
declare module '@/lib/i18n/catalogs' {
  interface FeatureCatalogs {
    integrations: typeof en;
  }
}
