import { createContext } from 'react';
import type { PageIcon, SearchablePage } from '../api/types';

/**
 * The app's pages with their menu icons, for the bookmarks' icons: the app passes them in (a
 * feature cannot read the app's menus); the navbar and the Bookmarks page provide them.
 */
export const PagesContext = createContext<readonly SearchablePage[]>([]);

/** A link's path without query, fragment or trailing slash: `/email/inbox/?x#y` → `/email/inbox`. */
function pathOf(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function isBelow(path: string, page: string): boolean {
  // `/` is the home page only: as a prefix it would give every other page the home's icon.
  if (page === '/') return path === '/';
  return path === page || path.startsWith(`${page}/`);
}

type PageWithIcon = SearchablePage & { icon: PageIcon };

/**
 * The page whose icon a link shows: of the pages with an icon, the one whose address is the
 * longest prefix of the link's path, whole segments only (`/email` for `/email/inbox?x`, not for
 * `/emails`); `undefined` when none matches.
 */
export function pageOfLink(
  link: string,
  pages: readonly SearchablePage[],
): PageWithIcon | undefined {
  const path = pathOf(link);
  let best: { page: PageWithIcon; length: number } | undefined;
  for (const page of pages) {
    const address = pathOf(page.link);
    const { icon } = page;
    if (!icon || !isBelow(path, address) || (best && best.length >= address.length)) continue;
    best = { page: { ...page, icon }, length: address.length };
  }
  return best?.page;
}
