import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';

interface MessageBodyFieldProps {
  id: string;
  label: ReactNode;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, already in the reader's language. */
  error: string | null;
  className?: string;
}

/** A message's Markdown text: the error, else the Markdown hint, is tied to it for screen readers. */
export function MessageBodyField({
  id,
  label,
  rows,
  value,
  onChange,
  error,
  className = 'mb-3',
}: MessageBodyFieldProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={rows}
        value={value}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : (
        <Form.Text id={`${id}-hint`} muted>
          <FormattedMessage id="recruiting.markdownHint" />
        </Form.Text>
      )}
    </Form.Group>
  );
}
