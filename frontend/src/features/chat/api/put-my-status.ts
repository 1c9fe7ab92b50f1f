import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { chatKeys } from './query-keys';
import type { MyStatus } from './types';

/** Chooses online, away or do not disturb, and the "about" text (at most 140 characters). */
export function putMyStatus(change: MyStatus): Promise<MyStatus> {
  return dataOf(api.PUT('/api/v1/me/status', { body: change }));
}

export function usePutMyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMyStatus,
    onSuccess: (status) => queryClient.setQueryData(chatKeys.myStatus(), status),
  });
}
