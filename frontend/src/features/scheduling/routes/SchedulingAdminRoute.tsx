import { FormattedMessage } from 'react-intl';
import { AnnouncingPage } from '@/components/ui/AnnouncingPage';
import { AnalyticsCard } from '../components/AnalyticsCard';
import { SchedulingMessages } from '../components/SchedulingMessages';
import { SchedulingSettingsCard } from '../components/SchedulingSettingsCard';

/**
 * `/admin/scheduling`: how long before an interview candidates may still move or cancel it, how
 * many working days they are offered, and how self-scheduling has gone lately.
 */
export function SchedulingAdminRoute() {
  return (
    <SchedulingMessages>
      <AnnouncingPage
        title={<FormattedMessage id="scheduling.admin.title" />}
        intro={<FormattedMessage id="scheduling.admin.intro" />}
      >
        {(announce) => (
          <>
            <SchedulingSettingsCard announce={announce} />
            <AnalyticsCard />
          </>
        )}
      </AnnouncingPage>
    </SchedulingMessages>
  );
}
