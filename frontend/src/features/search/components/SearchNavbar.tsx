import type { SearchablePage } from '../api/types';
import { GlobalSearch } from './GlobalSearch';
import { NavbarBookmarks } from './NavbarBookmarks';
import { PagesContext } from './page-icon';
import { SearchMessages } from './SearchMessages';
import '../search.css';

/**
 * The navbar's search box and bookmarks: one chunk, fetched by the app once someone signs in, so
 * that a visitor's careers pages never load it.
 */
export function SearchNavbar({ pages }: { pages: readonly SearchablePage[] }) {
  return (
    <SearchMessages>
      <GlobalSearch pages={pages} />
      <PagesContext value={pages}>
        <NavbarBookmarks />
      </PagesContext>
    </SearchMessages>
  );
}
