import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { messageKeys } from './query-keys';
import type { MailThread } from './types';

export function getMailThread(id: number, signal?: AbortSignal): Promise<MailThread> {
  return dataOf(api.GET('/api/v1/mail/{id}', { params: { path: { id } }, signal }));
}

export function mailThreadQueryOptions(id: number, queryClient: QueryClient) {
  return queryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: async ({ signal }) => {
      const thread = await getMailThread(id, signal);
      // Opening a thread marks it read on the server: the counts and lists change with it.
      void queryClient.invalidateQueries({ queryKey: messageKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
      return thread;
    },
  });
}

export function useMailThread(id: number, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  return useQuery({ ...mailThreadQueryOptions(id, queryClient), enabled });
}
