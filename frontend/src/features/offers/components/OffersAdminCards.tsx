import { ApprovalChainCard } from './ApprovalChainCard';
import { OffersMessages } from './OffersMessages';
import { OfferTemplatesCard } from './OfferTemplatesCard';

/** The admins' offer settings: the letters' templates and the approval chain. */
export function OffersAdminCards({ announce }: { announce: (message: string) => void }) {
  return (
    <OffersMessages>
      <OfferTemplatesCard announce={announce} />
      <ApprovalChainCard announce={announce} />
    </OffersMessages>
  );
}
