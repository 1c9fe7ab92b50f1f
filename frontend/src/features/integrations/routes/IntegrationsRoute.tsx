import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AnnouncingPage } from '@/components/ui/AnnouncingPage';
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
  const log = useOpenLog();
  const endpoints = useWebhookEndpoints();
  const logged = endpoints.data?.find((endpoint) => endpoint.id === log.endpointId);
  return (
    <AnnouncingPage
      title={<FormattedMessage id="integrations.title" />}
      intro={<FormattedMessage id="integrations.intro" />}
    >
      {(announce) => (
        <>
          <ApiKeysCard announce={announce} />
          <WebhooksCard
            announce={announce}
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
              announce={announce}
            />
          ) : null}
        </>
      )}
    </AnnouncingPage>
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
