import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, catalogs } from './catalogs';
import { useLocaleStore } from './locale-store';

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={catalogs[locale]}>
      {children}
    </IntlProvider>
  );
}
