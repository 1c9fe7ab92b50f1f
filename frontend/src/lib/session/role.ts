/** Role names are compared in lower case. */
export function normalizeRole(role: string | null | undefined): string | null {
  return role ? role.toLowerCase() : null;
}

/** Whether a role may see what the list allows; no list allows every signed-in role. */
export function isAllowed(permissions: readonly string[] | undefined, role: string | null) {
  const normalized = normalizeRole(role);
  if (normalized === null) return false;
  return permissions === undefined || permissions.includes(normalized);
}
