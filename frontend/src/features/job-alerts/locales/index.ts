import type { FeatureCatalogLoaders } from '@/lib/i18n/FeatureMessages';
import type en from './en.json';

/**
 * The job alerts' own messages (the subscribe dialog, the confirm and manage pages), one chunk per
 * language, fetched with their code.
 */
export const jobAlertsCatalogs: FeatureCatalogLoaders = {
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
};

// The job alerts' message ids are message ids (react-intl's `id`s are checked against them).
declare module '@/lib/i18n/catalogs' {
  interface FeatureCatalogs {
    jobAlerts: typeof en;
  }
}
