import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { BodyOf } from '@/lib/api/types';
import { deskKeys } from './query-keys';

/** Either the ticked ids or every application matching a filter, with the new status. */
export type BulkStatusInput = BodyOf<'/api/v1/admin/applications/bulk-status'>;
export type BulkStatusFilter = NonNullable<BulkStatusInput['filter']>;
export type BulkStatusOutcome = Awaited<ReturnType<typeof bulkChangeStatus>>;

/** Moves many applications at once; each row answers for itself (moved, or why not). */
export function bulkChangeStatus(input: BulkStatusInput) {
  return dataOf(api.POST('/api/v1/admin/applications/bulk-status', { body: input }));
}

export function useBulkChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkChangeStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.applicationLists() }),
  });
}
