import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AddressSearchBox } from '@/components/ui/AddressSearchBox';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { useArticles } from '../api/get-articles';
import { type ArticleList, FAQ_PATH, type HelpLanguage, categoryPath } from '../api/types';
import { ArticleSummaryList } from '../components/ArticleSummaryList';
import { FallbackNote } from '../components/FallbackNote';
import { HelpMessages } from '../components/HelpMessages';
import { langIfOther, useHelpLanguage } from '../components/use-help-language';

/** A card per category: its name (the link), description and number of articles. */
function Topics({ list, wanted }: { list: ArticleList; wanted: HelpLanguage }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="kb-topics">
      <h2 id="kb-topics" className="visually-hidden">
        <FormattedMessage id="help.kb.topics" />
      </h2>
      <Row xs={1} md={2} xl={3} className="g-3 list-unstyled mb-0" as="ul" role="list">
        {list.categories.map((category) => {
          const lang = langIfOther(category.language, wanted);
          return (
            <Col key={category.slug} as="li">
              <Card className="h-100 help-topic">
                <Card.Body className="d-flex flex-column gap-2">
                  <h3 className="h5 mb-0 text-break" lang={lang}>
                    <Link to={categoryPath(category.slug)} className="stretched-link">
                      {category.name}
                    </Link>
                  </h3>
                  {category.description ? (
                    <p className="text-body-secondary mb-0 text-break" lang={lang}>
                      {category.description}
                    </p>
                  ) : null}
                  <div className="d-flex flex-wrap align-items-center gap-2 mt-auto small">
                    <Badge bg="primary-subtle" text="primary-emphasis" pill>
                      {intl.formatMessage(
                        { id: 'help.kb.articleCount' },
                        { count: category.count },
                      )}
                    </Badge>
                    <FallbackNote
                      language={category.language}
                      wanted={wanted}
                      className="text-body-secondary"
                    />
                  </div>
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

function KnowledgeBaseContent() {
  const intl = useIntl();
  const lang = useHelpLanguage();
  const { q } = useAddressFilters();
  const { data: list, error, isPending, refetch } = useArticles({ lang, q, category: undefined });

  const found = error || isPending ? null : list.items.length;
  let content;
  if (error) content = <QueryErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) content = <LoadingCard lines={6} />;
  else if (q) {
    content =
      list.items.length > 0 ? (
        <ArticleSummaryList articles={list.items} wanted={list.language} headingLevel={2} />
      ) : (
        <EmptyState title={intl.formatMessage({ id: 'help.kb.noMatch' }, { q })} />
      );
  } else {
    content =
      list.categories.length > 0 ? (
        <Topics list={list} wanted={list.language} />
      ) : (
        <EmptyState title={intl.formatMessage({ id: 'help.kb.empty' })} />
      );
  }

  return (
    <PageSection title={<FormattedMessage id="help.kb.title" />}>
      <div className="row">
        <AddressSearchBox
          label={intl.formatMessage({ id: 'help.kb.search' })}
          className="col-md-8 col-lg-6 mb-3"
        />
      </div>
      <p role="status" className="small text-body-secondary mb-2">
        {q && found !== null ? (
          <FormattedMessage id="help.kb.found" values={{ count: found }} />
        ) : null}
      </p>
      {content}
      <p className="mt-4 mb-0">
        <Link to={FAQ_PATH}>
          <FormattedMessage id="help.kb.toFaq" />
        </Link>
      </p>
    </PageSection>
  );
}

/** `/pages/knowledge-base`: the knowledge base's topics, and a search of its articles. */
export function KnowledgeBaseHomeRoute() {
  return (
    <HelpMessages>
      <KnowledgeBaseContent />
    </HelpMessages>
  );
}
