import { api, dataOf } from '@/lib/api/client';
import type { ChatTicket } from './types';

/**
 * A single-use pass for opening the socket, valid 30 s: browsers cannot send the bearer header
 * on a WebSocket, so every (re)connect asks for a fresh one.
 */
export function getChatTicket(): Promise<ChatTicket> {
  return dataOf(api.POST('/api/v1/chat/ticket'));
}
