import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LOCALE, type Locale, isLocale } from './catalogs';

export const LOCALE_STORAGE_KEY = 'locale';

interface LocaleState {
  locale: Locale;
  /** True once the user picked a language; until then the tenant's default may apply. */
  chosen: boolean;
  setLocale: (locale: Locale) => void;
  applyTenantDefault: (locale: string) => void;
}

export const useLocaleStore = create<LocaleState>()(
  persist(
    (set, get) => ({
      locale: DEFAULT_LOCALE,
      chosen: false,
      setLocale: (locale) => set({ locale, chosen: true }),
      applyTenantDefault: (locale) => {
        // Only a change is stored: writing the same language again would put `locale` back into
        // storage that signing out has just cleared.
        if (!get().chosen && isLocale(locale) && locale !== get().locale) set({ locale });
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
