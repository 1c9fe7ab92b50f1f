import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  categoryInputOf,
  useDeleteCategory,
  useOrderCategories,
  useSaveCategory,
} from '../api/admin-categories';
import { type AdminHelpCategory, categoryPath } from '../api/types';
import { AdminSection, type AdminSectionProps } from './AdminSection';
import { EntryForm } from './EntryForm';
import { SlugField } from './MetaFields';
import { isSlug, slugify } from './slug';
import { type TextFieldSpec, type Texts, textOf, textsOf, translationsOf, withText } from './texts';
import { otherLanguages, useTenantLanguages } from './use-tenant-languages';

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
const CATEGORY_KEYS = CATEGORY_FIELDS.map((field) => field.key);

function CategoryEditor({
  entry,
  done,
}: {
  entry: AdminHelpCategory | null;
  done: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const languages = useTenantLanguages();
  const save = useSaveCategory();
  const main = entry?.language ?? languages.main;
  const others = otherLanguages(main, languages.all, Object.keys(entry?.translations ?? {}));
  const [texts, setTexts] = useState<Texts<CategoryKey>>(() =>
    entry
      ? textsOf(main, { name: entry.name, description: entry.description }, entry.translations)
      : {},
  );
  const [slug, setSlug] = useState(entry?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(entry !== null);
  const [published, setPublished] = useState(entry?.published ?? true);

  return (
    <EntryForm
      idPrefix="help-category"
      heading={intl.formatMessage({
        id: entry ? 'help.admin.categories.edit' : 'help.admin.categories.new',
      })}
      fields={CATEGORY_FIELDS}
      main={main}
      others={others}
      texts={texts}
      onText={(language, key, value) => {
        setTexts((now) => withText(now, language, key, value));
        if (!slugEdited && language === main && key === 'name') setSlug(slugify(value));
      }}
      metaNames={['slug']}
      meta={({ idOf, errorFor }) => (
        <SlugField
          id={idOf('slug')}
          error={errorFor('slug')}
          value={slug}
          onChange={(value) => {
            setSlug(value);
            setSlugEdited(true);
          }}
          path={categoryPath(slug.trim() || '…')}
        />
      )}
      published={published}
      onPublished={setPublished}
      check={() => ({ slug: isSlug(slug.trim()) ? null : 'error.help_slug_invalid' })}
      saving={save.isPending}
      error={save.error}
      onSave={(onError) =>
        save.mutate(
          {
            id: entry?.id ?? null,
            input: {
              slug: slug.trim(),
              name: textOf(texts, main, 'name').trim(),
              description: textOf(texts, main, 'description').trim(),
              published,
              language: main,
              translations: translationsOf(texts, CATEGORY_KEYS, others),
            },
          },
          { onSuccess: () => done(true), onError },
        )
      }
      onCancel={() => done(false)}
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
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const order = useOrderCategories();

  return (
    <AdminSection<AdminHelpCategory>
      idPrefix="help-categories"
      texts={{
        heading: 'help.admin.tab.categories',
        add: 'help.admin.categories.add',
        empty: 'help.admin.categories.empty',
        saved: 'help.admin.categories.saved',
        deleted: 'help.admin.categories.deleted',
        deleteText: 'help.admin.categories.deleteText',
      }}
      query={query}
      listed={(entry) => ({
        id: entry.id,
        title: entry.name,
        language: entry.language,
        published: entry.published,
        missing: entry.missing,
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
      setPublished={(entry, published) =>
        save.mutateAsync({ id: entry.id, input: categoryInputOf(entry, { published }) })
      }
      remove={(id) => remove.mutateAsync(id)}
      order={(ids) => order.mutateAsync(ids)}
      announce={announce}
    />
  );
}
