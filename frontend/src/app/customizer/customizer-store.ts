import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export const MENU_COLORS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_COLORS = ['default', ...MENU_COLORS] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;

export type Theme = (typeof THEMES)[number];
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type MenuColor = (typeof MENU_COLORS)[number];
export type NavbarColor = (typeof NAVBAR_COLORS)[number];
export type Direction = (typeof DIRECTIONS)[number];

export interface CustomizerSettings {
  theme: Theme;
  menuTheme: MenuColor;
  navbarColor: NavbarColor;
  navbarType: NavbarType;
  footerType: FooterType;
  hideScrollToTop: boolean;
  sidebarCollapsed: boolean;
  direction: Direction;
}

/**
 * The spec's template defaults (§3). Its `layout: horizontal` is the wide-screen layout chosen by
 * width; `disableCustomizer`/`disableThemeTour` are not carried over because the design offers the
 * customizer on md+ screens and has no theme tour.
 */
export const CUSTOMIZER_DEFAULTS: CustomizerSettings = {
  theme: 'light',
  menuTheme: 'primary',
  navbarColor: 'default',
  navbarType: 'floating',
  footerType: 'static',
  hideScrollToTop: false,
  sidebarCollapsed: false,
  direction: 'ltr',
};

export const CUSTOMIZER_STORAGE_KEY = 'customizer';

interface CustomizerState extends CustomizerSettings {
  update: (changes: Partial<CustomizerSettings>) => void;
  reset: () => void;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Anything unknown in storage (an older version, a hand edit) falls back to the default. */
export function sanitizeSettings(value: unknown): CustomizerSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const d = CUSTOMIZER_DEFAULTS;
  return {
    theme: oneOf(THEMES, stored.theme, d.theme),
    menuTheme: oneOf(MENU_COLORS, stored.menuTheme, d.menuTheme),
    navbarColor: oneOf(NAVBAR_COLORS, stored.navbarColor, d.navbarColor),
    navbarType: oneOf(NAVBAR_TYPES, stored.navbarType, d.navbarType),
    footerType: oneOf(FOOTER_TYPES, stored.footerType, d.footerType),
    hideScrollToTop:
      typeof stored.hideScrollToTop === 'boolean' ? stored.hideScrollToTop : d.hideScrollToTop,
    sidebarCollapsed:
      typeof stored.sidebarCollapsed === 'boolean' ? stored.sidebarCollapsed : d.sidebarCollapsed,
    direction: oneOf(DIRECTIONS, stored.direction, d.direction),
  };
}

export const useCustomizer = create<CustomizerState>()(
  persist(
    (set) => ({
      ...CUSTOMIZER_DEFAULTS,
      update: (changes) => set(changes),
      reset: () => set(CUSTOMIZER_DEFAULTS),
    }),
    {
      name: CUSTOMIZER_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): CustomizerSettings => sanitizeSettings(state),
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);

export type Layout = 'horizontal' | 'vertical';

/** What is actually shown: options a layout does not offer fall back to their nearest kin. */
export function effectiveSettings(settings: CustomizerSettings, layout: Layout) {
  const horizontal = layout === 'horizontal';
  return {
    ...settings,
    theme: horizontal && settings.theme === 'semi-dark' ? 'light' : settings.theme,
    navbarType: horizontal && settings.navbarType === 'hidden' ? 'floating' : settings.navbarType,
    navbarColor: settings.navbarType === 'static' ? 'default' : settings.navbarColor,
  } satisfies CustomizerSettings;
}
