import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { messageKeys } from './query-keys';
import type { MailContact } from './types';

export function getMailContacts(q: string, signal?: AbortSignal): Promise<MailContact[]> {
  return dataOf(api.GET('/api/v1/mail/contacts', { params: { query: { q } }, signal }));
}

export function mailContactsQueryOptions(q: string) {
  return queryOptions({
    queryKey: messageKeys.contacts(q),
    queryFn: ({ signal }) => getMailContacts(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** Whom the caller may write to, matching `q` (name or address); asked while the picker is open. */
export function useMailContacts(q: string, { enabled = true } = {}) {
  return useQuery({ ...mailContactsQueryOptions(q), enabled });
}
