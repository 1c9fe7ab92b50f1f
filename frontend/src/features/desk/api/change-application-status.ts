import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { ApplicationStatus } from '@/lib/api/types';
import { deskKeys } from './query-keys';

export interface StatusChangeInput {
  id: number;
  status: ApplicationStatus;
  note: string | null;
  /** Required with `rejected`: one of the tenant's rejection reasons. */
  reasonId?: number | null;
}

export function changeApplicationStatus({ id, status, note, reasonId }: StatusChangeInput) {
  return dataOf(
    api.POST('/api/v1/admin/applications/{id}/status', {
      params: { path: { id } },
      body: { status, note, ...(reasonId ? { reasonId } : {}) },
    }),
  );
}

export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.application(id) }),
        queryClient.invalidateQueries({ queryKey: deskKeys.applicationLists() }),
      ]),
  });
}
