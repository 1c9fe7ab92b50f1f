import de from '@/locales/de.json';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';
import pt from '@/locales/pt.json';
import { LOCALES, loadCatalog, loadedCatalog } from './catalogs';

const catalogs = { en, de, fr, pt };

/**
 * Every feature's own catalogs (src/features/<feature>/locales/<lang>.json), found by their path:
 * shared code names no feature, and a new feature's catalogs are checked without a change here.
 */
const featureFiles = import.meta.glob<Record<string, string>>('../../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const features: Record<string, Partial<Record<string, Record<string, string>>>> = {};
for (const [path, catalog] of Object.entries(featureFiles)) {
  const [, feature, locale] = /features\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(path) ?? [];
  if (feature && locale) (features[feature] ??= {})[locale] = catalog;
}

function keysOf(catalog: Record<string, string>) {
  return Object.keys(catalog).sort();
}

describe('translation catalogs', () => {
  it('offers exactly en, de, fr and pt, with en first', () => {
    expect(LOCALES).toEqual(['en', 'de', 'fr', 'pt']);
  });

  it.each(LOCALES)('%s arrives as its own chunk with the same messages', async (locale) => {
    await expect(loadCatalog(locale)).resolves.toEqual(catalogs[locale]);
    expect(loadedCatalog(locale)).toEqual(catalogs[locale]);
  });

  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ])('%s has exactly the keys of en', (_locale, catalog) => {
    expect(keysOf(catalog)).toEqual(keysOf(en));
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(catalogs[locale]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('translates the visible texts rather than copying English', () => {
    for (const locale of ['de', 'fr', 'pt'] as const) {
      const same = Object.keys(en).filter(
        (key) =>
          catalogs[locale][key as keyof typeof en] === en[key as keyof typeof en] &&
          !key.startsWith('language.') &&
          key !== 'app.brand' &&
          // Texts with no words of their own (e.g. "{min} – {max}") are the same everywhere.
          /\p{L}/u.test(en[key as keyof typeof en].replace(/\{[^}]*\}/g, '')),
      );
      // A few words (e.g. "Info", "Name", "CV") are the same in some languages: at most 3 %.
      const allowed = Math.max(5, Math.ceil(Object.keys(en).length * 0.03));
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(allowed);
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      for (const locale of LOCALES) {
        expect(placeholders(catalogs[locale][key]), `${locale} ${key}`).toEqual(
          placeholders(en[key]),
        );
      }
    }
  });
});

describe.each(Object.keys(features))('the %s feature’s catalogs', (feature) => {
  const own = features[feature] ?? {};

  it('exist in en, de, fr and pt, with exactly the keys of en', () => {
    expect(Object.keys(own).sort()).toEqual([...LOCALES].sort());
    const english = own.en ?? {};
    for (const locale of LOCALES) {
      expect(keysOf(own[locale] ?? {}), locale).toEqual(keysOf(english));
    }
  });

  it('have no empty message and the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const english = own.en ?? {};
    for (const locale of LOCALES) {
      const catalog = own[locale] ?? {};
      expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
      for (const key of Object.keys(english)) {
        expect(placeholders(catalog[key] ?? ''), `${locale} ${key}`).toEqual(
          placeholders(english[key] ?? ''),
        );
      }
    }
  });

  it('translate the visible texts rather than copying English', () => {
    const english = own.en ?? {};
    for (const locale of ['de', 'fr', 'pt'] as const) {
      const catalog = own[locale] ?? {};
      const same = Object.keys(english).filter(
        (key) =>
          catalog[key] === english[key] &&
          /\p{L}/u.test((english[key] ?? '').replace(/\{[^}]*\}/g, '')),
      );
      const allowed = Math.max(5, Math.ceil(Object.keys(english).length * 0.03));
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(allowed);
    }
  });

  it('use no key of the core catalogs (a feature’s message would hide the core one)', () => {
    const clashes = Object.keys(own.en ?? {}).filter((key) => Object.hasOwn(en, key));
    expect(clashes).toEqual([]);
  });
});
