import type { Locale } from './catalogs';
import { type LocaleOffer, visitorLocale } from './visitor-locale';

const everything: LocaleOffer = { locales: ['en', 'de', 'fr', 'pt'], defaultLocale: 'en' };
const germanAndEnglish: LocaleOffer = { locales: ['de', 'en'], defaultLocale: 'de' };
const frenchAndPortuguese: LocaleOffer = { locales: ['fr', 'pt'], defaultLocale: 'fr' };

const cases: {
  name: string;
  browser: readonly string[];
  offer: LocaleOffer;
  chosen: Locale | null;
  shown: Locale;
}[] = [
  {
    name: 'a choice made in the language menu wins over the browser',
    browser: ['de-DE', 'en'],
    offer: everything,
    chosen: 'pt',
    shown: 'pt',
  },
  {
    name: 'a choice made in the language menu wins over the tenant’s offer',
    browser: ['de-DE'],
    offer: germanAndEnglish,
    chosen: 'fr',
    shown: 'fr',
  },
  {
    name: 'de-DE with a tenant offering de',
    browser: ['de-DE', 'en'],
    offer: everything,
    chosen: null,
    shown: 'de',
  },
  {
    name: 'pt-BR with a tenant offering pt',
    browser: ['pt-BR'],
    offer: everything,
    chosen: null,
    shown: 'pt',
  },
  {
    name: 'only languages the app has no catalog for: the tenant’s default',
    browser: ['es-ES', 'it', 'ja'],
    offer: germanAndEnglish,
    chosen: null,
    shown: 'de',
  },
  {
    name: 'only languages the tenant does not offer: the tenant’s default',
    browser: ['en-GB', 'de-AT'],
    offer: frenchAndPortuguese,
    chosen: null,
    shown: 'fr',
  },
  {
    name: 'the first language not offered, the second is: the second',
    browser: ['fr-FR', 'de-CH', 'en'],
    offer: germanAndEnglish,
    chosen: null,
    shown: 'de',
  },
  {
    name: 'the browser’s order decides, not the tenant’s',
    browser: ['en-US', 'de'],
    offer: germanAndEnglish,
    chosen: null,
    shown: 'en',
  },
  {
    name: 'tags in any case',
    browser: ['PT-br', 'EN'],
    offer: { locales: ['EN', 'Pt'], defaultLocale: 'EN' },
    chosen: null,
    shown: 'pt',
  },
  {
    name: 'an underscore as the separator',
    browser: ['de_DE'],
    offer: everything,
    chosen: null,
    shown: 'de',
  },
  {
    name: 'no browser languages at all: the tenant’s default',
    browser: [],
    offer: frenchAndPortuguese,
    chosen: null,
    shown: 'fr',
  },
  {
    name: 'a regional default: its language',
    browser: [],
    offer: { locales: ['pt'], defaultLocale: 'pt-PT' },
    chosen: null,
    shown: 'pt',
  },
  {
    name: 'a default the app has no catalog for: English',
    browser: ['ja'],
    offer: { locales: ['es'], defaultLocale: 'es' },
    chosen: null,
    shown: 'en',
  },
];

describe('the visitor’s language', () => {
  it.each(cases)('$name → $shown', ({ browser, offer, chosen, shown }) => {
    expect(visitorLocale(browser, offer, chosen)).toBe(shown);
  });
});
