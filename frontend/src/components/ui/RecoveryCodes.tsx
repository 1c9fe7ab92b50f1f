import Button from 'react-bootstrap/Button';
import { Clipboard, Download } from 'react-feather';
import { useCopy } from '@/hooks/use-copy';
import { saveBlob } from '@/lib/download';

export interface RecoveryCodesTexts {
  /** The list's accessible name. */
  list: string;
  copy: string;
  copied: string;
  download: string;
  /** The downloaded file's first line (what the codes are for). */
  fileHeader: string;
}

/**
 * A second factor's recovery codes, shown once: copied or downloaded as a text file (made here, in
 * the browser). The caller's feature passes the texts in its language.
 */
export function RecoveryCodes({
  codes,
  texts,
  fileName = 'recovery-codes.txt',
}: {
  codes: readonly string[];
  texts: RecoveryCodesTexts;
  fileName?: string;
}) {
  // Without a clipboard (an insecure page) or permission, the codes can still be downloaded.
  const { copied, copy } = useCopy();
  const text = codes.join('\n');
  return (
    <div className="d-grid gap-2">
      <ol
        aria-label={texts.list}
        className="recovery-codes list-unstyled row row-cols-2 g-2 mb-0 font-monospace"
        dir="ltr"
      >
        {codes.map((code) => (
          <li key={code} className="col">
            <code className="d-block border rounded px-2 py-1 text-body text-center">{code}</code>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" onClick={() => void copy(text)}>
          <Clipboard size={16} aria-hidden="true" className="me-1" />
          {texts.copy}
        </Button>
        <Button
          variant="outline-primary"
          onClick={() =>
            saveBlob(
              new Blob([`${texts.fileHeader}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }),
              fileName,
            )
          }
        >
          <Download size={16} aria-hidden="true" className="me-1" />
          {texts.download}
        </Button>
      </div>
      <p role="status" className="small mb-0">
        {copied ? texts.copied : null}
      </p>
    </div>
  );
}
