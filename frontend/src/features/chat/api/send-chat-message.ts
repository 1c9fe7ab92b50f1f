import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { addMessage } from './chat-cache';
import type { ChatMessage, NewChatMessage } from './types';

export interface SendChatMessageInput extends NewChatMessage {
  contactId: string;
}

/**
 * Sends a message (1–2,000 characters), starting the chat when there is none yet; 429
 * `chat_rate_limited` when the sender is too fast. The socket brings the same message to the
 * sender's other tabs.
 */
export function sendChatMessage({
  contactId,
  ...body
}: SendChatMessageInput): Promise<ChatMessage> {
  return dataOf(
    api.POST('/api/v1/chat/chats/{contactId}/messages', {
      params: { path: { contactId } },
      body,
    }),
  );
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    // The socket may deliver it too: the cache keeps each id once.
    onSuccess: (message) => addMessage(queryClient, message),
  });
}
