import Badge from 'react-bootstrap/Badge';
import { CheckCircle } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { type UserStatus, statusLabel, statusVariant } from './user-labels';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { bg, text } = statusVariant[status];
  return (
    <Badge bg={bg} text={text}>
      <FormattedMessage id={statusLabel[status]} />
    </Badge>
  );
}

/** Whether the address was shown to be theirs, in words (the icon only repeats it). */
export function VerifiedMark({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="d-inline-flex align-items-center gap-1 text-success-emphasis text-nowrap">
      <CheckCircle size={14} aria-hidden="true" />
      <FormattedMessage id="admin.verified.yes" />
    </span>
  ) : (
    <span className="text-body-secondary text-nowrap">
      <FormattedMessage id="admin.verified.no" />
    </span>
  );
}
