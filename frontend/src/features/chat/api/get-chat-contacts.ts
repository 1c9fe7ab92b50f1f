import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { chatKeys } from './query-keys';
import type { ChatContact } from './types';

export function getChatContacts(q: string, signal?: AbortSignal): Promise<ChatContact[]> {
  return dataOf(api.GET('/api/v1/chat/contacts', { params: { query: { q } }, signal }));
}

export function chatContactsQueryOptions(q: string) {
  return queryOptions({
    queryKey: chatKeys.contacts(q),
    queryFn: ({ signal }) => getChatContacts(q, signal),
    // The previous matches stay on screen while the next words are looked up.
    placeholderData: keepPreviousData,
  });
}

/** Whom the caller may chat with (at most 50, by name), matching part of the display name. */
export function useChatContacts(q: string, { enabled = true } = {}) {
  return useQuery({ ...chatContactsQueryOptions(q), enabled });
}
