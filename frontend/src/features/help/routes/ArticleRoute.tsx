import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { Markdown } from '@/components/ui/Markdown';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { ApiError } from '@/lib/api/api-error';
import { useArticle } from '../api/get-article';
import { KNOWLEDGE_BASE_PATH, articlePath, categoryPath } from '../api/types';
import { ArticleSummaryList } from '../components/ArticleSummaryList';
import { Breadcrumb } from '../components/Breadcrumb';
import { FallbackNote } from '../components/FallbackNote';
import { HelpMessages } from '../components/HelpMessages';
import { langIfOther, useHelpLanguage } from '../components/use-help-language';

function ArticleNotFound() {
  const intl = useIntl();
  return (
    <EmptyState heading="h1" title={intl.formatMessage({ id: 'help.article.notFound.title' })}>
      <p>
        <FormattedMessage id="help.article.notFound.text" />
      </p>
      <Link to={KNOWLEDGE_BASE_PATH}>
        <FormattedMessage id="help.kb.back" />
      </Link>
    </EmptyState>
  );
}

function ArticleContent() {
  const intl = useIntl();
  const wanted = useHelpLanguage();
  const params = useParams();
  const slug = params.article ?? '';
  const { data: article, error, isPending, refetch } = useArticle(slug, wanted);

  if (error instanceof ApiError && error.status === 404) return <ArticleNotFound />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <LoadingCard lines={8} />;
  // An article moved to another topic keeps working from its old address.
  if (article.category.slug !== params.category) {
    return <Navigate to={articlePath(article.category.slug, article.slug)} replace />;
  }
  const lang = langIfOther(article.language, wanted);
  const categoryLang = langIfOther(article.category.language, wanted);

  return (
    <article aria-labelledby="page-title">
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'help.kb.title' }), to: KNOWLEDGE_BASE_PATH },
          {
            label: article.category.name,
            to: categoryPath(article.category.slug),
            lang: categoryLang,
          },
          { label: article.title, lang },
        ]}
      />
      <h1 id="page-title" className="h3 mb-2 text-break" lang={lang}>
        {article.title}
      </h1>
      <div className="d-flex flex-wrap column-gap-3 row-gap-1 small text-body-secondary mb-3">
        <span>
          <FormattedMessage
            id="help.article.updated"
            values={{ date: <FormattedDate value={article.updatedAt} dateStyle="long" /> }}
          />
        </span>
        <FallbackNote language={article.language} wanted={wanted} />
      </div>
      <Row className="g-3">
        <Col lg={8}>
          <Card>
            <Card.Body lang={lang} className="text-break">
              <Markdown source={article.body} baseLevel={2} />
            </Card.Body>
          </Card>
        </Col>
        {article.related.length > 0 ? (
          <Col lg={4}>
            <aside aria-labelledby="related-title">
              <h2 id="related-title" className="h5">
                <FormattedMessage id="help.article.related" />
              </h2>
              <ArticleSummaryList articles={article.related} wanted={wanted} />
            </aside>
          </Col>
        ) : null}
      </Row>
    </article>
  );
}

/** `/pages/knowledge-base/:category/:article`: one article in the reader's language. */
export function ArticleRoute() {
  return (
    <HelpMessages>
      <ArticleContent />
    </HelpMessages>
  );
}
