import type { SearchablePage } from '../api/types';

/** Lower case without accents: "José" and "jose" are the same words. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The pages whose title has every word of `words` (any case, any accents), at most `max`. */
export function matchingPages(
  pages: readonly SearchablePage[],
  words: string,
  max: number,
): SearchablePage[] {
  const wanted = foldText(words).split(/\s+/).filter(Boolean);
  if (wanted.length === 0) return [];
  return pages
    .filter((page) => {
      const title = foldText(page.title);
      return wanted.every((word) => title.includes(word));
    })
    .slice(0, max);
}
