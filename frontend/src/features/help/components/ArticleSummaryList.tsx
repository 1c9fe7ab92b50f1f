import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { type ArticleSummary, type HelpLanguage, articlePath } from '../api/types';
import { FallbackNote } from './FallbackNote';
import { langIfOther } from './use-help-language';

/** Articles as a list: each title links to the article, with its summary and last update. */
export function ArticleSummaryList({
  articles,
  wanted,
  headingLevel,
}: {
  articles: readonly ArticleSummary[];
  wanted: HelpLanguage;
  /** Each title is a heading of this level; none for a list of links beside an article. */
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <ul className="list-group help-articles">
      {articles.map((article) => {
        const lang = langIfOther(article.language, wanted);
        return (
          <li key={article.slug} className="list-group-item py-3">
            <Title className="h6 mb-1 text-break" lang={lang}>
              <Link to={articlePath(article.category, article.slug)}>{article.title}</Link>
            </Title>
            {article.summary ? (
              <p className="mb-1 text-break" lang={lang}>
                {article.summary}
              </p>
            ) : null}
            <div className="d-flex flex-wrap column-gap-3 row-gap-1 small text-body-secondary">
              <span>
                <FormattedMessage
                  id="help.article.updated"
                  values={{ date: <FormattedDate value={article.updatedAt} dateStyle="medium" /> }}
                />
              </span>
              <FallbackNote language={article.language} wanted={wanted} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
