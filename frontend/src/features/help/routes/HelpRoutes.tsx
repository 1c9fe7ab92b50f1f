/*
 * The careers site's help pages (FAQ and knowledge base), one module so that they are one chunk,
 * fetched when a visitor first opens one of them. The admins' editor is a chunk of its own.
 */
import { useParams } from 'react-router';
import { ArticleRoute } from './ArticleRoute';
import { KnowledgeBaseCategoryRoute } from './KnowledgeBaseCategoryRoute';
import { KnowledgeBaseHomeRoute } from './KnowledgeBaseRoute';

export { FaqRoute } from './FaqRoute';

/**
 * `/pages/knowledge-base/:category?/:article?`: the knowledge base, one of its topics, or an
 * article (one route in the app shell for the three, which keeps the shell small).
 */
export function KnowledgeBaseRoute() {
  const { category, article } = useParams();
  if (category && article) return <ArticleRoute />;
  if (category) return <KnowledgeBaseCategoryRoute />;
  return <KnowledgeBaseHomeRoute />;
}
