/**
 * Each value of a fixed set (a status, a kind, a role) with its message id, `<prefix>.<value>`.
 * Typed as those ids, so a value whose message is missing from the catalog does not compile where
 * the result is taken as `Record<Value, MessageId>`.
 */
export function messageIds<const V extends string, const P extends string>(
  prefix: P,
  values: readonly V[],
): Record<V, `${P}.${V}`> {
  return Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`])) as Record<
    V,
    `${P}.${V}`
  >;
}
