import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  articleInputOf,
  useAdminArticles,
  useDeleteArticle,
  useOrderArticles,
  useSaveArticle,
} from '../api/admin-articles';
import { type AdminArticle, type AdminHelpCategory, articlePath } from '../api/types';
import { AdminSection } from './AdminSection';
import { EntryForm } from './EntryForm';
import type { EntryGroup } from './EntryList';
import { CategorySelect, SlugField } from './MetaFields';
import { isSlug, slugify } from './slug';
import { type TextFieldSpec, type Texts, textOf, textsOf, translationsOf, withText } from './texts';
import { otherLanguages, useTenantLanguages } from './use-tenant-languages';

type ArticleKey = 'title' | 'body';

const ARTICLE_FIELDS: readonly TextFieldSpec<ArticleKey>[] = [
  {
    key: 'title',
    kind: 'line',
    label: 'help.form.title',
    maxLength: 200,
    required: 'error.help_title_invalid',
  },
  {
    key: 'body',
    kind: 'markdown',
    label: 'help.form.body',
    maxLength: 50_000,
    required: 'error.help_body_invalid',
  },
];
const ARTICLE_KEYS = ARTICLE_FIELDS.map((field) => field.key);
const NO_CATEGORY = 'none';

function ArticleEditor({
  entry,
  categories,
  done,
}: {
  entry: AdminArticle | null;
  categories: readonly AdminHelpCategory[];
  done: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const languages = useTenantLanguages();
  const save = useSaveArticle();
  const main = entry?.language ?? languages.main;
  const others = otherLanguages(main, languages.all, Object.keys(entry?.translations ?? {}));
  const [texts, setTexts] = useState<Texts<ArticleKey>>(() =>
    entry ? textsOf(main, { title: entry.title, body: entry.body }, entry.translations) : {},
  );
  const [category, setCategory] = useState(
    entry ? String(entry.category) : categories.length === 1 ? String(categories[0]?.id) : '',
  );
  const [slug, setSlug] = useState(entry?.slug ?? '');
  // A new article's address name follows its title until it is edited.
  const [slugEdited, setSlugEdited] = useState(entry !== null);
  const [published, setPublished] = useState(entry?.published ?? true);
  const categorySlug =
    categories.find((candidate) => String(candidate.id) === category)?.slug ?? '…';

  return (
    <EntryForm
      idPrefix="help-article"
      heading={intl.formatMessage({
        id: entry ? 'help.admin.articles.edit' : 'help.admin.articles.new',
      })}
      fields={ARTICLE_FIELDS}
      main={main}
      others={others}
      texts={texts}
      onText={(language, key, value) => {
        setTexts((now) => withText(now, language, key, value));
        if (!slugEdited && language === main && key === 'title') setSlug(slugify(value));
      }}
      metaNames={['category', 'slug']}
      meta={({ idOf, errorFor }) => (
        <>
          <CategorySelect
            id={idOf('category')}
            error={errorFor('category')}
            value={category}
            onChange={setCategory}
            categories={categories}
            optional={false}
          />
          <SlugField
            id={idOf('slug')}
            error={errorFor('slug')}
            value={slug}
            onChange={(value) => {
              setSlug(value);
              setSlugEdited(true);
            }}
            path={articlePath(categorySlug, slug.trim() || '…')}
          />
        </>
      )}
      published={published}
      onPublished={setPublished}
      check={() => ({
        category: category ? null : 'error.help_category_unknown',
        slug: isSlug(slug.trim()) ? null : 'error.help_slug_invalid',
      })}
      saving={save.isPending}
      error={save.error}
      onSave={(onError) =>
        save.mutate(
          {
            id: entry?.id ?? null,
            input: {
              slug: slug.trim(),
              category: Number(category),
              title: textOf(texts, main, 'title').trim(),
              body: textOf(texts, main, 'body').trim(),
              published,
              language: main,
              translations: translationsOf(texts, ARTICLE_KEYS, others),
            },
          },
          { onSuccess: () => done(true), onError },
        )
      }
      onCancel={() => done(false)}
    />
  );
}

/** The articles tab: the articles by category, and their editor. */
export function ArticlesAdmin({
  categories,
  announce,
}: {
  categories: readonly AdminHelpCategory[];
  announce: (text: string) => void;
}) {
  const intl = useIntl();
  const query = useAdminArticles();
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const order = useOrderArticles();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const groups: EntryGroup[] = [
    ...categories.map((category) => ({
      key: String(category.id),
      title: category.name,
      hidden: !category.published,
    })),
    { key: NO_CATEGORY, title: intl.formatMessage({ id: 'help.admin.noCategory' }) },
  ];

  return (
    <AdminSection<AdminArticle>
      idPrefix="help-articles"
      texts={{
        heading: 'help.admin.tab.articles',
        add: 'help.admin.articles.add',
        empty: 'help.admin.articles.empty',
        saved: 'help.admin.articles.saved',
        deleted: 'help.admin.articles.deleted',
        deleteText: 'help.admin.articles.deleteText',
      }}
      query={query}
      listed={(entry) => {
        const category = byId.get(entry.category);
        return {
          id: entry.id,
          title: entry.title,
          language: entry.language,
          published: entry.published,
          missing: entry.missing,
          group: category ? String(category.id) : NO_CATEGORY,
          details: <bdi dir="ltr">{articlePath(category?.slug ?? '…', entry.slug)}</bdi>,
        };
      }}
      groups={groups}
      cannotAdd={
        categories.length === 0
          ? intl.formatMessage({ id: 'help.admin.articles.needCategory' })
          : null
      }
      editor={(entry, done) => <ArticleEditor entry={entry} categories={categories} done={done} />}
      setPublished={(entry, published) =>
        save.mutateAsync({ id: entry.id, input: articleInputOf(entry, { published }) })
      }
      remove={(id) => remove.mutateAsync(id)}
      order={(ids) => order.mutateAsync(ids)}
      announce={announce}
    />
  );
}
