import type en from '@/locales/en.json';

export const LOCALES = ['en', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The core catalog's ids: the messages every page loads (src/locales/<lang>.json). */
export type CoreMessageId = keyof typeof en;

/**
 * A feature's own catalog (src/features/<feature>/locales/<lang>.json, loaded with the feature's
 * code through FeatureMessages) adds its ids here by declaration merging, e.g.
 * `declare module '@/lib/i18n/catalogs' { interface FeatureCatalogs { calendar: typeof en } }`:
 * shared code cannot import a feature, and the features' catalogs stay out of the core bundle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureCatalogs {}

type FeatureMessageId = {
  [Feature in keyof FeatureCatalogs]: keyof FeatureCatalogs[Feature];
}[keyof FeatureCatalogs];

/** Every message id: the core catalog's and each feature catalog's. */
export type MessageId = CoreMessageId | FeatureMessageId;
export type Catalog = Record<CoreMessageId, string>;

/**
 * What an IntlProvider takes: react-intl types it as every message id, feature ones too. A core
 * catalog is passed as this; a feature's messages are added below it by FeatureMessages.
 */
export type IntlMessages = Record<MessageId, string>;

/** One chunk per language: a page downloads only the catalog it shows. */
const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('@/locales/en.json'),
  de: () => import('@/locales/de.json'),
  fr: () => import('@/locales/fr.json'),
  pt: () => import('@/locales/pt.json'),
};

const pending = new Map<Locale, Promise<Catalog>>();
const loaded = new Map<Locale, Catalog>();

/** The catalog if it has arrived; `undefined` until `loadCatalog` has finished. */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

/** Fetches a language's catalog once; a failed fetch may be tried again. */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  let request = pending.get(locale);
  if (!request) {
    request = loaders[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, request);
  }
  return request;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
