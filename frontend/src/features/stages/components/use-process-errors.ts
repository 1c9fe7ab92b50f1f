import { ApiError } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { type NamedRow, missingNames, rowFieldId } from './rows';
import { useNameLanguages } from './use-name-languages';

export interface ProcessErrorsOptions {
  serverError: unknown;
  /** The list's field as the server names it: `stages`, `reasons`. */
  field: string;
  /** Prefix of the rows' ids (NamedRowsEditor's `idPrefix`). */
  idPrefix: string;
  /** The message of a row without its name. */
  missing: MessageId;
  /** The other fields of the form, by the server's name, and their ids (a template's `name`). */
  otherFields?: Readonly<Record<string, string>>;
  /**
   * The rows have interview kits (a template's stages): the server's problems with a row's kit
   * (`stages.N.kit`, `stages.N.kit.M`, `stages.N.kit.M.names`) are shown by the kit's field, whose
   * group has the id `rowFieldId(idPrefix, row, 'kit')`.
   */
  withKits?: boolean;
}

/** The id of the alert that says what is wrong with the list as a whole (`stages`). */
export function listErrorId(idPrefix: string): string {
  return `${idPrefix}-list-error`;
}

/**
 * A list editor's problems: the client's checks and the server's field errors at their fields
 * (`name`, `stages`, `stages.N.names`), the rest above the form; the first takes the focus.
 */
export function useProcessErrors({
  serverError,
  field,
  idPrefix,
  missing,
  otherFields = {},
  withKits = false,
}: ProcessErrorsOptions) {
  const { errorText } = useApiErrorText();
  // The language every name needs.
  const required = useNameLanguages()[0] ?? 'en';
  const { errorFor, validate } = useFieldErrors<string>(serverError);
  const rowField = new RegExp(`^${field}\\.(\\d+)\\.names$`);
  const kitField = new RegExp(`^${field}\\.(\\d+)\\.kit(\\.\\d+(\\.names)?)?$`);
  /** A kit's problem, by the kit's own name (`stages.N.kit`); none for another field. */
  const kitOf = (name: string) => {
    const index = withKits ? kitField.exec(name)?.[1] : undefined;
    return index === undefined ? null : `${field}.${index}.kit`;
  };
  const known = (name: string) =>
    name in otherFields || name === field || rowField.test(name) || kitOf(name) !== null;

  const idOf = (name: string, rows: readonly NamedRow[]): string | null => {
    if (name in otherFields) return otherFields[name] ?? null;
    if (name === field) return listErrorId(idPrefix);
    const kit = kitOf(name);
    const index = (kit ? kitField : rowField).exec(name)?.[1];
    const row = index === undefined ? undefined : rows[Number(index)];
    if (!row) return null;
    return rowFieldId(idPrefix, row, kit ? 'kit' : `name-${required}`);
  };
  const focusFirst = (names: readonly string[], rows: readonly NamedRow[]) => {
    const order = [
      ...Object.keys(otherFields),
      field,
      ...rows.flatMap((_, i) => [`${field}.${i}.names`, `${field}.${i}.kit`]),
    ];
    const named = names.map((name) => kitOf(name) ?? name);
    const first = order.find((name) => named.includes(name));
    const id = first ? idOf(first, rows) : null;
    if (!id) return;
    requestAnimationFrame(() => {
      const target = document.getElementById(id);
      // A kit's group: its first field with a problem, else its first field.
      const focused =
        target?.getAttribute('role') === 'group'
          ? (target.querySelector<HTMLElement>('[aria-invalid="true"]') ??
            target.querySelector<HTMLElement>('input, select, textarea'))
          : target;
      focused?.focus();
    });
  };

  const shownOnFields =
    serverError instanceof ApiError &&
    serverError.code === 'validation_failed' &&
    Object.keys(serverError.fields).length > 0 &&
    Object.keys(serverError.fields).every(known);

  return {
    errorFor,
    /** The row's problem with its names. */
    namesError: (index: number) => errorFor(`${field}.${index}.names`),
    /** The list's own problem (its kinds, their order, how many). */
    listError: errorFor(field),
    /** A failure that names no field here (a conflict, a lost connection). */
    formError: serverError && !shownOnFields ? errorText(serverError) : null,
    /** Checks the rows (and the form's other problems); false, with the focus moved, if any. */
    check: (rows: readonly NamedRow[], others: Record<string, MessageId | null> = {}) => {
      const problems = { ...others, ...missingNames(rows, field, required, missing) };
      if (validate(problems)) return true;
      focusFirst(
        Object.keys(problems).filter((name) => problems[name]),
        rows,
      );
      return false;
    },
    /** After a failed save: the focus goes to the first field the server named. */
    focusServer: (error: unknown, rows: readonly NamedRow[]) => {
      if (error instanceof ApiError) focusFirst(Object.keys(error.fields), rows);
    },
  };
}

export type ProcessErrors = ReturnType<typeof useProcessErrors>;
