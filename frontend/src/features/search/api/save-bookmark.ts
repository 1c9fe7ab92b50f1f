import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { searchKeys } from './query-keys';
import type { Bookmark, Bookmarks } from './types';

export interface NewBookmark {
  title: string;
  /** An in-app address: a path and its query (`/todo/all?task=3`). */
  link: string;
  icon: string | null;
  starred: boolean;
}

export interface BookmarkChange {
  starred?: boolean;
  title?: string;
}

export function addBookmark(body: NewBookmark): Promise<Bookmark> {
  return dataOf(api.POST('/api/v1/me/bookmarks', { body }));
}

export function updateBookmark({
  id,
  ...body
}: BookmarkChange & { id: number }): Promise<Bookmark> {
  return dataOf(api.PATCH('/api/v1/me/bookmarks/{id}', { params: { path: { id } }, body }));
}

export async function deleteBookmark(id: number): Promise<void> {
  await api.DELETE('/api/v1/me/bookmarks/{id}', { params: { path: { id } } });
}

/** The listed bookmarks take these places, in this order; the answer is the new lists. */
export function orderBookmarks(ids: number[]): Promise<Bookmarks> {
  return dataOf(api.PUT('/api/v1/me/bookmarks/order', { body: { ids } }));
}

/** The server decides which starred ones are in the navbar: every change asks for the lists again. */
function useRefetchBookmarks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: searchKeys.bookmarks() });
}

/** A link bookmarked already answers 409 `bookmark_exists`; the 101st, `bookmarks_full`. */
export function useAddBookmark() {
  const refetch = useRefetchBookmarks();
  return useMutation({ mutationFn: addBookmark, onSettled: refetch });
}

export function useUpdateBookmark() {
  const refetch = useRefetchBookmarks();
  return useMutation({ mutationFn: updateBookmark, onSettled: refetch });
}

export function useDeleteBookmark() {
  const refetch = useRefetchBookmarks();
  return useMutation({ mutationFn: deleteBookmark, onSettled: refetch });
}

/** The server shows this many starred bookmarks in the navbar; the rest are its overflow. */
export const NAVBAR_BOOKMARKS = 10;

/** The lists as the server will answer them once the starred ones are in the order of `ids`. */
function reordered(bookmarks: Bookmarks, ids: number[]): Bookmarks {
  const starred = [...bookmarks.navbar, ...bookmarks.overflow];
  const place = new Map(ids.map((id, index) => [id, index]));
  const sorted = starred.toSorted(
    (a, b) => (place.get(a.id) ?? starred.length) - (place.get(b.id) ?? starred.length),
  );
  return {
    navbar: sorted.slice(0, NAVBAR_BOOKMARKS),
    overflow: sorted.slice(NAVBAR_BOOKMARKS),
    unstarred: bookmarks.unstarred,
  };
}

/** Moves at once (a dragged row must not jump back while the server answers), undone on failure. */
export function useOrderBookmarks() {
  const queryClient = useQueryClient();
  const key = searchKeys.bookmarks();
  return useMutation({
    mutationFn: orderBookmarks,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Bookmarks>(key);
      if (previous) queryClient.setQueryData(key, reordered(previous, ids));
      return { previous };
    },
    onSuccess: (bookmarks) => queryClient.setQueryData(key, bookmarks),
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
