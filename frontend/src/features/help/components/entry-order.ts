/**
 * The order after moving `id` one place up (`-1`) or down (`1`) among the entries of its own group
 * (a FAQ entry among its category's): it swaps places with the nearest one of the group, every
 * other entry keeps its place. `null` when it is first (or last) of its group already.
 */
export function movedIds(
  ids: readonly number[],
  groupOf: (id: number) => string,
  id: number,
  step: -1 | 1,
): number[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const group = groupOf(id);
  let to = from + step;
  while (to >= 0 && to < ids.length && groupOf(ids[to] ?? -1) !== group) to += step;
  const other = ids[to];
  if (other === undefined) return null;
  const next = [...ids];
  next[from] = other;
  next[to] = id;
  return next;
}

/** A list row's button, by which the focus follows the row when it moves. */
export function buttonId(prefix: string, id: number, action: 'up' | 'down' | 'edit') {
  return `${prefix}-${id}-${action}`;
}
