import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { helpKeys } from './query-keys';

/** After an admin's change every help list asks again: the editor's and the visitors' pages. */
export function useInvalidateHelp() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: helpKeys.all });
}

/** The entries in the order of `ids`; any not named keep their order after them. */
export function inOrder<T extends { id: number }>(entries: readonly T[], ids: readonly number[]) {
  const place = new Map(ids.map((id, index) => [id, index]));
  return entries.toSorted(
    (a, b) => (place.get(a.id) ?? entries.length) - (place.get(b.id) ?? entries.length),
  );
}

/**
 * Sends a new order (every entry's id once): the cached list moves at once, so a row does not
 * jump back while the server answers, and moves back if the server refuses.
 */
export function useOrderMutation(key: QueryKey, send: (ids: number[]) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<{ id: number }[]>(key);
      if (before) queryClient.setQueryData(key, inOrder(before, ids));
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
