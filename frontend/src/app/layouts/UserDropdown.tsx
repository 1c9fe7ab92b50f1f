import { useQueryClient } from '@tanstack/react-query';
import Dropdown from 'react-bootstrap/Dropdown';
import { Power } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { userMenuLinks } from '@/app/navigation/user-menu';
import { Avatar } from '@/components/ui/Avatar';
import { logout } from '@/features/auth/api/logout';
import { usePersonAvatar } from '@/features/profile/api/get-person-basic-info';
import { useSession } from '@/lib/session/session-store';
import type { UserInfo } from '@/lib/session/types';

export function UserDropdown({ userInfo }: { userInfo: UserInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearAll = useSession((state) => state.clearAll);
  const avatar = usePersonAvatar(userInfo.person);
  const links = userMenuLinks(userInfo.role);

  const onLogout = async () => {
    // The request takes its headers now, before the session is cleared below.
    void logout();
    // Leave a guarded page first, or its guard would send the signed-out user to /login.
    await navigate('/', { replace: true });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
    clearAll();
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="user-toggle nav-link d-flex align-items-center gap-2 text-decoration-none"
        aria-label={intl.formatMessage({ id: 'user.menu' })}
      >
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
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow">
        {links.map(({ id, title, to, icon: Icon }) => (
          <Dropdown.Item key={id} as={Link} to={to} state={{ fromProfile: true }}>
            <Icon size={16} className="me-2" aria-hidden="true" />
            <FormattedMessage id={title} />
          </Dropdown.Item>
        ))}
        {links.length > 0 ? <Dropdown.Divider /> : null}
        <Dropdown.Item as="button" type="button" onClick={onLogout}>
          <Power size={16} className="me-2" aria-hidden="true" />
          <FormattedMessage id="user.logout" />
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
