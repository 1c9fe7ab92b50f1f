import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@/lib/download';

/**
 * Opens a PDF fetched with the session (the API wants the bearer header, so a plain link cannot
 * do): in a new tab as a blob address, or saved under `fileName` when the browser blocks the tab.
 */
export function openPdf(blob: Blob, fileName: string, tab: Window | null) {
  const pdf =
    blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  if (tab && !tab.closed) {
    tab.location.href = url;
    // The tab has the document once it has loaded it; a minute is plenty.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } else {
    URL.revokeObjectURL(url);
    saveBlob(pdf, fileName);
  }
}

/**
 * A PDF's download: the tab is opened at the click (browsers block one opened later), then given
 * the document once it has arrived.
 */
export function usePdf() {
  return useMutation({
    mutationFn: async ({
      fetch,
      fileName,
      save,
    }: {
      fetch: () => Promise<Blob>;
      fileName: string;
      /** Save the file rather than open it. */
      save?: boolean;
    }) => {
      const tab = save ? null : window.open('', '_blank');
      try {
        const blob = await fetch();
        if (save) saveBlob(blob, fileName);
        else openPdf(blob, fileName, tab);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
