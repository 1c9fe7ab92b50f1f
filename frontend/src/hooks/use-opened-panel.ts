import { useEffect, useRef, useState } from 'react';

/**
 * A panel that a button opens, where it is `available` (an overlay menu below a width, the
 * phone's search panel): the element `focusRef` names takes the keyboard when the panel shows, and
 * `close` gives it back to the button `openButton` names.
 */
export function useOpenedPanel<Focused extends HTMLElement>(available: boolean) {
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const focusRef = useRef<Focused>(null);
  const shown = available && open;
  useEffect(() => {
    if (shown) focusRef.current?.focus();
  }, [shown]);
  const close = () => {
    setOpen(false);
    openButton.current?.focus();
  };
  return { open, setOpen, shown, openButton, focusRef, close };
}
