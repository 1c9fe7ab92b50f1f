import type { ChatContact, ContactStatus } from '../api/types';
import { useChatSocket } from './chat-socket';

/** A contact's status: the socket's latest word on it, else what the list answered. */
export function useContactStatus(contact: ChatContact | undefined): ContactStatus {
  const reported = useChatSocket((state) => (contact ? state.presence[contact.id] : undefined));
  return reported ?? contact?.status ?? 'offline';
}
