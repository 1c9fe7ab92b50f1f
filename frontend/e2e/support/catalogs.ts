import { readFileSync } from 'node:fs';

export type Locale = 'en' | 'de' | 'fr' | 'pt';
export type Catalog = Record<string, string>;

/** The app's own message catalogs, read from src/locales. */
export function catalog(locale: Locale): Catalog {
  const file = new URL(`../../src/locales/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

/** A feature's own messages (src/features/<feature>/locales), beside the core catalog's. */
export function featureCatalog(feature: string, locale: Locale): Catalog {
  const file = new URL(`../../src/features/${feature}/locales/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

/** A message with its `{name}` values; a missing key fails here rather than as a vague locator. */
export function message(
  messages: Catalog,
  key: string,
  values: Record<string, string> = {},
): string {
  const text = messages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return Object.entries(values).reduce(
    (done, [name, value]) => done.replace(`{${name}}`, value),
    text,
  );
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What on a page betrays a missing translation: message keys shown as they are, and English
 * messages where the locale has its own wording. Placeholder messages and single short words
 * (which may legitimately appear inside other text or user data) are left out.
 */
export function untranslated(text: string, locale: Locale): string[] {
  const en = catalog('en');
  const translated = catalog(locale);
  const found: string[] = [];
  for (const [key, english] of Object.entries(en)) {
    if (new RegExp(`(^|[^\\w.])${escapeRegExp(key)}($|[^\\w.])`).test(text)) {
      found.push(`raw key "${key}"`);
    }
    const own = translated[key];
    // Skipped where the two cannot be told apart on a page (the German "Recruiter·in").
    if (own === undefined || own.includes(english) || english.includes('{')) continue;
    if (!english.includes(' ') && english.length < 8) continue;
    if (new RegExp(`(^|\\W)${escapeRegExp(english)}($|\\W)`).test(text)) {
      found.push(`English "${english}" (${key}) instead of "${own}"`);
    }
  }
  return found;
}
