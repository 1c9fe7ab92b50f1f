import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { searchKeys } from './query-keys';
import type { SearchParams } from './types';

export function search(params: SearchParams, signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/search', { params: { query: params }, signal }));
}

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.results(params),
    // A newer search aborts this one: TanStack Query cancels the request of a key nobody shows.
    queryFn: ({ signal }) => search(params, signal),
    // The previous results stay on screen while the next words are searched.
    placeholderData: keepPreviousData,
    enabled: params.q !== '',
  });
}

/**
 * The groups the caller's role may see, in the server's order; `q` is 1–200 characters (400
 * `search_query_invalid` otherwise). Nothing is asked while `q` is empty.
 */
export function useSearch(params: SearchParams) {
  return useQuery(searchQueryOptions(params));
}
