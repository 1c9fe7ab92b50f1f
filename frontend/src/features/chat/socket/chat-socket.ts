import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { env } from '@/config/env';
import { useSession } from '@/lib/session/session-store';
import { addMessage, applySeen, highestMessageId } from '../api/chat-cache';
import { getChatTicket } from '../api/get-chat-ticket';
import { chatKeys } from '../api/query-keys';
import type { ChatEvent, ChatMessage, ContactStatus } from '../api/types';

/** `connecting` before the first open, `reconnecting` after a drop until the socket is back. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting';

interface ChatSocketState {
  connection: ConnectionState;
  /** Contacts typing now (each shown for `TYPING_SHOWN_MS` unless renewed). */
  typing: Readonly<Record<string, true>>;
  /** Statuses the socket reported since it (re)opened; newer than the lists' answers. */
  presence: Readonly<Record<string, ContactStatus>>;
  /** The latest message from a contact, for the page to announce. */
  lastIncoming: ChatMessage | null;
}

const INITIAL: ChatSocketState = {
  connection: 'connecting',
  typing: {},
  presence: {},
  lastIncoming: null,
};

/** One socket per signed-in tab (`ChatConnection`); the chat page reads its state here. */
export const useChatSocket = create<ChatSocketState>()(() => INITIAL);

const TYPING_SHOWN_MS = 4000;
/** The server wants at most one typing frame per contact every 2 s. */
const TYPING_SENT_EVERY_MS = 2000;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 15_000;
/** A socket open this long counts as working: the next drop retries after a second again. */
const STABLE_MS = 10_000;

/**
 * The socket's address: the API's host (the same as the page's unless `gateweyURL` or
 * `VITE_API_URL` names another, as for every API call) with `ws:`/`wss:`. Browsers cannot send
 * headers on a socket, so the tenant the app sends as `tenantid` goes in the query.
 */
export function socketUrl(ticket: string, after: number | undefined): string {
  const base = useSession.getState().gateweyURL ?? env.VITE_API_URL;
  const url = new URL(`${(base || window.location.origin).replace(/\/+$/, '')}/api/v1/chat/ws`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  if (after !== undefined) url.searchParams.set('after', String(after));
  const { tenantID } = useSession.getState();
  if (tenantID) url.searchParams.set('tenantid', tenantID);
  return url.toString();
}

function parseEvent(data: unknown): ChatEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<ChatEvent> | null;
    return typeof event?.type === 'string' ? (event as ChatEvent) : null;
  } catch {
    return null;
  }
}

let sendFrame: ((frame: string) => void) | null = null;
const typingSentAt = new Map<string, number>();

/** Tells the contact that the user is typing (at most once every 2 s; nothing while offline). */
export function sendTyping(contactId: string) {
  const now = Date.now();
  if (!sendFrame || now - (typingSentAt.get(contactId) ?? 0) < TYPING_SENT_EVERY_MS) return;
  typingSentAt.set(contactId, now);
  sendFrame(JSON.stringify({ type: 'typing', contactId }));
}

/**
 * Opens the socket and keeps it open until the returned function is called: a fresh ticket before
 * every attempt, retries after 1, 2, 4 … 15 s, and on each reopening the messages after the
 * highest id on hand (the server sends them first) plus every chat query asked again.
 */
export function startChatSocket(queryClient: QueryClient): () => void {
  let stopped = false;
  let socket: WebSocket | null = null;
  let retries = 0;
  let opened = false;
  let openedAt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (state: Partial<ChatSocketState>) => useChatSocket.setState(state);

  const stopTyping = (contactId: string) => {
    clearTimeout(typingTimers.get(contactId));
    typingTimers.delete(contactId);
    const { typing } = useChatSocket.getState();
    if (!typing[contactId]) return;
    set({
      typing: Object.fromEntries(Object.entries(typing).filter(([id]) => id !== contactId)),
    });
  };

  const onEvent = (event: ChatEvent) => {
    switch (event.type) {
      case 'message':
        addMessage(queryClient, event.message);
        if (!event.message.isSent) {
          stopTyping(event.message.contactId);
          set({ lastIncoming: event.message });
        }
        break;
      case 'seen':
        applySeen(queryClient, event);
        break;
      case 'typing':
        clearTimeout(typingTimers.get(event.contactId));
        typingTimers.set(
          event.contactId,
          setTimeout(() => stopTyping(event.contactId), TYPING_SHOWN_MS),
        );
        set({ typing: { ...useChatSocket.getState().typing, [event.contactId]: true } });
        break;
      case 'presence':
        set({
          presence: { ...useChatSocket.getState().presence, [event.contactId]: event.status },
        });
        break;
    }
  };

  const retry = () => {
    set({ connection: opened ? 'reconnecting' : 'connecting' });
    const delay = Math.min(RETRY_FIRST_MS * 2 ** retries, RETRY_MAX_MS);
    retries += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    let ticket: string;
    try {
      ({ ticket } = await getChatTicket());
    } catch {
      if (!stopped) retry();
      return;
    }
    if (stopped) return;
    const ws = new WebSocket(socketUrl(ticket, highestMessageId(queryClient)));
    const send = (frame: string) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame);
    };
    socket = ws;
    ws.onopen = () => {
      openedAt = Date.now();
      sendFrame = send;
      set({ connection: 'open', presence: {} });
      // What changed while the socket was down (read elsewhere, pinned, new chats, statuses).
      if (opened) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      opened = true;
    };
    ws.onmessage = ({ data }: MessageEvent) => {
      const event = parseEvent(data);
      if (event) onEvent(event);
    };
    // A refused ticket or origin (401/403 before the upgrade) looks like any other failure here:
    // browsers do not tell the page why a socket did not open.
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (sendFrame === send) sendFrame = null;
      // One that closes soon after opening (refused at once, say) keeps backing off.
      if (openedAt > 0 && Date.now() - openedAt >= STABLE_MS) retries = 0;
      openedAt = 0;
      if (!stopped) retry();
    };
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    for (const timer of typingTimers.values()) clearTimeout(timer);
    sendFrame = null;
    typingSentAt.clear();
    const open = socket;
    socket = null;
    open?.close();
    useChatSocket.setState(INITIAL);
  };
}
