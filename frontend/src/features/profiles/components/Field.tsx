import Form from 'react-bootstrap/Form';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'tel' | 'date';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
}

/** A labelled input of the profile form with its error tied to it. */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  required = false,
  autoComplete,
}: FieldProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Form.Label>
      <Form.Control
        {...(multiline ? { as: 'textarea' as const, rows: 4 } : { type })}
        value={value}
        required={required}
        autoComplete={autoComplete}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
