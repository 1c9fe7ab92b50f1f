import type { Schemas } from '@/lib/api/types';

export type ChatContact = Schemas['ChatContact'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatSummary = Schemas['ChatSummary'];
/** A page of a conversation, oldest first; `hasMore` when older messages remain. */
export type ChatHistory = Schemas['ChatHistory'];
export type ChatTicket = Schemas['ChatTicket'];
/** The user's own status and "about" text; also what `PUT /api/v1/me/status` takes. */
export type MyStatus = Schemas['MyStatus'];
export type NewChatMessage = Schemas['NewChatMessage'];
export type PinnedChange = Schemas['PinnedChange'];
/** Online/offline: an open socket on any replica; away and do not disturb are chosen. */
export type ContactStatus = Schemas['ContactStatus'];
/** What users choose for themselves. */
export type ChosenStatus = Schemas['ChosenStatus'];
export type ContactKind = Schemas['ContactKind'];
/** What the server sends on the socket, tagged by `type`. */
export type ChatEvent = Schemas['ChatEvent'];

/** Every value of a generated enum, in the order the app shows them; a missing one fails tsc. */
function allOf<T extends string>() {
  return <const A extends readonly T[]>(
    values: A & ([Exclude<T, A[number]>] extends [never] ? unknown : never),
  ): readonly T[] => values;
}

export const CHOSEN_STATUSES = allOf<ChosenStatus>()(['online', 'away', 'do_not_disturb']);

/** A message's longest text, as the server checks it. */
export const MESSAGE_MAX_LENGTH = 2000;
/** The longest "about" text. */
export const ABOUT_MAX_LENGTH = 140;
