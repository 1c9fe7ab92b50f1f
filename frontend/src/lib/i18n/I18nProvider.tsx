import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import {
  type Catalog,
  DEFAULT_LOCALE,
  type IntlMessages,
  type Locale,
  loadCatalog,
  loadedCatalog,
} from './catalogs';
import { useLocaleStore } from './locale-store';

interface Shown {
  locale: Locale;
  messages: Catalog;
}

/**
 * Provides the chosen language's messages. Catalogs arrive on demand: until the chosen one has,
 * the previous language stays on screen (and nothing is rendered before the first one).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  const ready = loadedCatalog(locale);
  const [shown, setShown] = useState<Shown | null>(() =>
    ready ? { locale, messages: ready } : null,
  );
  // Adjusting state while rendering (not in an effect) keeps the "previous language" current.
  if (ready && shown?.locale !== locale) setShown({ locale, messages: ready });

  useEffect(() => {
    // Always subscribe, even when the catalog is already there: one that arrived between the
    // render and this effect would otherwise never reach the screen (a blank page for good).
    // loadCatalog answers from its cache then.
    let cancelled = false;
    loadCatalog(locale)
      .then(
        (messages): Shown => ({ locale, messages }),
        // A catalog that cannot be fetched leaves the page in English rather than blank.
        async (): Promise<Shown> => ({
          locale: DEFAULT_LOCALE,
          messages: await loadCatalog(DEFAULT_LOCALE),
        }),
      )
      .then(
        (next) => {
          if (!cancelled) setShown(next);
        },
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const current = ready ? { locale, messages: ready } : shown;
  const shownLocale = current?.locale;
  useEffect(() => {
    if (shownLocale) document.documentElement.lang = shownLocale;
  }, [shownLocale]);

  if (!current) return null;
  return (
    <IntlProvider
      locale={current.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={current.messages as IntlMessages}
    >
      {children}
    </IntlProvider>
  );
}
