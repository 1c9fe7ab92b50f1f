import { useIntl } from 'react-intl';

/** A chat's unseen messages as a pill (said in words to screen readers); nothing at zero. */
export function UnseenBadge({ count }: { count: number }) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">
        {intl.formatMessage({ id: 'chat.unreadCount' }, { count })}
      </span>
    </span>
  );
}
