import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldError } from '@/components/ui/FieldError';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  /** Unique on the page: the radios' name and the start of their ids. */
  name: string;
  legend: ReactNode;
  /** Under the legend (guidance, questions). */
  children?: ReactNode;
  choices: readonly Choice[];
  /** The chosen value, `''` when none is. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | null;
}

/**
 * A radio group in a fieldset named by its legend: Tab reaches the chosen radio (or the first),
 * the arrow keys choose among them, as the browser's own radio groups do.
 */
export function ChoiceGroup({
  name,
  legend,
  children,
  choices,
  value,
  onChange,
  disabled,
  error,
}: ChoiceGroupProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="border rounded p-2 p-sm-3 mb-3"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">{legend}</legend>
      {children}
      <div className="d-flex flex-wrap column-gap-3 row-gap-1">
        {choices.map((choice) => (
          <Form.Check
            key={choice.value}
            type="radio"
            id={`${name}-${choice.value || 'none'}`}
            name={name}
            value={choice.value}
            label={choice.label}
            checked={value === choice.value}
            disabled={disabled}
            onChange={() => onChange(choice.value)}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
