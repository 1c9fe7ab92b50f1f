import type { KitArea, KitAttribute } from '../api/types';

/** One attribute of a kit being edited; questions are a text of one question per line. */
export interface KitRow {
  /** Its React key and the start of its fields' ids while it is edited. */
  key: string;
  /** The saved attribute's id (scorecards rate it by this); none for a new one. */
  id: string | null;
  area: KitArea;
  names: Record<string, string>;
  guidance: Record<string, string>;
  questions: Record<string, string>;
}

let lastKey = 0;

export function newKitRow(area: KitArea): KitRow {
  lastKey += 1;
  return { key: `attribute${lastKey}`, id: null, area, names: {}, guidance: {}, questions: {} };
}

function mapValues<T, U>(record: Readonly<Record<string, T>> | undefined, change: (value: T) => U) {
  return Object.fromEntries(
    Object.entries(record ?? {}).map(([key, value]) => [key, change(value)]),
  );
}

/** Only the languages with something written, trimmed. */
function written<T>(record: Record<string, T>, empty: (value: T) => boolean) {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => !empty(value)));
}

export function kitRowsOf(attributes: readonly KitAttribute[]): KitRow[] {
  return attributes.map((attribute) => ({
    ...newKitRow(attribute.area),
    id: attribute.id ?? null,
    names: { ...attribute.names },
    guidance: { ...attribute.guidance },
    questions: mapValues(attribute.questions, (list) => list.join('\n')),
  }));
}

/** The attribute as sent: its id (if saved), texts trimmed, questions one per non-empty line. */
export function kitAttributeOf(row: KitRow): KitAttribute {
  return {
    ...(row.id ? { id: row.id } : {}),
    area: row.area,
    names: written(
      mapValues(row.names, (name) => name.trim()),
      (name) => name === '',
    ),
    guidance: written(
      mapValues(row.guidance, (text) => text.trim()),
      (text) => text === '',
    ),
    questions: written(
      mapValues(row.questions, (text) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
      (list) => list.length === 0,
    ),
  };
}

/** The list with the row at `index` moved one place up (-1) or down (1). */
export function movedRow(rows: readonly KitRow[], index: number, step: -1 | 1): KitRow[] {
  const next = [...rows];
  const other = index + step;
  const row = next[index];
  const swapped = next[other];
  if (!row || !swapped) return next;
  next[index] = swapped;
  next[other] = row;
  return next;
}
