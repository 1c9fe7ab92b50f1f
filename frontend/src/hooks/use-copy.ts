import { useState } from 'react';

/**
 * Copies a text to the clipboard; `copied` says whether the last copy got there (it does not on an
 * insecure page or without permission, where there is no clipboard to write to).
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return { copied, copy };
}
