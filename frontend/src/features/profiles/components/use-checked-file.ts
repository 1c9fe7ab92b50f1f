import { type ChangeEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

interface FileRules {
  /** Whether the file is of a kind the server takes. */
  accepts: (file: File) => boolean;
  maxBytes: number;
  wrongType: MessageId;
  tooLarge: MessageId;
  /** A file that passed: upload it. */
  onFile: (file: File) => void;
}

/**
 * A file input's change: the chosen file is checked (kind, size) before it is sent, and what is
 * wrong with it is said; the input is emptied so that the same file can be chosen again.
 */
export function useCheckedFile({ accepts, maxBytes, wrongType, tooLarge, onFile }: FileRules) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = !accepts(file) ? wrongType : file.size > maxBytes ? tooLarge : null;
    setProblem(wrong ? intl.formatMessage({ id: wrong }) : null);
    if (!wrong) onFile(file);
  };
  return { problem, onChange };
}
