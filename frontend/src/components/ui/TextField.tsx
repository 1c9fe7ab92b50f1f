import type { CSSProperties, ChangeEvent, HTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import { FormField, type FormFieldProps } from './FormField';

export interface TextFieldProps extends Omit<FormFieldProps, 'children'> {
  type?:
    | 'text'
    | 'search'
    | 'email'
    | 'password'
    | 'tel'
    | 'url'
    | 'date'
    | 'time'
    | 'datetime-local'
    | 'number'
    | 'color';
  /** A text of several lines, this many shown. */
  rows?: number | undefined;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The on-screen keyboard to offer, e.g. `numeric` for a one-time code. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** `false` for codes, addresses and other values that are not words. */
  spellCheck?: boolean;
  maxLength?: number | undefined;
  min?: string | number | undefined;
  max?: string | number | undefined;
  step?: string | number | undefined;
  /** The text's language, where it is not the page's (a translation). */
  lang?: string | undefined;
  dir?: 'ltr' | 'rtl' | 'auto' | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  /** The control's own style (e.g. a narrow number). */
  controlStyle?: CSSProperties | undefined;
}

/** A labelled input (or, with `rows`, a textarea) whose error and hint are tied to it. */
export function TextField({
  type = 'text',
  rows,
  value,
  onChange,
  autoComplete,
  autoFocus,
  inputMode,
  spellCheck,
  maxLength,
  min,
  max,
  step,
  lang,
  dir,
  placeholder,
  disabled,
  controlStyle,
  ...field
}: TextFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <Form.Control
          {...control}
          size={field.compact ? 'sm' : undefined}
          {...(rows === undefined ? { type } : { as: 'textarea' as const, rows })}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          inputMode={inputMode}
          spellCheck={spellCheck}
          autoCapitalize={spellCheck === false ? 'none' : undefined}
          maxLength={maxLength}
          min={min}
          max={max}
          step={step}
          lang={lang}
          dir={dir}
          placeholder={placeholder}
          disabled={disabled}
          style={controlStyle}
        />
      )}
    </FormField>
  );
}
