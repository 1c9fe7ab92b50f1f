import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export type ImportCommitted = Schemas['ImportCommitted'];

/** Creates everything the preview holds, all at once or nothing. */
export function commitImport(id: string): Promise<ImportCommitted> {
  return dataOf(api.POST('/api/v1/admin/imports/{id}/commit', { params: { path: { id } } }));
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    // New vacancies or accounts show in lists, counts and searches that other features own (and
    // key); the page on screen is the import's, so marking them all stale refetches nothing now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
