import type { SearchParams } from './types';

/** Every search and bookmark query's key; invalidation uses these too. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, 'results', params] as const,
  // Not under `all`: a bookmark changes no search result.
  bookmarks: () => ['bookmarks'] as const,
};
