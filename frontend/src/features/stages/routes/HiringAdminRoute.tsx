import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageSection } from '@/components/ui/PageSection';
import type { TemplateKitField } from '../api/types';
import { RejectionReasonsCard } from '../components/RejectionReasonsCard';
import { StagesMessages } from '../components/StagesMessages';
import { StageTemplatesCard } from '../components/StageTemplatesCard';

/** What the app passes in from the structured interviews' feature (this one does not import it). */
export interface HiringAdminSlots {
  /** A template stage's interview kit. */
  kitField?: TemplateKitField;
}

function HiringAdmin({ kitField }: HiringAdminSlots) {
  // What the last action did, said in a polite live region that stays on the page.
  const [announcement, setAnnouncement] = useState('');
  return (
    <PageSection title={<FormattedMessage id="stages.admin.title" />}>
      <p className="text-body-secondary">
        <FormattedMessage id="stages.admin.intro" />
      </p>
      <p role="status" className="small text-success-emphasis mb-2">
        {announcement}
      </p>
      <StageTemplatesCard announce={setAnnouncement} kitField={kitField} />
      <RejectionReasonsCard announce={setAnnouncement} />
    </PageSection>
  );
}

/** `/admin/hiring`: the admins' stage templates and rejection reasons. */
export function HiringAdminRoute(slots: HiringAdminSlots) {
  return (
    <StagesMessages>
      <HiringAdmin {...slots} />
    </StagesMessages>
  );
}
