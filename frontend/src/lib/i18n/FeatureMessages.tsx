import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, type Locale, isLocale } from './catalogs';

/** A feature's messages in one language (ICU texts; ASTs in a production build). */
export type FeatureCatalog = Readonly<Record<string, unknown>>;

/**
 * A feature's catalogs, one loader per language: `() => import('./locales/de.json')`, so that
 * each language is its own chunk, fetched with the feature's code rather than with the shell.
 */
export type FeatureCatalogLoaders = Readonly<
  Record<Locale, () => Promise<{ default: FeatureCatalog }>>
>;

const loadedCatalogs = new WeakMap<FeatureCatalogLoaders, Map<Locale, FeatureCatalog>>();
const pendingCatalogs = new WeakMap<FeatureCatalogLoaders, Map<Locale, Promise<FeatureCatalog>>>();

function loadedFeatureCatalog(
  loaders: FeatureCatalogLoaders,
  locale: Locale,
): FeatureCatalog | undefined {
  return loadedCatalogs.get(loaders)?.get(locale);
}

/** Fetches one language of a feature's catalogs once; a failed fetch may be tried again. */
function loadFeatureCatalog(
  loaders: FeatureCatalogLoaders,
  locale: Locale,
): Promise<FeatureCatalog> {
  let pending = pendingCatalogs.get(loaders);
  if (!pending) {
    pending = new Map();
    pendingCatalogs.set(loaders, pending);
  }
  let request = pending.get(locale);
  if (!request) {
    const requests = pending;
    request = loaders[locale]().then(
      (module) => {
        let loaded = loadedCatalogs.get(loaders);
        if (!loaded) {
          loaded = new Map();
          loadedCatalogs.set(loaders, loaded);
        }
        loaded.set(locale, module.default);
        return module.default;
      },
      (error: unknown) => {
        requests.delete(locale);
        throw error;
      },
    );
    pending.set(locale, request);
  }
  return request;
}

interface Shown {
  locale: Locale;
  messages: FeatureCatalog;
}

/**
 * Adds a feature's own messages to the app's: the feature's catalog for the language on screen
 * arrives with the feature's code (the core catalogs, which every page downloads, stay small), and
 * the children render in a nested IntlProvider with both. Nothing is rendered until the first
 * catalog has arrived; after a language change the previous one stays until the next has come.
 */
export function FeatureMessages({
  catalogs,
  children,
}: {
  catalogs: FeatureCatalogLoaders;
  children: ReactNode;
}) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  const ready = loadedFeatureCatalog(catalogs, locale);
  const [shown, setShown] = useState<Shown | null>(() =>
    ready ? { locale, messages: ready } : null,
  );

  useEffect(() => {
    if (ready) return undefined;
    let cancelled = false;
    loadFeatureCatalog(catalogs, locale)
      .then(
        (messages): Shown => ({ locale, messages }),
        // A catalog that cannot be fetched leaves the feature in English rather than blank.
        async (): Promise<Shown> => ({
          locale: DEFAULT_LOCALE,
          messages: await loadFeatureCatalog(catalogs, DEFAULT_LOCALE),
        }),
      )
      .then(
        (next) => {
          if (!cancelled) setShown(next);
        },
        // Not even English: the feature shows the core messages (and its ids) rather than nothing.
        () => {
          if (!cancelled) setShown({ locale, messages: {} });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [catalogs, locale, ready]);

  const featureMessages = ready ?? shown?.messages;
  const core = intl.messages;
  const messages = useMemo(
    () => (featureMessages ? { ...core, ...featureMessages } : null),
    [core, featureMessages],
  );
  if (!messages) return null;
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      onError={intl.onError}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}
