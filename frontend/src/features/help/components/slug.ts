/** The server's limit on an address name. */
export const MAX_SLUG = 60;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An address name as the server takes it: lower-case words of letters and digits, hyphenated. */
export function isSlug(text: string): boolean {
  return text.length <= MAX_SLUG && SLUG.test(text);
}

/**
 * An address name suggested by a title: accents dropped ("Préparer" → "preparer"), other
 * characters turned into hyphens, cut at a word within the limit.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, MAX_SLUG);
}
