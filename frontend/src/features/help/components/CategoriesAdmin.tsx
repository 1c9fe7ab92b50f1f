import { useIntl } from 'react-intl';
import {
  categoryInputOf,
  useDeleteCategory,
  useOrderCategories,
  useSaveCategory,
} from '../api/admin-categories';
import { type AdminHelpCategory, categoryPath } from '../api/types';
import type { AdminSectionProps } from './AdminSection';
import { EntryForm } from './EntryForm';
import { HelpSection } from './HelpSection';
import { SlugField } from './MetaFields';
import type { TextFieldSpec } from './texts';
import { type EntryEditorProps, useEntryDraft, useSlugDraft } from './use-entry-draft';

type CategoryKey = 'name' | 'description';

const CATEGORY_FIELDS: readonly TextFieldSpec<CategoryKey>[] = [
  {
    key: 'name',
    kind: 'line',
    label: 'help.form.name',
    maxLength: 100,
    required: 'error.help_name_invalid',
  },
  { key: 'description', kind: 'text', label: 'help.form.description', maxLength: 500 },
];

function CategoryEditor({ entry, done }: EntryEditorProps<AdminHelpCategory>) {
  const intl = useIntl();
  const save = useSaveCategory();
  const slug = useSlugDraft(entry);
  const draft = useEntryDraft({
    entry,
    done,
    fields: CATEGORY_FIELDS,
    mainTexts: (category) => ({ name: category.name, description: category.description }),
    onMainText: (key, value) => {
      if (key === 'name') slug.follow(value);
    },
    save,
    inputOf: (texts) => ({ ...texts, slug: slug.value }),
  });

  return (
    <EntryForm
      {...draft}
      idPrefix="help-category"
      heading={intl.formatMessage({
        id: entry ? 'help.admin.categories.edit' : 'help.admin.categories.new',
      })}
      metaNames={['slug']}
      meta={(form) => (
        <SlugField form={form} {...slug.field} path={categoryPath(slug.value || '…')} />
      )}
      check={() => ({ slug: slug.problem })}
    />
  );
}

/** The categories tab: their order (the FAQ's and the knowledge base's), texts and visibility. */
export function CategoriesAdmin({
  query,
  announce,
}: {
  query: AdminSectionProps<AdminHelpCategory>['query'];
  announce: (text: string) => void;
}) {
  const intl = useIntl();
  const mutations = {
    save: useSaveCategory(),
    remove: useDeleteCategory(),
    order: useOrderCategories(),
  };

  return (
    <HelpSection
      tab="categories"
      mutations={mutations}
      inputOf={categoryInputOf}
      query={query}
      row={(entry) => ({
        title: entry.name,
        group: 'all',
        details: (
          <>
            <bdi dir="ltr">{categoryPath(entry.slug)}</bdi>
            {' · '}
            {intl.formatMessage(
              { id: 'help.admin.categories.counts' },
              { articles: entry.articles, faq: entry.faq },
            )}
          </>
        ),
      })}
      groups={[{ key: 'all' }]}
      editor={(entry, done) => <CategoryEditor entry={entry} done={done} />}
      announce={announce}
    />
  );
}
