import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { applySeen } from './chat-cache';

export interface MarkSeenInput {
  contactId: string;
  /** The latest message on screen: what the reader has seen. */
  upTo: number;
}

/** Marks every message from the contact seen; the contact's ticks turn on their socket. */
export async function markChatSeen(contactId: string): Promise<void> {
  await api.POST('/api/v1/chat/chats/{contactId}/seen', { params: { path: { contactId } } });
}

export function useMarkChatSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId }: MarkSeenInput) => markChatSeen(contactId),
    onSuccess: (_answer, { contactId, upTo }) =>
      applySeen(queryClient, { contactId, upTo, byMe: true }),
  });
}
