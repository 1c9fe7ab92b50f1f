import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { AppliedOn } from '@/components/ui/AppliedOn';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { MyApplication } from '@/lib/applications/get-my-applications';

/** The applicant's own application for this vacancy: when, where it stands, and where to follow it. */
export function AppliedNotice({
  application,
  heading = 'h2',
}: {
  application: MyApplication;
  /** `h1` where the notice is the whole page (the apply flow). */
  heading?: 'h1' | 'h2';
}) {
  const Heading = heading;
  return (
    <PlainAlert variant="info" className="mb-0">
      <Heading className="h5">
        <FormattedMessage
          id={heading === 'h1' ? 'apply.alreadyApplied' : 'vacancy.applied.title'}
        />
      </Heading>
      <p className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <AppliedOn at={application.appliedAt} />
        <StatusBadge status={application.status} />
      </p>
      <Link to="/my-application" state={{ fromProfile: true }} className="alert-link">
        <FormattedMessage id="apply.seeApplications" />
      </Link>
    </PlainAlert>
  );
}
