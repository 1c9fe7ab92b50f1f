import { useIntl } from 'react-intl';
import {
  articleInputOf,
  useAdminArticles,
  useDeleteArticle,
  useOrderArticles,
  useSaveArticle,
} from '../api/admin-articles';
import { type AdminArticle, type AdminHelpCategory, articlePath } from '../api/types';
import { type CategorizedSectionProps, useCategoryGroups } from './category-groups';
import { EntryForm } from './EntryForm';
import { HelpSection } from './HelpSection';
import { CategorySelect, SlugField } from './MetaFields';
import { headingAndMarkdown } from './texts';
import {
  type EntryEditorProps,
  useCategoryDraft,
  useEntryDraft,
  useSlugDraft,
} from './use-entry-draft';

const ARTICLE_FIELDS = headingAndMarkdown(
  { key: 'title', label: 'help.form.title', maxLength: 200, required: 'error.help_title_invalid' },
  { key: 'body', label: 'help.form.body', maxLength: 50_000, required: 'error.help_body_invalid' },
);

function ArticleEditor({
  entry,
  categories,
  done,
}: EntryEditorProps<AdminArticle> & { categories: readonly AdminHelpCategory[] }) {
  const intl = useIntl();
  const save = useSaveArticle();
  const category = useCategoryDraft(
    entry ? entry.category : categories.length === 1 ? categories[0]?.id : null,
  );
  const slug = useSlugDraft(entry);
  const draft = useEntryDraft({
    entry,
    done,
    fields: ARTICLE_FIELDS,
    mainTexts: (article) => ({ title: article.title, body: article.body }),
    onMainText: (key, value) => {
      if (key === 'title') slug.follow(value);
    },
    save,
    inputOf: (texts) => ({ ...texts, slug: slug.value, category: Number(category.value) }),
  });
  const categorySlug = categories.find((candidate) => candidate.id === category.value)?.slug ?? '…';

  return (
    <EntryForm
      {...draft}
      idPrefix="help-article"
      heading={intl.formatMessage({
        id: entry ? 'help.admin.articles.edit' : 'help.admin.articles.new',
      })}
      metaNames={['category', 'slug']}
      meta={(form) => (
        <>
          <CategorySelect
            form={form}
            {...category.field}
            categories={categories}
            optional={false}
          />
          <SlugField
            form={form}
            {...slug.field}
            path={articlePath(categorySlug, slug.value || '…')}
          />
        </>
      )}
      check={() => ({
        category: category.value === null ? 'error.help_category_unknown' : null,
        slug: slug.problem,
      })}
    />
  );
}

/** The articles tab: the articles by category, and their editor. */
export function ArticlesAdmin({ categories, announce }: CategorizedSectionProps) {
  const intl = useIntl();
  const query = useAdminArticles();
  const mutations = {
    save: useSaveArticle(),
    remove: useDeleteArticle(),
    order: useOrderArticles(),
  };
  const { groups, groupOf } = useCategoryGroups(categories);
  const byId = new Map(categories.map((category) => [category.id, category]));

  return (
    <HelpSection
      tab="articles"
      mutations={mutations}
      inputOf={articleInputOf}
      query={query}
      row={(entry) => ({
        title: entry.title,
        group: groupOf(entry.category),
        details: (
          <bdi dir="ltr">{articlePath(byId.get(entry.category)?.slug ?? '…', entry.slug)}</bdi>
        ),
      })}
      groups={groups}
      cannotAdd={
        categories.length === 0
          ? intl.formatMessage({ id: 'help.admin.articles.needCategory' })
          : null
      }
      editor={(entry, done) => <ArticleEditor entry={entry} categories={categories} done={done} />}
      announce={announce}
    />
  );
}
