import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useSettings } from '../api/get-settings';
import { LogoCard } from '../components/LogoCard';
import { RejectionTemplatesCard } from '../components/RejectionTemplatesCard';
import { RetentionCard } from '../components/RetentionCard';
import { SettingsMessages } from '../components/SettingsMessages';
import { SiteSettingsForm, type TimeZoneFieldSlot } from '../components/SiteSettingsForm';
import { SsoSettingsCard } from '../components/SsoSettingsCard';

export type { TimeZoneFieldSlot };

function SettingsPage({ timeZoneField }: { timeZoneField: TimeZoneFieldSlot }) {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useSettings();
  const title = intl.formatMessage({ id: 'page.settings' });
  if (isPending) return <PagePlaceholder title={title} loading />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <PageSection title={title}>
      <Row className="g-3">
        <Col lg={8}>
          <SiteSettingsForm settings={data} timeZoneField={timeZoneField} />
          <SsoSettingsCard />
          <RejectionTemplatesCard templates={data.rejectionTemplates} />
        </Col>
        <Col lg={4}>
          <LogoCard logoUrl={data.logoUrl} />
          <RetentionCard />
        </Col>
      </Row>
    </PageSection>
  );
}
/**
 * `/settings`: the careers site's settings, the sign-in rules, single sign-on, the rejection
 * e-mails and the candidate data's retention.
 */
export function SettingsRoute({ timeZoneField }: { timeZoneField: TimeZoneFieldSlot }) {
  return (
    <SettingsMessages>
      <SettingsPage timeZoneField={timeZoneField} />
    </SettingsMessages>
  );
}
