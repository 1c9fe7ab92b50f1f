import { useOutletContext } from 'react-router';

export const MESSAGES_SIDEBAR_ID = 'mail-sidebar';

/** What the mail pages ask of the layout around them. */
export interface MessagesContext {
  /** Opens the composer: a new message, or the draft with this id. */
  compose: (draftId?: number) => void;
  /** Opens the folder sidebar (an offcanvas below the lg breakpoint). */
  openSidebar: () => void;
}

export function useMessagesContext(): MessagesContext {
  return useOutletContext<MessagesContext>();
}
