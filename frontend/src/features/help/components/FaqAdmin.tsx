import { useIntl } from 'react-intl';
import { faqInputOf, useAdminFaq, useDeleteFaq, useOrderFaq, useSaveFaq } from '../api/admin-faq';
import type { AdminFaq, AdminHelpCategory } from '../api/types';
import { type CategorizedSectionProps, useCategoryGroups } from './category-groups';
import { EntryForm } from './EntryForm';
import { HelpSection } from './HelpSection';
import { CategorySelect } from './MetaFields';
import { headingAndMarkdown } from './texts';
import { type EntryEditorProps, useCategoryDraft, useEntryDraft } from './use-entry-draft';

const FAQ_FIELDS = headingAndMarkdown(
  {
    key: 'question',
    label: 'help.form.question',
    maxLength: 300,
    required: 'error.help_question_invalid',
  },
  {
    key: 'answer',
    label: 'help.form.answer',
    maxLength: 10_000,
    required: 'error.help_answer_invalid',
  },
);

function FaqEditor({
  entry,
  categories,
  done,
}: EntryEditorProps<AdminFaq> & { categories: readonly AdminHelpCategory[] }) {
  const intl = useIntl();
  const save = useSaveFaq();
  const category = useCategoryDraft(entry?.category);
  const draft = useEntryDraft({
    entry,
    done,
    fields: FAQ_FIELDS,
    mainTexts: (faq) => ({ question: faq.question, answer: faq.answer }),
    save,
    inputOf: (texts) => ({ ...texts, category: category.value }),
  });

  return (
    <EntryForm
      {...draft}
      idPrefix="help-faq"
      heading={intl.formatMessage({ id: entry ? 'help.admin.faq.edit' : 'help.admin.faq.new' })}
      metaNames={['category']}
      meta={(form) => (
        <CategorySelect form={form} {...category.field} categories={categories} optional />
      )}
      check={() => ({})}
    />
  );
}

/** The FAQ tab: the questions by category (as visitors see them), and their editor. */
export function FaqAdmin({ categories, announce }: CategorizedSectionProps) {
  const query = useAdminFaq();
  const mutations = { save: useSaveFaq(), remove: useDeleteFaq(), order: useOrderFaq() };
  const { groups, groupOf } = useCategoryGroups(categories);

  return (
    <HelpSection
      tab="faq"
      mutations={mutations}
      inputOf={faqInputOf}
      query={query}
      row={(entry) => ({ title: entry.question, group: groupOf(entry.category) })}
      groups={groups}
      editor={(entry, done) => <FaqEditor entry={entry} categories={categories} done={done} />}
      announce={announce}
    />
  );
}
