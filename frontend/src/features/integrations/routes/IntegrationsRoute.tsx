import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageSection } from '@/components/ui/PageSection';
import { useWebhookEndpoints } from '../api/webhooks';
import { ApiKeysCard } from '../components/ApiKeysCard';
import { DeliveriesPanel } from '../components/DeliveriesPanel';
import { IntegrationsMessages } from '../components/IntegrationsMessages';
import { WebhooksCard } from '../components/WebhooksCard';

/** `?deliveries=<endpoint>&page=<n>`: whose delivery log is open, and which of its pages. */
function useOpenLog() {
  const [params, setParams] = useSearchParams();
  const endpointId = params.get('deliveries');
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    endpointId,
    page,
    open: (id: string) => setParams({ deliveries: id }),
    close: () => setParams({}),
    hrefForPage: (next: number) => `?deliveries=${endpointId ?? ''}&page=${next}`,
  };
}

function Integrations() {
  // What the last action did, said in a polite live region that stays on the page.
  const [announcement, setAnnouncement] = useState('');
  const log = useOpenLog();
  const endpoints = useWebhookEndpoints();
  const logged = endpoints.data?.find((endpoint) => endpoint.id === log.endpointId);
  return (
    <PageSection title={<FormattedMessage id="integrations.title" />}>
      <p className="text-body-secondary">
        <FormattedMessage id="integrations.intro" />
      </p>
      <p role="status" className="small text-success-emphasis mb-2">
        {announcement}
      </p>
      <ApiKeysCard announce={setAnnouncement} />
      <WebhooksCard
        announce={setAnnouncement}
        onDeliveries={log.open}
        onDeleted={(id) => {
          if (id === log.endpointId) log.close();
        }}
      />
      {logged ? (
        <DeliveriesPanel
          endpointId={logged.id}
          url={logged.url}
          page={log.page}
          hrefForPage={log.hrefForPage}
          onClose={log.close}
          announce={setAnnouncement}
        />
      ) : null}
    </PageSection>
  );
}

/**
 * `/admin/integrations`: the admins' API keys and webhook endpoints, with each endpoint's delivery
 * log. The server's "endpoint turned off" mail links here.
 */
export function IntegrationsRoute() {
  return (
    <IntegrationsMessages>
      <Integrations />
    </IntegrationsMessages>
  );
}
