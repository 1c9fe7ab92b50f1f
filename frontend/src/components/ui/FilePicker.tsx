import { useState, type ChangeEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';

interface FilePickerProps {
  id: string;
  /** What the file is for ("Upload your CV"): the input's accessible name. */
  label: ReactNode;
  accept: string;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Hint below the picker, tied to the input for screen readers. */
  hint?: ReactNode;
}

/**
 * A file input whose button and "no file chosen" text are in the site's language. The browser's
 * own file input labels itself in the browser's language whatever language the page is in, so the
 * native input is visually hidden (still focusable and announced) and a button-styled label opens
 * it; the button shows the keyboard focus the hidden input has.
 */
export function FilePicker({
  id,
  label,
  accept,
  disabled = false,
  onChange,
  hint,
}: FilePickerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Form.Group controlId={id} className="text-start">
      <Form.Label>{label}</Form.Label>
      <div className="file-picker d-flex align-items-center gap-2">
        <input
          id={id}
          type="file"
          className="visually-hidden"
          accept={accept}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            setChosen(event.target.files?.[0]?.name ?? null);
            onChange(event);
          }}
        />
        {/* A second label for the same input: hidden from the accessible name, which the first gives. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className={`btn btn-outline-primary btn-sm text-nowrap mb-0${disabled ? ' disabled' : ''}`}
        >
          <FormattedMessage id="file.choose" />
        </label>
        <span className="small text-body-secondary text-truncate" aria-hidden="true">
          {chosen ?? <FormattedMessage id="file.none" />}
        </span>
      </div>
      {hint ? (
        <Form.Text id={hintId} muted>
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
