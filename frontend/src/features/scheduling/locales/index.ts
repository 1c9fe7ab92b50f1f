import type { FeatureCatalogLoaders } from '@/lib/i18n/FeatureMessages';
import type en from './en.json';

/** Self-scheduling's own messages, one chunk per language, fetched with its code. */
export const schedulingCatalogs: FeatureCatalogLoaders = {
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
};

// Self-scheduling's message ids are message ids (react-intl's `id`s are checked).
declare module '@/lib/i18n/catalogs' {
  interface FeatureCatalogs {
    scheduling: typeof en;
  }
}
