import { useState } from 'react';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { HelpLanguage } from '../api/types';
import type { EntryFormProps } from './EntryForm';
import { isSlug, slugify } from './slug';
import { type TextFieldSpec, type Texts, textOf, textsOf, translationsOf, withText } from './texts';
import { otherLanguages, useTenantLanguages } from './use-tenant-languages';

/** What the editor of a FAQ entry, an article or a category starts from. */
export interface DraftedEntry<K extends string> {
  id: number;
  language: HelpLanguage;
  published: boolean;
  translations: Readonly<Record<string, Partial<Record<K, string>> | undefined>>;
}

/** An editor of one kind of entry: `entry` (null: a new one); `done(true)` once it is saved. */
export interface EntryEditorProps<E> {
  entry: E | null;
  done: (saved: boolean) => void;
}

/** What saving sends of every entry: its main texts (trimmed), visibility and translations. */
export type DraftInput<K extends string> = Record<K, string> & {
  published: boolean;
  language: HelpLanguage;
  translations: Record<string, Record<K, string>>;
};

/** The save mutation of one kind of entry: a new one (`id` null) or a changed one. */
export interface SaveMutation<I> {
  mutate: (
    change: { id: number | null; input: I },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
}

/** The EntryForm props the draft fills in; the editor adds its heading and its own fields. */
export type DraftFormProps<K extends string> = Pick<
  EntryFormProps<K>,
  | 'fields'
  | 'main'
  | 'others'
  | 'texts'
  | 'onText'
  | 'published'
  | 'onPublished'
  | 'saving'
  | 'error'
  | 'onSave'
  | 'onCancel'
>;

/** A language's texts as the server takes them: every field, trimmed. */
function trimmedTexts<K extends string>(
  texts: Texts<K>,
  language: HelpLanguage,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    keys.map((key) => [key, textOf(texts, language, key).trim()]),
  ) as Record<K, string>;
}

/**
 * An entry's texts by language and whether visitors see it, as its editor changes them, and how
 * they are saved: `inputOf` adds the entry's own fields (its category, address name) to them.
 */
export function useEntryDraft<K extends string, E extends DraftedEntry<K>, I>({
  entry,
  fields,
  mainTexts,
  onMainText,
  save,
  inputOf,
  done,
}: EntryEditorProps<E> & {
  fields: readonly TextFieldSpec<K>[];
  /** The entry's texts in its main language, as the form starts. */
  mainTexts: (entry: E) => Record<K, string>;
  /** Told of each change to a main text (a new entry's address name follows its title). */
  onMainText?: (key: K, value: string) => void;
  save: SaveMutation<I>;
  inputOf: (draft: DraftInput<K>) => I;
}): DraftFormProps<K> {
  const languages = useTenantLanguages();
  const main = entry?.language ?? languages.main;
  const others = otherLanguages(main, languages.all, Object.keys(entry?.translations ?? {}));
  const [texts, setTexts] = useState<Texts<K>>(() =>
    entry ? textsOf(main, mainTexts(entry), entry.translations) : {},
  );
  const [published, setPublished] = useState(entry?.published ?? true);
  const keys = fields.map((field) => field.key);

  const input = (): DraftInput<K> => ({
    ...trimmedTexts(texts, main, keys),
    published,
    language: main,
    translations: translationsOf(texts, keys, others),
  });

  return {
    fields,
    main,
    others,
    texts,
    onText: (language, key, value) => {
      setTexts((now) => withText(now, language, key, value));
      if (language === main) onMainText?.(key, value);
    },
    published,
    onPublished: setPublished,
    saving: save.isPending,
    error: save.error,
    onSave: (onError) =>
      save.mutate(
        { id: entry?.id ?? null, input: inputOf(input()) },
        { onSuccess: () => done(true), onError },
      ),
    onCancel: () => done(false),
  };
}

/**
 * An entry's address name: a new entry's follows its main title (or name) until it is edited,
 * an existing one's stays as it is.
 */
export function useSlugDraft(entry: { slug: string } | null) {
  const [slug, setSlug] = useState(entry?.slug ?? '');
  const [edited, setEdited] = useState(entry !== null);
  const value = slug.trim();
  const problem: MessageId | null = isSlug(value) ? null : 'error.help_slug_invalid';
  return {
    /** As it is sent. */
    value,
    /** Its check before the entry is sent. */
    problem,
    /** SlugField's value and change. */
    field: {
      value: slug,
      onChange: (next: string) => {
        setSlug(next);
        setEdited(true);
      },
    },
    follow: (title: string) => {
      if (!edited) setSlug(slugify(title));
    },
  };
}

/** An entry's category as CategorySelect shows it: `''` while none is chosen. */
export function useCategoryDraft(initial: number | null | undefined) {
  const [category, setCategory] = useState(initial ? String(initial) : '');
  return {
    /** As it is sent: null for none. */
    value: category ? Number(category) : null,
    /** CategorySelect's value and change. */
    field: { value: category, onChange: setCategory },
  };
}
