import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Plus, Trash2 } from 'react-feather';

export interface EntryHelpers<T> {
  index: number;
  /** Prefix for the entry's control ids, e.g. "education-0". */
  prefix: string;
  change: (patch: Partial<T>) => void;
}

interface EntryListEditorProps<T> {
  /** Prefix of the entries' ids, e.g. "education". */
  idPrefix: string;
  entries: T[];
  onChange: (entries: T[]) => void;
  /** What "Add" appends. */
  empty: T;
  /** The entry's legend, e.g. "Education 2" (numbers start at 1). */
  legend: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  /** A problem with a whole entry (the server names entries, not their fields). */
  errorFor?: (index: number) => string | null;
  /** The entry's own fields. */
  children: (entry: T, helpers: EntryHelpers<T>) => ReactNode;
}

/**
 * A list of like entries (education, positions, screening questions): each a fieldset with its
 * number, its fields and a Remove button, and an Add button below.
 */
export function EntryListEditor<T>({
  idPrefix,
  entries,
  onChange,
  empty,
  legend,
  removeLabel,
  addLabel,
  errorFor,
  children,
}: EntryListEditorProps<T>) {
  return (
    <div className="d-grid gap-3">
      {entries.map((entry, index) => {
        const prefix = `${idPrefix}-${index}`;
        const error = errorFor?.(index) ?? null;
        const change = (patch: Partial<T>) =>
          onChange(entries.map((other, i) => (i === index ? { ...other, ...patch } : other)));
        return (
          <fieldset
            key={index}
            className="border rounded p-3"
            aria-describedby={error ? `${prefix}-error` : undefined}
          >
            <legend className="h6 float-none w-auto px-1 mb-0">{legend(index + 1)}</legend>
            {error ? (
              <div className="text-danger small mb-2" id={`${prefix}-error`} role="alert">
                {error}
              </div>
            ) : null}
            {children(entry, { index, prefix, change })}
            <Button
              variant="outline-danger"
              size="sm"
              className="mt-2"
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              <Trash2 size={14} aria-hidden="true" className="me-1" />
              {removeLabel(index + 1)}
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button variant="outline-primary" size="sm" onClick={() => onChange([...entries, empty])}>
          <Plus size={14} aria-hidden="true" className="me-1" />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
