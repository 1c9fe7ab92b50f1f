import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { ApplicationStatus } from '@/lib/api/types';
import type { ApplicationDetail } from './types';

export interface StatusChangeInput {
  id: number;
  status: ApplicationStatus;
  note: string | null;
}

export function changeApplicationStatus({ id, status, note }: StatusChangeInput) {
  return apiRequest<ApplicationDetail>(`/api/v1/admin/applications/${id}/status`, {
    method: 'POST',
    body: { status, note },
  });
}

export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['application', id] }),
        queryClient.invalidateQueries({ queryKey: ['vacancy-applications'] }),
      ]),
  });
}
