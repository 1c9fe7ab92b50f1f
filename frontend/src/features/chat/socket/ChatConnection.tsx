import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useChats } from '../api/get-chats';
import { startChatSocket } from './chat-socket';

/**
 * The tab's chat socket, open while someone is signed in (the app shell renders this only then,
 * fetched as a chunk of its own so careers pages never load it). It opens once the chats list has
 * answered, so that it asks for exactly the messages after the ones the list knows.
 */
export function ChatConnection() {
  const queryClient = useQueryClient();
  const chats = useChats();
  const ready = chats.status !== 'pending';
  useEffect(() => (ready ? startChatSocket(queryClient) : undefined), [ready, queryClient]);
  return null;
}
