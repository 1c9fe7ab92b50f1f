import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { searchKeys } from './query-keys';
import type { Bookmark, Bookmarks } from './types';

export function getBookmarks(signal?: AbortSignal): Promise<Bookmarks> {
  return dataOf(api.GET('/api/v1/me/bookmarks', { signal }));
}

/** The caller's bookmarks: the navbar's (the first 10 starred), the other starred, the rest. */
export function useBookmarks() {
  return useQuery({
    queryKey: searchKeys.bookmarks(),
    queryFn: ({ signal }) => getBookmarks(signal),
  });
}

/** Every bookmark, starred ones first in their order. */
export function allBookmarks(bookmarks: Bookmarks): Bookmark[] {
  return [...bookmarks.navbar, ...bookmarks.overflow, ...bookmarks.unstarred];
}
