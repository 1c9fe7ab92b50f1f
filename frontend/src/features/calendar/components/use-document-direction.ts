import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/** The page's direction (the customizer sets `dir` on <html>), updated when it changes. */
export function useDocumentDirection(): 'ltr' | 'rtl' {
  return useSyncExternalStore(subscribe, () =>
    document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
  );
}
