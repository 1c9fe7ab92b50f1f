import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LOCALE, type Locale, isLocale } from './catalogs';
import { type LocaleOffer, visitorLocale } from './visitor-locale';

export const LOCALE_STORAGE_KEY = 'locale';

interface LocaleState {
  locale: Locale;
  /** True once the user picked a language; until then the browser's and the tenant's apply. */
  chosen: boolean;
  setLocale: (locale: Locale) => void;
  /**
   * Unless the user picked a language, shows the first of the browser's preferred languages that
   * the tenant offers, else the tenant's default (see `visitorLocale`).
   */
  applyVisitorLocale: (offer: LocaleOffer, browser?: readonly string[]) => void;
}

export const useLocaleStore = create<LocaleState>()(
  persist(
    (set, get) => ({
      locale: DEFAULT_LOCALE,
      chosen: false,
      setLocale: (locale) => set({ locale, chosen: true }),
      applyVisitorLocale: (offer, browser = navigator.languages) => {
        const { chosen, locale } = get();
        const next = visitorLocale(browser, offer, chosen ? locale : null);
        // Only a change is stored: writing the same language again would put `locale` back into
        // storage that signing out has just cleared.
        if (next !== locale) set({ locale: next });
      },
    }),
    {
      name: LOCALE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ locale, chosen }) => ({ locale, chosen }),
      merge: (persisted, current) => {
        const stored = persisted as Partial<LocaleState> | undefined;
        return {
          ...current,
          locale: isLocale(stored?.locale) ? stored.locale : current.locale,
          chosen: stored?.chosen === true,
        };
      },
    },
  ),
);
