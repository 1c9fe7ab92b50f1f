import de from '@/locales/de.json';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';
import pt from '@/locales/pt.json';
import { LOCALES, loadCatalog, loadedCatalog } from './catalogs';

const catalogs = { en, de, fr, pt };

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
