import { useRef, type ChangeEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { BusyNote } from './BusyNote';
import { FieldHint } from './FieldHint';

interface FilePickerProps {
  id: string;
  /** What the file is for ("Upload your CV"): the input's accessible name. */
  label: ReactNode;
  accept: string;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Hint below the picker, tied to the input for screen readers. */
  hint?: ReactNode;
  /** A chosen file is on its way: said above the picker. */
  uploading?: boolean;
}

/**
 * A file input whose button is in the site's language. The browser's own file input labels itself
 * in the browser's language whatever language the page is in, so the native input is visually
 * hidden (still focusable and announced) and a button-styled stand-in opens it; the button shows the
 * keyboard focus the hidden input has. Every use uploads as soon as a file is chosen and then
 * shows what was stored, so the native "no file chosen" / file-name text is left out.
 */
export function FilePicker({
  id,
  label,
  accept,
  disabled = false,
  onChange,
  hint,
  uploading = false,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <>
      {uploading ? (
        <BusyNote className="mb-2">
          <FormattedMessage id="profile.uploading" />
        </BusyNote>
      ) : null}
      <Form.Group controlId={id} className="text-start">
        <Form.Label>{label}</Form.Label>
        <div className="file-picker">
          <input
            ref={input}
            id={id}
            type="file"
            className="visually-hidden"
            accept={accept}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={onChange}
          />
          {/* Not a second <label>: browsers would add its text to the input's accessible name. */}
          {/* aria-disabled: an inactive control, which needs no contrast (WCAG 1.4.3), axe knows. */}
          <span
            aria-hidden="true"
            aria-disabled={disabled || undefined}
            className={`btn btn-outline-primary btn-sm text-nowrap${disabled ? ' disabled' : ''}`}
            onClick={() => input.current?.click()}
          >
            <FormattedMessage id="file.choose" />
          </span>
        </div>
        <FieldHint id={`${id}-hint`} hint={hint} />
      </Form.Group>
    </>
  );
}
