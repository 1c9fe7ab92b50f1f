import { ApprovalChainCard } from './ApprovalChainCard';
import { OffersMessages } from './OffersMessages';
import { OffersReportCard } from './OffersReportCard';
import { OfferTemplatesCard } from './OfferTemplatesCard';

/** The admins' offer settings (the letters' templates, the approval chain) and the report. */
export function OffersAdminCards({ announce }: { announce: (message: string) => void }) {
  return (
    <OffersMessages>
      <OfferTemplatesCard announce={announce} />
      <ApprovalChainCard announce={announce} />
      <OffersReportCard />
    </OffersMessages>
  );
}
