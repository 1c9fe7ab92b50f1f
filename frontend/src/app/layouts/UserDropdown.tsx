import { Power } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { userMenuLinks } from '@/app/navigation/user-menu';
import { Avatar } from '@/components/ui/Avatar';
import { MenuButton } from '@/components/ui/MenuButton';
import { useLogOut } from '@/features/auth/api/use-log-out';
import { usePersonAvatar } from '@/features/profiles/api/get-person-basic-info';
import type { UserInfo } from '@/lib/session/types';

export function UserDropdown({ userInfo }: { userInfo: UserInfo }) {
  const intl = useIntl();
  const onLogout = useLogOut();
  const avatar = usePersonAvatar(userInfo.person);
  const links = userMenuLinks(userInfo.role);

  return (
    <MenuButton
      align="end"
      label={intl.formatMessage({ id: 'user.menu' })}
      toggleClassName="user-toggle nav-link d-flex align-items-center gap-2 text-decoration-none"
      menuClassName="shadow"
      toggle={
        <>
          <span className="user-summary d-none d-sm-flex flex-column text-end lh-sm">
            <span className="fw-semibold">{userInfo.email}</span>
            <small className="text-body-secondary">
              <FormattedMessage id="user.available" />
            </small>
          </span>
          <span className="position-relative d-inline-block">
            <Avatar src={avatar} alt={intl.formatMessage({ id: 'user.avatarAlt' })} />
            <span className="avatar-status" aria-hidden="true" />
          </span>
        </>
      }
    >
      {links.map(({ id, title, to, icon: Icon }) => (
        <Link key={id} className="dropdown-item" to={to} state={{ fromProfile: true }}>
          <Icon size={16} className="me-2" aria-hidden="true" />
          <FormattedMessage id={title} />
        </Link>
      ))}
      {links.length > 0 ? <hr className="dropdown-divider" /> : null}
      <button type="button" className="dropdown-item" onClick={onLogout}>
        <Power size={16} className="me-2" aria-hidden="true" />
        <FormattedMessage id="user.logout" />
      </button>
    </MenuButton>
  );
}
