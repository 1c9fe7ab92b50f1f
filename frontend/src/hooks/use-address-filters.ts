import { useSearchParams } from 'react-router';

/**
 * A list's search words, filters, view and page, kept in the address so the list can be shared
 * and the back button returns to it. Anything unknown in the address is ignored.
 */
export function useAddressFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);

  /** The value of `key` when it is one of `values`. */
  const oneOf = <T extends string>(key: string, values: readonly T[]): T | undefined =>
    values.find((candidate) => candidate === searchParams.get(key));

  /** Changes some values (empty removes them) and, unless told, goes back to the first page. */
  const update = (changes: Record<string, string | undefined>, keepPage = false) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!keepPage) next.delete('page');
    setSearchParams(next);
  };

  const hrefForPage = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  return { q, page, oneOf, update, hrefForPage };
}
