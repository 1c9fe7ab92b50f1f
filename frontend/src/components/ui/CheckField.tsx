import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldHint } from './FieldHint';

interface CheckFieldProps {
  id: string;
  /** A switch (`role="switch"`) or a checkbox. */
  type: 'switch' | 'checkbox';
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A note under it, which describes it (`aria-describedby`). */
  hint?: ReactNode;
  /** The group's classes: `mb-3` unless given (`''` for none). */
  className?: string;
}

/** A labelled checkbox or switch with its note, as TextField is a labelled input. */
export function CheckField({
  id,
  type,
  label,
  checked,
  onChange,
  hint,
  className = 'mb-3',
}: CheckFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <Form.Group controlId={id} className={className || undefined}>
      <Form.Check
        type={type}
        role={type === 'switch' ? 'switch' : undefined}
        label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? hintId : undefined}
      />
      <FieldHint id={hintId} hint={hint} />
    </Form.Group>
  );
}
