import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { helpKeys } from './query-keys';
import type { HelpArticle, HelpLanguage } from './types';

export function getArticle(
  slug: string,
  lang: HelpLanguage,
  signal?: AbortSignal,
): Promise<HelpArticle> {
  return dataOf(
    api.GET('/api/v1/help/articles/{slug}', {
      params: { path: { slug }, query: { lang } },
      signal,
    }),
  );
}

export function articleQueryOptions(slug: string, lang: HelpLanguage) {
  return queryOptions({
    queryKey: helpKeys.article(slug, lang),
    queryFn: ({ signal }) => getArticle(slug, lang, signal),
  });
}

/** One published article in `lang`; 404 `not_found` when there is none by that slug. */
export function useArticle(slug: string, lang: HelpLanguage) {
  return useQuery(articleQueryOptions(slug, lang));
}
