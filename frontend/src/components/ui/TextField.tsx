import type { ChangeEvent, HTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';

interface TextFieldProps {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: string;
  /** Further text that describes the field (e.g. live hints below the form). */
  describedBy?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The on-screen keyboard to offer, e.g. `numeric` for a one-time code. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** `false` for codes and other values that are not words. */
  spellCheck?: boolean;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export function TextField({
  id,
  label,
  type = 'text',
  value,
  onChange,
  error,
  hint,
  describedBy: extra,
  autoComplete,
  autoFocus,
  inputMode,
  spellCheck,
}: TextFieldProps) {
  const own = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const describedBy = [own, extra].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputMode={inputMode}
        spellCheck={spellCheck}
        autoCapitalize={spellCheck === false ? 'none' : undefined}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : hint ? (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
