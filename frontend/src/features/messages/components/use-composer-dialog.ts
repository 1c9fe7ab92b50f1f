import { useState } from 'react';

/**
 * A place that opens the composer: whether the dialog shows, and whether its message went. Each
 * opening starts a fresh form (the composer is keyed by `key`) and hides the last "sent" notice.
 */
export function useComposerDialog() {
  const [show, setShow] = useState(false);
  const [key, setKey] = useState(0);
  const [sent, setSent] = useState(false);
  return {
    key,
    sent,
    open: () => {
      setSent(false);
      setKey((current) => current + 1);
      setShow(true);
    },
    dismissSent: () => setSent(false),
    /** The composer's `show`, `onHide` and `onSent`. */
    props: { show, onHide: () => setShow(false), onSent: () => setSent(true) },
  };
}
