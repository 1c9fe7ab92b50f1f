import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { messageKeys } from './query-keys';
import type { MailListParams } from './types';

export function getMailList(params: MailListParams, signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/mail', { params: { query: params }, signal }));
}

export function mailListQueryOptions(params: MailListParams) {
  return queryOptions({
    queryKey: messageKeys.list(params),
    queryFn: ({ signal }) => getMailList(params, signal),
    // The previous page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useMailList(params: MailListParams, { enabled = true } = {}) {
  return useQuery({ ...mailListQueryOptions(params), enabled });
}
