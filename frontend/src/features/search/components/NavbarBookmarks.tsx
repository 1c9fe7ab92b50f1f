import { Bookmark as BookmarkSign, ChevronDown, Settings } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { MenuButton } from '@/components/ui/MenuButton';
import { useWindowWidth } from '@/hooks/use-window-width';
import { useBookmarks } from '../api/get-bookmarks';
import type { Bookmark } from '../api/types';
import { BookmarkIcon } from './BookmarkIcon';
import { BookmarkStar } from './BookmarkStar';

/** From this width the starred bookmarks are icons in the navbar; below it, one menu. */
export const BOOKMARKS_INLINE_FROM = 1400;

/** What the page is called: its heading, else the tab's title. */
function pageTitle(): string {
  return document.querySelector('main h1')?.textContent.trim() || document.title;
}

function MenuEntries({ bookmarks }: { bookmarks: Bookmark[] }) {
  return bookmarks.map((bookmark) => (
    <Link
      key={bookmark.id}
      className="dropdown-item d-flex align-items-center gap-2"
      to={bookmark.link}
    >
      <BookmarkIcon bookmark={bookmark} />
      <span className="text-truncate">{bookmark.title}</span>
    </Link>
  ));
}

function ManageLink() {
  return (
    <Link className="dropdown-item d-flex align-items-center gap-2" to="/pages/bookmarks">
      <Settings size={16} aria-hidden="true" />
      <FormattedMessage id="bookmarks.manage" />
    </Link>
  );
}

/**
 * The starred bookmarks (the server's first 10 as icons from 1400 px, the rest in "More
 * bookmarks"; below 1400 px all in one menu) and the star that bookmarks the page on screen.
 */
export function NavbarBookmarks() {
  const intl = useIntl();
  const wide = useWindowWidth() >= BOOKMARKS_INLINE_FROM;
  const { data } = useBookmarks();
  const { pathname, search } = useLocation();
  const navbar = data?.navbar ?? [];
  const overflow = data?.overflow ?? [];

  return (
    <nav
      className="navbar-bookmarks d-flex align-items-center gap-1"
      aria-label={intl.formatMessage({ id: 'bookmarks.navbar' })}
    >
      {wide ? (
        <>
          {navbar.length > 0 ? (
            <ul
              className="nav flex-nowrap gap-1"
              aria-label={intl.formatMessage({ id: 'bookmarks.starred' })}
            >
              {navbar.map((bookmark) => (
                <li key={bookmark.id} className="nav-item">
                  <Link
                    to={bookmark.link}
                    className="nav-link navbar-bookmark p-1"
                    title={bookmark.title}
                  >
                    <BookmarkIcon bookmark={bookmark} size={18} />
                    <span className="visually-hidden">{bookmark.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <MenuButton
            align="end"
            label={intl.formatMessage({ id: 'bookmarks.more' })}
            toggleClassName="nav-link d-flex align-items-center gap-1 px-1 text-decoration-none user-toggle"
            menuClassName="shadow navbar-bookmarks-menu"
            toggle={
              <>
                <ChevronDown size={18} aria-hidden="true" />
                {overflow.length > 0 ? (
                  <span className="badge rounded-pill text-bg-secondary" aria-hidden="true">
                    {overflow.length}
                  </span>
                ) : null}
              </>
            }
          >
            <MenuEntries bookmarks={overflow} />
            {overflow.length > 0 ? <hr className="dropdown-divider" /> : null}
            <ManageLink />
          </MenuButton>
        </>
      ) : (
        <MenuButton
          align="end"
          label={intl.formatMessage({ id: 'bookmarks.navbar' })}
          toggleClassName="nav-link d-flex align-items-center px-1 text-decoration-none user-toggle"
          menuClassName="shadow navbar-bookmarks-menu"
          toggle={<BookmarkSign size={18} aria-hidden="true" />}
        >
          <MenuEntries bookmarks={navbar} />
          {overflow.length > 0 ? (
            <>
              <hr className="dropdown-divider" />
              <MenuEntries bookmarks={overflow} />
            </>
          ) : null}
          {navbar.length + overflow.length > 0 ? <hr className="dropdown-divider" /> : null}
          <ManageLink />
        </MenuButton>
      )}
      <BookmarkStar
        link={`${pathname}${search}`}
        title={pageTitle}
        icon={null}
        label={intl.formatMessage({ id: 'bookmarks.thisPage' })}
      />
    </nav>
  );
}
