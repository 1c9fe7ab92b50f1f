/** Role names are compared in lower case. */
export function normalizeRole(role: string | null | undefined): string | null {
  return role ? role.toLowerCase() : null;
}
