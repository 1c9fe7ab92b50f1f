import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@/lib/session/session-store';
import { LanguageDropdown } from './LanguageDropdown';
import { SearchAndBookmarks, UserDropdown } from './signed-in';

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
      {signedIn ? <SearchAndBookmarks /> : null}
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
