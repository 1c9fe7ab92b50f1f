import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldHintProps {
  /** The note's id, which its control names in `aria-describedby`. */
  id: string;
  /** The note; nothing is shown without one. */
  hint?: ReactNode;
  className?: string | undefined;
}

/** The muted note under a field's control that describes it. */
export function FieldHint({ id, hint, className }: FieldHintProps) {
  if (!hint) return null;
  return (
    <Form.Text id={id} muted className={className}>
      {hint}
    </Form.Text>
  );
}
