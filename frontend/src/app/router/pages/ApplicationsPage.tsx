import { ApplicationsRoute } from '@/features/desk/routes/ApplicationsRoute';
import { BulkRequestTimes } from '@/features/scheduling/slots';

/** Every application of the tenant, with interview times to request for the ticked ones. */
export function ApplicationsPage() {
  return (
    <ApplicationsRoute
      requestTimes={(ids, nameOf) => <BulkRequestTimes applicationIds={ids} nameOf={nameOf} />}
    />
  );
}
