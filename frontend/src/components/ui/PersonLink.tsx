import { Link } from 'react-router';
import { UserAvatar } from './UserAvatar';

interface PersonLinkProps {
  name: string;
  email: string;
  /** Where the name leads: the person's page. */
  to: string;
  photoUrl?: string | null | undefined;
  avatarSize?: number;
  /** Long names and addresses wrap (table cells that must stay narrow) instead of widening. */
  wrap?: boolean;
}

/** A person in a list: avatar, their name as a link, and their address below it. */
export function PersonLink({
  name,
  email,
  to,
  photoUrl,
  avatarSize,
  wrap = false,
}: PersonLinkProps) {
  const text = wrap ? 'text-break' : '';
  return (
    <div className="d-flex align-items-center gap-2 min-w-0">
      <UserAvatar name={name} src={photoUrl} size={avatarSize} />
      <div className={wrap ? 'min-w-0' : 'text-nowrap'}>
        <Link to={to} className={`fw-semibold ${text}`.trim()}>
          {name}
        </Link>
        <div className={`small text-body-secondary ${text}`.trim()}>{email}</div>
      </div>
    </div>
  );
}
