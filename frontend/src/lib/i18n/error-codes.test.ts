import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import de from '@/locales/de.json';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';
import pt from '@/locales/pt.json';
import { LOCALES } from './catalogs';

const core: Record<string, Record<string, string>> = { en, de, fr, pt };

/** The features' own catalogs (src/features/<feature>/locales/<lang>.json), by language. */
const featureFiles = import.meta.glob<Record<string, string>>('../../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

/** A language's messages: the core catalog's and every feature's (a code's message is in one). */
function messagesOf(locale: string): Record<string, string> {
  const features = Object.entries(featureFiles)
    .filter(([path]) => path.endsWith(`/${locale}.json`))
    .map(([, catalog]) => catalog);
  return Object.assign({}, core[locale], ...features) as Record<string, string>;
}

/** Codes the web app gives errors the server did not code (`ClientErrorCode`). */
const CLIENT_CODES = ['network_error', 'unknown'];

/** `components.schemas.ErrorCode.enum` of the server's OpenAPI document; throws when missing. */
function documentErrorCodes(): string[] {
  // Tests run in frontend/, like `npm run gen:api`, which reads the same document.
  const path = resolve('../server/openapi.json');
  const document = JSON.parse(readFileSync(path, 'utf8')) as {
    components?: { schemas?: { ErrorCode?: { enum?: unknown } } };
  };
  const codes = document.components?.schemas?.ErrorCode?.enum;
  if (!Array.isArray(codes) || codes.length === 0) {
    throw new Error(
      'server/openapi.json has no components.schemas.ErrorCode.enum: the error codes cannot be ' +
        'checked until the document lists them (regenerate it from the server).',
    );
  }
  return codes.map(String);
}

describe('error messages', () => {
  it.each(LOCALES)(
    '%s has an error.<code> message (core or feature catalog) for every ErrorCode of the API',
    (locale) => {
      const catalog = messagesOf(locale);
      const missing = documentErrorCodes().filter((code) => !catalog[`error.${code}`]?.trim());
      expect(missing, `${locale} lacks error.<code> for`).toEqual([]);
    },
  );

  it('has no error.<code> message for a code the API does not have', () => {
    const known = new Set([...documentErrorCodes(), ...CLIENT_CODES]);
    const stale = Object.keys(messagesOf('en'))
      .filter((key) => key.startsWith('error.'))
      .filter((key) => !known.has(key.slice('error.'.length)));
    expect(stale).toEqual([]);
  });
});
