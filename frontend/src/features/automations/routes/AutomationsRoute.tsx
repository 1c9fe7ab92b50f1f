import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageSection } from '@/components/ui/PageSection';
import { AutomationsMessages } from '../components/AutomationsMessages';
import { RulesCard } from '../components/RulesCard';
import { SettingsCard } from '../components/SettingsCard';
import { TemplatesCard } from '../components/TemplatesCard';

function Automations() {
  // What the last action did, said in a polite live region that stays on the page.
  const [announcement, setAnnouncement] = useState('');
  return (
    <PageSection title={<FormattedMessage id="automations.title" />}>
      <p className="text-body-secondary">
        <FormattedMessage id="automations.intro" />
      </p>
      <p role="status" className="small text-success-emphasis mb-2">
        {announcement}
      </p>
      <TemplatesCard announce={setAnnouncement} />
      <RulesCard announce={setAnnouncement} />
      <SettingsCard announce={setAnnouncement} />
    </PageSection>
  );
}

/**
 * `/admin/automations`: the admins' message templates (every mail sent on a recruiter's behalf,
 * per language), the vacancies' stage rules with their dry runs and logs, and how long an
 * applicant may wait for news.
 */
export function AutomationsRoute() {
  return (
    <AutomationsMessages>
      <Automations />
    </AutomationsMessages>
  );
}
