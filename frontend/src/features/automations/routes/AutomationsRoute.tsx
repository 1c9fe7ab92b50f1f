import { FormattedMessage } from 'react-intl';
import { AnnouncingPage } from '@/components/ui/AnnouncingPage';
import { AutomationsMessages } from '../components/AutomationsMessages';
import { RulesCard } from '../components/RulesCard';
import { SettingsCard } from '../components/SettingsCard';
import { TemplatesCard } from '../components/TemplatesCard';

function Automations() {
  return (
    <AnnouncingPage
      title={<FormattedMessage id="automations.title" />}
      intro={<FormattedMessage id="automations.intro" />}
    >
      {(announce) => (
        <>
          <TemplatesCard announce={announce} />
          <RulesCard announce={announce} />
          <SettingsCard announce={announce} />
        </>
      )}
    </AnnouncingPage>
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
