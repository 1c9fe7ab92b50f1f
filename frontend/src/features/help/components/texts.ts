import type { MessageId } from '@/lib/i18n/catalogs';
import type { HelpLanguage } from '../api/types';

/** One translated field of an entry (a question, an answer, a title …). */
export interface TextFieldSpec<K extends string> {
  key: K;
  /** One line, a plain text area, or Markdown (a text area with a preview). */
  kind: 'line' | 'text' | 'markdown';
  /** Its label, with `{language}`. */
  label: MessageId;
  maxLength: number;
  /** The message when the main language's text is left empty; absent when it may be. */
  required?: MessageId;
}

type RequiredText<K extends string> = Required<Omit<TextFieldSpec<K>, 'kind'>>;

/** A required one-line heading and its required Markdown text (an article's title and body, …). */
export function headingAndMarkdown<H extends string, B extends string>(
  heading: RequiredText<H>,
  markdown: RequiredText<B>,
): readonly TextFieldSpec<H | B>[] {
  return [
    { ...heading, kind: 'line' },
    { ...markdown, kind: 'markdown' },
  ];
}

/** An entry's texts, by language. */
export type Texts<K extends string> = Partial<Record<HelpLanguage, Partial<Record<K, string>>>>;

export function textOf<K extends string>(texts: Texts<K>, language: HelpLanguage, key: K): string {
  return texts[language]?.[key] ?? '';
}

export function withText<K extends string>(
  texts: Texts<K>,
  language: HelpLanguage,
  key: K,
  value: string,
): Texts<K> {
  return { ...texts, [language]: { ...texts[language], [key]: value } };
}

/** A field's name as the server names it: `question`, or `translations.de.question`. */
export function fieldName(main: HelpLanguage, language: HelpLanguage, key: string): string {
  return language === main ? key : `translations.${language}.${key}`;
}

/** A language's texts left empty: the translation is missing (or will be removed). */
export function isMissing<K extends string>(
  texts: Texts<K>,
  language: HelpLanguage,
  keys: readonly K[],
): boolean {
  return keys.every((key) => textOf(texts, language, key).trim() === '');
}

/** The texts as the form starts: the main text and each translation. */
export function textsOf<K extends string>(
  main: HelpLanguage,
  mainText: Record<K, string>,
  translations: Readonly<Record<string, Partial<Record<K, string>> | undefined>>,
): Texts<K> {
  return { ...(translations as Texts<K>), [main]: mainText };
}

/**
 * What the server takes as `translations`: every other language's texts, trimmed. One left empty
 * is removed by the server, which is how a translation is deleted.
 */
export function translationsOf<K extends string>(
  texts: Texts<K>,
  keys: readonly K[],
  others: readonly HelpLanguage[],
): Record<string, Record<K, string>> {
  return Object.fromEntries(
    others.map((language) => [
      language,
      Object.fromEntries(keys.map((key) => [key, textOf(texts, language, key).trim()])) as Record<
        K,
        string
      >,
    ]),
  );
}

/** "Portugais" for a tab, where the sentence form ("portugais") would start a label. */
export function capitalized(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
