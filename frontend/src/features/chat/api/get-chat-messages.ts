import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { chatKeys } from './query-keys';
import type { ChatHistory } from './types';

/** Messages per page of history. */
export const HISTORY_PAGE_SIZE = 50;

/** The cached history: `pages[0]` holds the latest messages, each later page older ones. */
export type ChatHistoryData = InfiniteData<ChatHistory, number | undefined>;

export function getChatMessages(
  contactId: string,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<ChatHistory> {
  return dataOf(
    api.GET('/api/v1/chat/chats/{contactId}/messages', {
      params: {
        path: { contactId },
        query:
          before === undefined
            ? { limit: HISTORY_PAGE_SIZE }
            : { before, limit: HISTORY_PAGE_SIZE },
      },
      signal,
    }),
  );
}

export function chatMessagesQueryOptions(contactId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(contactId),
    queryFn: ({ pageParam, signal }) => getChatMessages(contactId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // Older history is asked for by the oldest message on hand.
    getNextPageParam: (page: ChatHistory) => (page.hasMore ? page.data[0]?.id : undefined),
  });
}

/** A conversation, the latest page first; `fetchNextPage` brings older messages. */
export function useChatMessages(contactId: string) {
  return useInfiniteQuery(chatMessagesQueryOptions(contactId));
}
