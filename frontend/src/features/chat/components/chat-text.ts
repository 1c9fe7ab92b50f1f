import type { MessageId } from '@/lib/i18n/catalogs';
import type { ChatContact, ContactStatus } from '../api/types';

export const statusText: Record<ContactStatus, MessageId> = {
  online: 'chat.status.online',
  away: 'chat.status.away',
  do_not_disturb: 'chat.status.do_not_disturb',
  offline: 'chat.status.offline',
};

export const kindText: Record<ChatContact['kind'], MessageId> = {
  colleague: 'chat.kind.colleague',
  applicant: 'chat.kind.applicant',
  recruiter: 'chat.kind.recruiter',
};

/** The template's colours: online green, away amber, do not disturb red, offline grey. */
export const statusDotClass: Record<ContactStatus, string> = {
  online: 'bg-success',
  away: 'bg-warning',
  do_not_disturb: 'bg-danger',
  offline: 'bg-secondary',
};

/** Where a chat's page is. */
export function chatPath(contactId: string): string {
  return `/chat/${contactId}`;
}

/** The id of a chat's row in the list, which gets the focus back from its conversation. */
export function chatLinkId(contactId: string): string {
  return `chat-link-${contactId}`;
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}
