import { type IntlShape, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/catalogs';
import type { HelpLanguage } from '../api/types';

/** The language the reader has chosen for the app: the help is asked for in it. */
export function useHelpLanguage(): HelpLanguage {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A language's name in the reader's language ("inglês" for `en` when reading in Portuguese). */
export function languageName(intl: IntlShape, language: HelpLanguage): string {
  return intl.formatDisplayName(language, { type: 'language' }) ?? language;
}

/** `lang` for a text in `language` on a page in `wanted`: only when they differ. */
export function langIfOther(language: HelpLanguage, wanted: HelpLanguage) {
  return language === wanted ? undefined : language;
}
