import Badge from 'react-bootstrap/Badge';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { LogCard } from '@/components/ui/LogCard';
import { PendingButton } from '@/components/ui/PendingButton';
import { ScrollingTable } from '@/components/ui/ScrollingTable';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { DELIVERY_STATES, type DeliveryState, type WebhookDelivery } from '../api/types';
import { useSendDeliveryAgain, useWebhookDeliveries } from '../api/webhooks';

const STATE: Record<DeliveryState, { label: MessageId; bg: string; text?: 'dark' }> = {
  pending: { label: 'integrations.deliveries.state.pending', bg: 'warning', text: 'dark' },
  delivered: { label: 'integrations.deliveries.state.delivered', bg: 'success' },
  failed: { label: 'integrations.deliveries.state.failed', bg: 'danger' },
};

function StateBadge({ state }: { state: string }) {
  const known = DELIVERY_STATES.find((name) => name === state);
  if (!known) return <Badge bg="secondary">{state}</Badge>;
  return (
    <Badge bg={STATE[known].bg} text={STATE[known].text}>
      <FormattedMessage id={STATE[known].label} />
    </Badge>
  );
}

/** The body as sent, indented when it is JSON. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Delivery({
  endpointId,
  delivery,
  announce,
}: {
  endpointId: string;
  delivery: WebhookDelivery;
  announce: (message: string) => void;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const sendAgain = useSendDeliveryAgain(endpointId);
  const onSendAgain = () =>
    sendAgain.mutate(delivery.id, {
      onSuccess: () => announce(intl.formatMessage({ id: 'integrations.deliveries.sentAgain' })),
    });
  return (
    <li className="list-group-item px-0">
      <details>
        <summary className="d-flex flex-wrap align-items-center gap-2">
          <code dir="ltr" className="text-body">
            {delivery.event}
          </code>
          <StateBadge state={delivery.state} />
          <span className="small text-body-secondary">
            <FormattedDate value={delivery.createdAt} dateStyle="medium" timeStyle="medium" />
            {' · '}
            <FormattedMessage
              id="integrations.deliveries.attemptCount"
              values={{ count: delivery.attempts.length }}
            />
          </span>
        </summary>
        <div className="mt-2">
          {delivery.attempts.length > 0 ? (
            <ScrollingTable
              label="integrations.deliveries.attempts"
              captioned
              className="align-top small"
              columns={[
                'integrations.deliveries.attempt',
                'integrations.deliveries.startedAt',
                'integrations.deliveries.status',
                'integrations.deliveries.latency',
                'integrations.deliveries.result',
              ]}
            >
              {delivery.attempts.map((attempt) => (
                <tr key={attempt.attempt}>
                  <td>{attempt.attempt}</td>
                  <td className="text-nowrap">
                    <FormattedDate value={attempt.startedAt} dateStyle="short" timeStyle="medium" />
                  </td>
                  <td>
                    {attempt.status ?? <FormattedMessage id="integrations.deliveries.noStatus" />}
                  </td>
                  <td className="text-nowrap">
                    <FormattedMessage
                      id="integrations.deliveries.latencyMs"
                      values={{ ms: attempt.latencyMs }}
                    />
                  </td>
                  <td className="text-break" dir="ltr" style={{ minWidth: '12rem' }}>
                    {attempt.error ? (
                      <div className="text-danger-emphasis">{attempt.error}</div>
                    ) : null}
                    {attempt.response ? (
                      <pre className="mb-0 small text-wrap">{attempt.response}</pre>
                    ) : null}
                  </td>
                </tr>
              ))}
            </ScrollingTable>
          ) : null}
          <h4 className="h6">{intl.formatMessage({ id: 'integrations.deliveries.body' })}</h4>
          <pre
            className="small bg-body-tertiary border rounded p-2 mb-2"
            dir="ltr"
            tabIndex={0}
            style={{ maxHeight: '20rem' }}
          >
            {pretty(delivery.body)}
          </pre>
          {delivery.state === 'pending' ? null : (
            <PendingButton
              variant="outline-primary"
              size="sm"
              pending={sendAgain.isPending}
              onClick={onSendAgain}
            >
              <FormattedMessage id="integrations.deliveries.sendAgain" />
            </PendingButton>
          )}
          <FormAlert message={sendAgain.error ? errorText(sendAgain.error) : null} />
        </div>
      </details>
    </li>
  );
}

/** An endpoint's delivery log, a page at a time; each delivery opens to its attempts and body. */
export function DeliveriesPanel({
  endpointId,
  url,
  page,
  hrefForPage,
  onClose,
  announce,
}: {
  endpointId: string;
  url: string;
  page: number;
  hrefForPage: (page: number) => string;
  onClose: () => void;
  announce: (message: string) => void;
}) {
  const intl = useIntl();
  const query = useWebhookDeliveries(endpointId, page);
  return (
    <LogCard
      id="integrations-deliveries-title"
      title={
        <FormattedMessage
          id="integrations.deliveries.title"
          values={{ url: <span dir="ltr">{url}</span> }}
        />
      }
      intro={<FormattedMessage id="integrations.deliveries.intro" />}
      closeLabel={intl.formatMessage({ id: 'integrations.deliveries.close' })}
      onClose={onClose}
      of={endpointId}
      query={query}
      emptyTitle={intl.formatMessage({ id: 'integrations.deliveries.none' })}
      hrefForPage={hrefForPage}
    >
      {(deliveries) => (
        <ul className="list-group list-group-flush">
          {deliveries.map((delivery) => (
            <Delivery
              key={delivery.id}
              endpointId={endpointId}
              delivery={delivery}
              announce={announce}
            />
          ))}
        </ul>
      )}
    </LogCard>
  );
}
