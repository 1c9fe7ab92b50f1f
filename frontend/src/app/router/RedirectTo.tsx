import { generatePath, Navigate, useLocation, useParams } from 'react-router';

export interface RedirectTarget {
  /** Where the address leads now; the matched route's parameters fill its own (`:id`). */
  to: string;
  /** Search parameters the new page needs, set over those the old address carried. */
  query?: Record<string, string>;
}

/** Replaces the old address with the new one, keeping its query string (filters, a tenant link). */
export function RedirectTo({ to, query = {} }: RedirectTarget) {
  const { search, hash } = useLocation();
  const params = useParams();
  const searchParams = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) searchParams.set(key, value);
  const kept = searchParams.toString();
  return (
    <Navigate
      replace
      to={{ pathname: generatePath(to, params), search: kept ? `?${kept}` : '', hash }}
    />
  );
}
