import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { type ArticleListParams, helpKeys } from './query-keys';
import type { ArticleList } from './types';

export function getArticles(
  { lang, q, category }: ArticleListParams,
  signal?: AbortSignal,
): Promise<ArticleList> {
  return dataOf(
    api.GET('/api/v1/help/articles', { params: { query: { lang, q, category } }, signal }),
  );
}

export function articlesQueryOptions(params: ArticleListParams) {
  return queryOptions({
    queryKey: helpKeys.articles(params),
    queryFn: ({ signal }) => getArticles(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The knowledge base's categories, and the articles of one category or matching a search. */
export function useArticles(params: ArticleListParams) {
  return useQuery(articlesQueryOptions(params));
}
