import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';

/** What a field's control takes from its field: how it is marked invalid and what describes it. */
export interface FieldControlProps {
  isInvalid: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: true;
}

export interface FormFieldProps {
  /** The control's id; the label points at it, the error and hint ids are made from it. */
  id: string;
  label: ReactNode;
  /** The field's problem, already in the reader's language. */
  error?: string | null | undefined;
  /** A note under the control; an error takes its place unless `keepHint`. */
  hint?: ReactNode;
  /** The hint stays (and still describes the control) while an error is shown. */
  keepHint?: boolean;
  hintClassName?: string;
  /** Further ids of text that describes the control (e.g. live hints elsewhere on the form). */
  describedBy?: string | undefined;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  /** The group's classes: `mb-3` unless given (`''` for none). */
  className?: string;
  /** A small label (TextField and SelectField make the control small too), as in a bar of filters. */
  compact?: boolean;
  /** Beside the label, at its end (e.g. a Write / Preview switch). */
  labelAside?: ReactNode;
  /** Below the error and hint (e.g. a preview). */
  after?: ReactNode;
  /** The control, given the props that tie it to this field. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids that describe a field: its error, else its hint, and any others given. */
function describedByOf({
  id,
  error,
  hint,
  keepHint,
  describedBy,
}: Pick<FormFieldProps, 'id' | 'error' | 'hint' | 'keepHint' | 'describedBy'>) {
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const ids = [
    error ? `${id}-error` : null,
    hasHint && (!error || keepHint) ? `${id}-hint` : null,
    describedBy,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled form field: the label tied to the control (`htmlFor`), the error announced in
 * `invalid-feedback` and tied with `aria-describedby` (as is the hint), `aria-invalid` while there
 * is an error. Every labelled field of the app is one of these, or a TextField / SelectField.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  keepHint = false,
  hintClassName,
  describedBy,
  required = false,
  className = 'mb-3',
  compact = false,
  labelAside,
  after,
  children,
}: FormFieldProps) {
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const ariaDescribedBy = describedByOf({ id, error, hint, keepHint, describedBy });
  const labelNode = (
    <Form.Label className={labelAside ? 'mb-0' : compact ? 'small mb-1' : undefined}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </Form.Label>
  );
  return (
    <Form.Group className={className} controlId={id}>
      {labelAside ? (
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-1">
          {labelNode}
          {labelAside}
        </div>
      ) : (
        labelNode
      )}
      {children({
        isInvalid: Boolean(error),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(ariaDescribedBy ? { 'aria-describedby': ariaDescribedBy } : {}),
        ...(required ? { required: true as const } : {}),
      })}
      <FieldError id={`${id}-error`} error={error} />
      {hasHint && (!error || keepHint) ? (
        <FieldHint id={`${id}-hint`} hint={hint} className={hintClassName} />
      ) : null}
      {after}
    </Form.Group>
  );
}
