import Badge from 'react-bootstrap/Badge';
import { useIntl } from 'react-intl';

/** An application's unread messages in the reader's inbox: a badge with the count read out. */
export function UnreadCount({ count }: { count: number }) {
  const intl = useIntl();
  if (count === 0) return <span className="text-body-secondary">0</span>;
  const label = intl.formatMessage({ id: 'board.unread' }, { count });
  return (
    <Badge bg="primary" pill role="img" aria-label={label} title={label}>
      {count}
    </Badge>
  );
}
