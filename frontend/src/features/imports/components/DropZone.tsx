import { useId, useRef, useState } from 'react';
import { UploadCloud } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import './imports.css';

const ACCEPTED =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface DropZoneProps {
  /** Another file is on its way: the zone stays focusable (focus is not lost) but takes none. */
  busy: boolean;
  onFile: (file: File) => void;
}

/**
 * One button that opens the file picker (Enter or Space, like any button) and takes a file
 * dropped on it. The native input stays out of sight: its own button would be labelled in the
 * browser's language, whatever language the page is in.
 */
export function DropZone({ busy, onFile }: DropZoneProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED}
        aria-label={intl.formatMessage({ id: 'imports.upload.input' })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same (corrected) file chosen again is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        className={`import-drop-zone${dragging ? ' is-dragging' : ''}`}
        aria-disabled={busy}
        aria-describedby={hintId}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file && !busy) onFile(file);
        }}
      >
        <UploadCloud size={32} aria-hidden="true" />
        <span className="fw-semibold">
          <FormattedMessage id="imports.upload.drop" />
        </span>
      </button>
      <p id={hintId} className="form-text">
        <FormattedMessage id="imports.upload.hint" />
      </p>
    </>
  );
}
