import type { MessageId } from '@/lib/i18n/catalogs';
import type { KitAttribute, Names, StageKind } from '../api/types';

/** One row of an ordered list being edited: a stage (with its kind) or a rejection reason. */
export interface NamedRow {
  /** The row's own key while it is edited: its React key and the start of its fields' ids. */
  key: string;
  /** The saved stage's or reason's id; none for a new one (and for a template's stages). */
  id: number | null;
  kind: StageKind;
  names: Names;
  /** A template stage's interview kit (as it would be sent); none elsewhere. */
  kit?: KitAttribute[];
}

/** The id of a row's field or button: `<prefix>-<row key>-<part>`. */
export function rowFieldId(idPrefix: string, row: NamedRow, part: string): string {
  return `${idPrefix}-${row.key}-${part}`;
}

let lastKey = 0;

/** A key no other row of this page has. */
export function newRowKey(): string {
  lastKey += 1;
  return `row${lastKey}`;
}

/** Rows for a list as the API answers it. */
export function rowsOf(
  entries: readonly {
    id?: number | null;
    kind?: StageKind;
    names: Names;
    kit?: readonly KitAttribute[] | undefined;
  }[],
): NamedRow[] {
  return entries.map((entry) => ({
    key: newRowKey(),
    id: entry.id ?? null,
    kind: entry.kind ?? 'submitted',
    names: { ...entry.names },
    ...(entry.kit ? { kit: [...entry.kit] } : {}),
  }));
}

/** The names as sent: trimmed, and without the languages left empty. */
export function namesInput(names: Names): Names {
  return Object.fromEntries(
    Object.entries(names)
      .map(([language, name]) => [language, name.trim()] as const)
      .filter(([, name]) => name !== ''),
  );
}

/** The rows with the one at `index` moved one place up (-1) or down (1). */
export function moved<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row !== undefined) next.splice(target, 0, row);
  return next;
}

/**
 * The client's own check: each row needs its name in the required language. Its problems are
 * named as the server names them (`stages.2.names`), so both show at the same field.
 */
export function missingNames(
  rows: readonly NamedRow[],
  field: string,
  required: string,
  problem: MessageId,
): Record<string, MessageId | null> {
  return Object.fromEntries(
    rows.map((row, index) => [
      `${field}.${index}.names`,
      (row.names[required] ?? '').trim() === '' ? problem : null,
    ]),
  );
}

/** The first field a set of problems names, in the rows' order (for the focus). */
export function firstProblem(names: readonly string[], order: readonly string[]): string | null {
  return order.find((name) => names.includes(name)) ?? null;
}
