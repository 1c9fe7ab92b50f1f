import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useCopy } from '@/hooks/use-copy';
import { FormField, type FormFieldProps } from './FormField';

interface CopyFieldProps extends Pick<FormFieldProps, 'id' | 'label' | 'hint' | 'className'> {
  /** What is shown and copied: an address, a key. */
  value: string;
  /** The copy button's content. */
  copyText: ReactNode;
  /** Announced once the value is on the clipboard. */
  copiedText: ReactNode;
  /** The copy button's colour: `outline-primary` unless given. */
  variant?: ButtonProps['variant'];
  /** A key or a secret: shown in a fixed-width font. */
  monospace?: boolean;
}

/**
 * A value to take elsewhere, in a read-only field (selected when focused, written left to right)
 * with a button that copies it, and a status that says it was copied.
 */
export function CopyField({
  value,
  copyText,
  copiedText,
  variant = 'outline-primary',
  monospace = false,
  ...field
}: CopyFieldProps) {
  const { copied, copy } = useCopy();
  return (
    <FormField
      {...field}
      after={
        copied ? (
          <p role="status" className="small mb-0 mt-1">
            {copiedText}
          </p>
        ) : null
      }
    >
      {(control) => (
        <InputGroup>
          <Form.Control
            {...control}
            readOnly
            value={value}
            dir="ltr"
            className={monospace ? 'font-monospace' : undefined}
            spellCheck={false}
            onFocus={(event) => event.target.select()}
          />
          <Button variant={variant} onClick={() => void copy(value)}>
            {copyText}
          </Button>
        </InputGroup>
      )}
    </FormField>
  );
}
