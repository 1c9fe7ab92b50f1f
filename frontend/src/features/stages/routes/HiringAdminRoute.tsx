import { type ReactNode, useState } from 'react';
import { BarChart2 } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageSection } from '@/components/ui/PageSection';
import type { TemplateKitField } from '../api/types';
import { RejectionReasonsCard } from '../components/RejectionReasonsCard';
import { StagesMessages } from '../components/StagesMessages';
import { StageTemplatesCard } from '../components/StageTemplatesCard';

/** What the app passes in from the structured interviews' feature (this one does not import it). */
export interface HiringAdminSlots {
  /** A template stage's interview kit. */
  kitField?: TemplateKitField;
  /** The interviewers' calibration page, linked from here. */
  calibrationPath?: string;
  /** The offers' settings (templates, approval chain); `announce` says what an action did. */
  offers?: (announce: (message: string) => void) => ReactNode;
}

function HiringAdmin({ kitField, calibrationPath, offers }: HiringAdminSlots) {
  // What the last action did, said in a polite live region that stays on the page.
  const [announcement, setAnnouncement] = useState('');
  return (
    <PageSection title={<FormattedMessage id="stages.admin.title" />}>
      <p className="text-body-secondary">
        <FormattedMessage id="stages.admin.intro" />
      </p>
      {calibrationPath ? (
        <p>
          <Link to={calibrationPath} className="d-inline-flex align-items-center gap-1">
            <BarChart2 size={16} aria-hidden />
            <FormattedMessage id="stages.admin.calibration" />
          </Link>
        </p>
      ) : null}
      <p role="status" className="small text-success-emphasis mb-2">
        {announcement}
      </p>
      <StageTemplatesCard announce={setAnnouncement} kitField={kitField} />
      <RejectionReasonsCard announce={setAnnouncement} />
      {offers?.(setAnnouncement)}
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
