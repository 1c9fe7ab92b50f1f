import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@/lib/session/session-store';
import { LanguageDropdown } from './LanguageDropdown';
import { UserDropdown } from './UserDropdown';

/** Language choice, then the user's dropdown or, for a visitor, the Login / Register button. */
export function NavbarActions() {
  const isLogin = useSession((state) => state.isLogin);
  const userInfo = useSession((state) => state.userInfo);
  return (
    <div className="d-flex align-items-center gap-2 ms-auto">
      <LanguageDropdown />
      {isLogin && userInfo ? (
        <UserDropdown userInfo={userInfo} />
      ) : (
        <Link to="/login" className="btn btn-primary btn-sm">
          <FormattedMessage id="nav.loginRegister" />
        </Link>
      )}
    </div>
  );
}
