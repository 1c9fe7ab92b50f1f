import { useEffect } from 'react';
import { IdleLock } from '@/features/auth/lock/IdleLock';
import { ChatConnection } from '@/features/chat/socket/ChatConnection';

/**
 * What runs on every page while someone is signed in and the session is not locked: the chat
 * socket (the menu's unread badge follows new messages) and the lock screen's idle timer. One
 * module, so that the app shell fetches one chunk for them once someone signs in; careers pages
 * never load it. It also fetches the signed-in pages' loaders (router/signed-in-pages.ts), so
 * that opening one of those pages waits for nothing but the page's own chunks.
 */
export function SignedInParts() {
  useEffect(() => {
    void import('./router/signed-in-pages').catch(() => undefined);
  }, []);
  return (
    <>
      <ChatConnection />
      <IdleLock />
    </>
  );
}
