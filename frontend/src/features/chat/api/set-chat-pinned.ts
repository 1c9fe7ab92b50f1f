import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { applyPinned } from './chat-cache';
import { chatKeys } from './query-keys';

export interface PinInput {
  contactId: string;
  isPinned: boolean;
}

/** Pins a chat to the top of the list, or unpins it. */
export async function setChatPinned({ contactId, isPinned }: PinInput): Promise<void> {
  await api.PUT('/api/v1/chat/chats/{contactId}/pinned', {
    params: { path: { contactId } },
    body: { isPinned },
  });
}

export function useSetChatPinned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChatPinned,
    onSuccess: async (_answer, { contactId, isPinned }) => {
      applyPinned(queryClient, contactId, isPinned);
      await queryClient.invalidateQueries({ queryKey: chatKeys.chats() });
    },
  });
}
