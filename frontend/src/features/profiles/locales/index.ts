import type { FeatureCatalogLoaders } from '@/lib/i18n/FeatureMessages';
import type en from './en.json';

/**
 * The applicant profile's own messages (My Profile, and the profile check when applying), one
 * chunk per language, fetched with those pages: the careers pages keep only the core catalogs.
 */
export const profilesCatalogs: FeatureCatalogLoaders = {
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
};

// These message ids are message ids (react-intl's `id`s are checked against them).
declare module '@/lib/i18n/catalogs' {
  interface FeatureCatalogs {
    profiles: typeof en;
  }
}
