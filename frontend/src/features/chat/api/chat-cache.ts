import type { QueryClient } from '@tanstack/react-query';
import type { ChatHistoryData } from './get-chat-messages';
import { chatKeys } from './query-keys';
import type { ChatContact, ChatHistory, ChatMessage, ChatSummary } from './types';

/*
 * The chats list and the conversations change under the page: the socket's events, a message
 * just sent and a conversation just read all land in the cached answers here, so every view of
 * them (the list, the conversation, the menu's badge) shows the change at once.
 */

/** Pinned chats first, then the latest message first (ids increase with time). */
export function sortChats(chats: readonly ChatSummary[]): ChatSummary[] {
  return [...chats].sort(
    (a, b) =>
      Number(b.isPinned) - Number(a.isPinned) ||
      (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0),
  );
}

/** A conversation's loaded messages, oldest first, each once. */
export function historyMessages(
  data: { pages: readonly ChatHistory[] } | undefined,
): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<number, ChatMessage>();
  for (const page of data.pages) for (const message of page.data) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function findChat(queryClient: QueryClient, contactId: string): ChatSummary | undefined {
  return queryClient
    .getQueryData<ChatSummary[]>(chatKeys.chats())
    ?.find((chat) => chat.contact.id === contactId);
}

/** Changes one chat of the cached list, which is then sorted again; false when it has none. */
function updateChat(
  queryClient: QueryClient,
  contactId: string,
  update: (chat: ChatSummary) => ChatSummary,
): boolean {
  const chats = queryClient.getQueryData<ChatSummary[]>(chatKeys.chats());
  const chat = chats?.find((candidate) => candidate.contact.id === contactId);
  if (!chats || !chat) return false;
  const updated = update(chat);
  if (updated !== chat) {
    queryClient.setQueryData<ChatSummary[]>(
      chatKeys.chats(),
      sortChats(chats.map((candidate) => (candidate === chat ? updated : candidate))),
    );
  }
  return true;
}

function updateHistory(
  queryClient: QueryClient,
  contactId: string,
  update: (message: ChatMessage) => ChatMessage,
) {
  queryClient.setQueryData<ChatHistoryData>(chatKeys.history(contactId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, data: page.data.map(update) })),
        }
      : data,
  );
}

/**
 * A new message (sent here, or from the socket): appended to its conversation once, in id order,
 * and made the chat's last message; one from the contact counts as unseen. A chat the list does
 * not have yet is asked for again.
 */
export function addMessage(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<ChatHistoryData>(chatKeys.history(message.contactId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.data.some((known) => known.id === message.id))) return data;
    const [latest, ...older] = data.pages;
    if (!latest) return data;
    const merged = [...latest.data, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...latest, data: merged }, ...older] };
  });
  const known = updateChat(queryClient, message.contactId, (chat) => {
    // The list already counts this message (or a later one): a resync repeats what it knows.
    if (chat.lastMessage && chat.lastMessage.id >= message.id) return chat;
    const unseen = !message.isSent && !message.isSeen;
    return {
      ...chat,
      lastMessage: message,
      unseenCount: unseen ? chat.unseenCount + 1 : chat.unseenCount,
    };
  });
  const listed = queryClient.getQueryData(chatKeys.chats()) !== undefined;
  if (listed && !known) void queryClient.invalidateQueries({ queryKey: chatKeys.chats() });
}

/**
 * Messages read up to `upTo`: `byMe` false, the contact read mine (seen ticks); true, I read the
 * contact's (here or in another tab), so the chat has nothing unseen left up to there.
 */
export function applySeen(
  queryClient: QueryClient,
  { contactId, upTo, byMe }: { contactId: string; upTo: number; byMe: boolean },
) {
  const seen = (message: ChatMessage) =>
    message.id <= upTo && message.isSent !== byMe && !message.isSeen
      ? { ...message, isSeen: true }
      : message;
  updateHistory(queryClient, contactId, seen);
  const chat = findChat(queryClient, contactId);
  // Messages after `upTo` may still be unseen; only the server can count them.
  const newerUnseen =
    byMe && chat !== undefined && chat.unseenCount > 0 && (chat.lastMessage?.id ?? 0) > upTo;
  updateChat(queryClient, contactId, (current) => {
    const lastMessage = current.lastMessage && seen(current.lastMessage);
    const unseenCount = byMe && !newerUnseen ? 0 : current.unseenCount;
    return lastMessage === current.lastMessage && unseenCount === current.unseenCount
      ? current
      : { ...current, lastMessage, unseenCount };
  });
  if (newerUnseen) void queryClient.invalidateQueries({ queryKey: chatKeys.chats() });
}

export function applyPinned(queryClient: QueryClient, contactId: string, isPinned: boolean) {
  updateChat(queryClient, contactId, (chat) =>
    chat.isPinned === isPinned ? chat : { ...chat, isPinned },
  );
}

/**
 * The highest message id on hand, for the socket to send what came after it; `undefined` before
 * the chats list has answered (then nothing is known, and asking for everything would be a flood).
 */
export function highestMessageId(queryClient: QueryClient): number | undefined {
  const chats = queryClient.getQueryData<ChatSummary[]>(chatKeys.chats());
  if (!chats) return undefined;
  let highest = 0;
  for (const chat of chats) highest = Math.max(highest, chat.lastMessage?.id ?? 0);
  for (const [, data] of queryClient.getQueriesData<ChatHistoryData>({
    queryKey: chatKeys.histories(),
  })) {
    for (const page of data?.pages ?? []) {
      highest = Math.max(highest, page.data.at(-1)?.id ?? 0);
    }
  }
  return highest;
}

/** A contact some contact search has answered, for a chat that has no messages yet. */
export function cachedContact(
  queryClient: QueryClient,
  contactId: string,
): ChatContact | undefined {
  for (const [, contacts] of queryClient.getQueriesData<ChatContact[]>({
    queryKey: chatKeys.contactLists(),
  })) {
    const found = contacts?.find((contact) => contact.id === contactId);
    if (found) return found;
  }
  return undefined;
}
