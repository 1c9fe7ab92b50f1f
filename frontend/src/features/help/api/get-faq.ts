import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { type FaqParams, helpKeys } from './query-keys';
import type { FaqPage } from './types';

export function getFaq({ lang, q }: FaqParams, signal?: AbortSignal): Promise<FaqPage> {
  return dataOf(api.GET('/api/v1/help/faq', { params: { query: { lang, q } }, signal }));
}

export function faqQueryOptions(params: FaqParams) {
  return queryOptions({
    queryKey: helpKeys.faq(params),
    queryFn: ({ signal }) => getFaq(params, signal),
    // A new search (or language) keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

/** The FAQ in `lang` (each text says the language it is really in), `q` its search words. */
export function useFaq(params: FaqParams) {
  return useQuery(faqQueryOptions(params));
}
