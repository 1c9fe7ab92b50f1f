import { DEFAULT_LOCALE, type Locale, isLocale } from './catalogs';

/** The languages a tenant offers and the one it falls back to (the public tenant's fields). */
export interface LocaleOffer {
  locales: readonly string[];
  defaultLocale: string;
}

/** A language tag's primary subtag in lower case: `de-DE` → `de`, `PT_br` → `pt`. */
function primarySubtag(tag: string): string {
  return tag.trim().split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
}

/**
 * The language a page is shown in. The visitor's own choice in the language menu (`chosen`, kept
 * in storage) wins. Without one, the browser's preferred languages are taken in order
 * (`navigator.languages`) and the first the tenant offers is shown, matched on the primary subtag
 * without regard to case (`de-DE` → `de`); none of them offered, the tenant's default; a default
 * the app has no catalog for, English.
 */
export function visitorLocale(
  browser: readonly string[],
  offer: LocaleOffer,
  chosen: Locale | null,
): Locale {
  if (chosen !== null) return chosen;
  const offered = new Set(offer.locales.map(primarySubtag));
  const preferred = browser
    .map(primarySubtag)
    .find((language) => isLocale(language) && offered.has(language));
  if (isLocale(preferred)) return preferred;
  const fallback = primarySubtag(offer.defaultLocale);
  return isLocale(fallback) ? fallback : DEFAULT_LOCALE;
}
