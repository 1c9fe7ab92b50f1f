import { useState } from 'react';
import { useIntl } from 'react-intl';
import { faqInputOf, useAdminFaq, useDeleteFaq, useOrderFaq, useSaveFaq } from '../api/admin-faq';
import type { AdminFaq, AdminHelpCategory } from '../api/types';
import { AdminSection } from './AdminSection';
import { EntryForm } from './EntryForm';
import type { EntryGroup } from './EntryList';
import { CategorySelect } from './MetaFields';
import { type TextFieldSpec, type Texts, textOf, textsOf, translationsOf, withText } from './texts';
import { otherLanguages, useTenantLanguages } from './use-tenant-languages';

type FaqKey = 'question' | 'answer';

const FAQ_FIELDS: readonly TextFieldSpec<FaqKey>[] = [
  {
    key: 'question',
    kind: 'line',
    label: 'help.form.question',
    maxLength: 300,
    required: 'error.help_question_invalid',
  },
  {
    key: 'answer',
    kind: 'markdown',
    label: 'help.form.answer',
    maxLength: 10_000,
    required: 'error.help_answer_invalid',
  },
];
const FAQ_KEYS = FAQ_FIELDS.map((field) => field.key);
const NO_CATEGORY = 'none';

function FaqEditor({
  entry,
  categories,
  done,
}: {
  entry: AdminFaq | null;
  categories: readonly AdminHelpCategory[];
  done: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const languages = useTenantLanguages();
  const save = useSaveFaq();
  const main = entry?.language ?? languages.main;
  const others = otherLanguages(main, languages.all, Object.keys(entry?.translations ?? {}));
  const [texts, setTexts] = useState<Texts<FaqKey>>(() =>
    entry
      ? textsOf(main, { question: entry.question, answer: entry.answer }, entry.translations)
      : {},
  );
  const [category, setCategory] = useState(entry?.category ? String(entry.category) : '');
  const [published, setPublished] = useState(entry?.published ?? true);

  return (
    <EntryForm
      idPrefix="help-faq"
      heading={intl.formatMessage({ id: entry ? 'help.admin.faq.edit' : 'help.admin.faq.new' })}
      fields={FAQ_FIELDS}
      main={main}
      others={others}
      texts={texts}
      onText={(language, key, value) => setTexts((now) => withText(now, language, key, value))}
      metaNames={['category']}
      meta={({ idOf, errorFor }) => (
        <CategorySelect
          id={idOf('category')}
          error={errorFor('category')}
          value={category}
          onChange={setCategory}
          categories={categories}
          optional
        />
      )}
      published={published}
      onPublished={setPublished}
      check={() => ({})}
      saving={save.isPending}
      error={save.error}
      onSave={(onError) =>
        save.mutate(
          {
            id: entry?.id ?? null,
            input: {
              question: textOf(texts, main, 'question').trim(),
              answer: textOf(texts, main, 'answer').trim(),
              category: category ? Number(category) : null,
              published,
              language: main,
              translations: translationsOf(texts, FAQ_KEYS, others),
            },
          },
          { onSuccess: () => done(true), onError },
        )
      }
      onCancel={() => done(false)}
    />
  );
}

/** The FAQ tab: the questions by category (as visitors see them), and their editor. */
export function FaqAdmin({
  categories,
  announce,
}: {
  categories: readonly AdminHelpCategory[];
  announce: (text: string) => void;
}) {
  const intl = useIntl();
  const query = useAdminFaq();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const order = useOrderFaq();
  const known = new Set(categories.map((category) => category.id));
  const groups: EntryGroup[] = [
    ...categories.map((category) => ({
      key: String(category.id),
      title: category.name,
      hidden: !category.published,
    })),
    { key: NO_CATEGORY, title: intl.formatMessage({ id: 'help.admin.noCategory' }) },
  ];

  return (
    <AdminSection<AdminFaq>
      idPrefix="help-faq"
      texts={{
        heading: 'help.admin.tab.faq',
        add: 'help.admin.faq.add',
        empty: 'help.admin.faq.empty',
        saved: 'help.admin.faq.saved',
        deleted: 'help.admin.faq.deleted',
        deleteText: 'help.admin.faq.deleteText',
      }}
      query={query}
      listed={(entry) => ({
        id: entry.id,
        title: entry.question,
        language: entry.language,
        published: entry.published,
        missing: entry.missing,
        group: entry.category && known.has(entry.category) ? String(entry.category) : NO_CATEGORY,
      })}
      groups={groups}
      editor={(entry, done) => <FaqEditor entry={entry} categories={categories} done={done} />}
      setPublished={(entry, published) =>
        save.mutateAsync({ id: entry.id, input: faqInputOf(entry, { published }) })
      }
      remove={(id) => remove.mutateAsync(id)}
      order={(ids) => order.mutateAsync(ids)}
      announce={announce}
    />
  );
}
