import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { ApplicationStatus } from '@/lib/api/types';

/** A red "Knocked out" badge: an answer ruled the applicant out (or, with `when` false, nothing). */
export function KnockedOutBadge({
  when = true,
  className,
}: {
  when?: boolean;
  className?: string;
}) {
  if (!when) return null;
  return (
    <Badge bg="danger" className={className}>
      <FormattedMessage id="pipeline.knockedOut" />
    </Badge>
  );
}

/**
 * An application's status, and whether it was knocked out, as badges side by side, then the stage
 * of its vacancy's process it is at (or was closed at).
 */
export function ApplicationStatusBadges({
  application,
}: {
  application: {
    status: ApplicationStatus;
    knockedOut: boolean;
    stage?: { name: string } | null | undefined;
  };
}) {
  return (
    <>
      <StatusBadge status={application.status} />
      <KnockedOutBadge when={application.knockedOut} />
      {application.stage ? (
        <span className="small text-body-secondary text-break">
          <FormattedMessage id="desk.stage" values={{ stage: application.stage.name }} />
        </span>
      ) : null}
    </>
  );
}
