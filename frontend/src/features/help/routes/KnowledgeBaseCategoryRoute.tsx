import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useArticles } from '../api/get-articles';
import { KNOWLEDGE_BASE_PATH } from '../api/types';
import { ArticleSummaryList } from '../components/ArticleSummaryList';
import { Breadcrumb } from '../components/Breadcrumb';
import { FallbackNote } from '../components/FallbackNote';
import { HelpMessages } from '../components/HelpMessages';
import { langIfOther, useHelpLanguage } from '../components/use-help-language';

/** A topic that is not there (never was, hidden, or without published articles). */
function TopicNotFound() {
  const intl = useIntl();
  return (
    <EmptyState heading="h1" title={intl.formatMessage({ id: 'help.kb.topicNotFound.title' })}>
      <p>
        <FormattedMessage id="help.kb.topicNotFound.text" />
      </p>
      <Link to={KNOWLEDGE_BASE_PATH}>
        <FormattedMessage id="help.kb.back" />
      </Link>
    </EmptyState>
  );
}

function CategoryContent() {
  const intl = useIntl();
  const lang = useHelpLanguage();
  const slug = useParams().category ?? '';
  const { data: list, error, isPending, refetch } = useArticles({ lang, q: '', category: slug });

  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <LoadingCard lines={6} />;
  const category = list.categories.find((candidate) => candidate.slug === slug);
  if (!category) return <TopicNotFound />;
  const wanted = list.language;
  const categoryLang = langIfOther(category.language, wanted);

  return (
    <section aria-labelledby="page-title">
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'help.kb.title' }), to: KNOWLEDGE_BASE_PATH },
          { label: category.name, lang: categoryLang },
        ]}
      />
      <h1 id="page-title" className="h3 mb-1 text-break" lang={categoryLang}>
        {category.name}
      </h1>
      {category.description ? (
        <p className="text-body-secondary mb-1" lang={categoryLang}>
          {category.description}
        </p>
      ) : null}
      <FallbackNote language={category.language} wanted={wanted} className="text-body-secondary" />
      <div className="mt-3">
        {list.items.length > 0 ? (
          <ArticleSummaryList articles={list.items} wanted={wanted} headingLevel={2} />
        ) : (
          <EmptyState title={intl.formatMessage({ id: 'help.kb.empty' })} />
        )}
      </div>
    </section>
  );
}

/** `/pages/knowledge-base/:category`: one topic's articles. */
export function KnowledgeBaseCategoryRoute() {
  return (
    <HelpMessages>
      <CategoryContent />
    </HelpMessages>
  );
}
