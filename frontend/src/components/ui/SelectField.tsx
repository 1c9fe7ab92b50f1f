import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormField, type FormFieldProps } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's language, where it is not the page's (a language's own name). */
  lang?: string | undefined;
  disabled?: boolean | undefined;
}

export interface SelectFieldProps extends Omit<FormFieldProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Options before `options` (e.g. a "none" choice). */
  leading?: ReactNode;
  disabled?: boolean | undefined;
}

/** A labelled select whose error and hint are tied to it, like TextField. */
export function SelectField({
  value,
  onChange,
  options,
  leading,
  disabled,
  ...field
}: SelectFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <Form.Select
          {...control}
          size={field.compact ? 'sm' : undefined}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {leading}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              lang={option.lang}
              disabled={option.disabled}
            >
              {option.label}
            </option>
          ))}
        </Form.Select>
      )}
    </FormField>
  );
}
