import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSearchablePages } from '@/app/navigation/use-searchable-pages';
import { useSession } from '@/lib/session/session-store';
import { LanguageDropdown } from './LanguageDropdown';
import { UserDropdown } from './UserDropdown';

/** The search box and the bookmarks: fetched once someone signs in, never on a visitor's pages. */
const SearchNavbar = lazy(() =>
  import('@/features/search/slots').then((m) => ({ default: m.SearchNavbar })),
);

function SignedInSearch() {
  const pages = useSearchablePages();
  return (
    <Suspense fallback={null}>
      <SearchNavbar pages={pages} />
    </Suspense>
  );
}

/**
 * For a signed-in user the search and the bookmarks, the language choice and the user's dropdown;
 * for a visitor the language choice and the Login / Register button.
 */
export function NavbarActions() {
  const isLogin = useSession((state) => state.isLogin);
  const userInfo = useSession((state) => state.userInfo);
  const signedIn = isLogin && userInfo;
  return (
    <div className="d-flex align-items-center gap-2 ms-auto">
      {signedIn ? <SignedInSearch /> : null}
      <LanguageDropdown />
      {signedIn ? (
        <UserDropdown userInfo={userInfo} />
      ) : (
        <Link to="/login" className="btn btn-primary btn-sm">
          <FormattedMessage id="nav.loginRegister" />
        </Link>
      )}
    </div>
  );
}
