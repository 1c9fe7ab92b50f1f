import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';
import { chatKeys } from './query-keys';
import type { ChatSummary } from './types';

export function getChats(signal?: AbortSignal): Promise<ChatSummary[]> {
  return dataOf(api.GET('/api/v1/chat/chats', { signal }));
}

export function chatsQueryOptions() {
  return queryOptions({ queryKey: chatKeys.chats(), queryFn: ({ signal }) => getChats(signal) });
}

/**
 * The caller's chats, pinned first, then the latest message first: one query shared by the chat
 * page, the menu's badge and the socket, which keeps it up to date (and asks again after a
 * reconnect); asked only while someone is signed in.
 */
export function useChats() {
  const isLogin = useSession((state) => state.isLogin);
  return useQuery({ ...chatsQueryOptions(), enabled: isLogin });
}

function unseenTotal(chats: ChatSummary[]): number {
  return chats.reduce((sum, chat) => sum + chat.unseenCount, 0);
}

/** The menu's badge: messages not yet seen, over every chat. */
export function useUnseenChatCount(): number {
  const isLogin = useSession((state) => state.isLogin);
  const { data } = useQuery({ ...chatsQueryOptions(), enabled: isLogin, select: unseenTotal });
  return data ?? 0;
}
