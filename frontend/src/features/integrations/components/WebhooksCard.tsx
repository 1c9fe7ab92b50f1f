import { type SyntheticEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Edit2, List, Plus, RefreshCw, Trash2 } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { CheckField } from '@/components/ui/CheckField';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { FormAlert } from '@/components/ui/FormAlert';
import { IconButton } from '@/components/ui/IconButton';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { TextField } from '@/components/ui/TextField';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { WebhookEndpoint } from '../api/types';
import {
  useChangeWebhookEndpoint,
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useWebhookEndpoints,
} from '../api/webhooks';
import { EventChoices } from './Choices';
import { ConfirmStep, OnceDialog, type Secret } from './OnceDialog';
import { useFormProblems } from './use-form-problems';

type Announce = (message: string) => void;

/** What the server shows once of an endpoint just added or rotated. */
function signingSecret(title: Secret['title'], value: string): Secret {
  return {
    title,
    label: <FormattedMessage id="integrations.webhooks.secret" />,
    value,
    note: <FormattedMessage id="integrations.webhooks.secretOnce" />,
  };
}

/** Adds an endpoint (then shows its secret once) or changes one. */
function EndpointDialog({
  endpoint,
  onClose,
  announce,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  announce: Announce;
}) {
  const intl = useIntl();
  const create = useCreateWebhookEndpoint();
  const change = useChangeWebhookEndpoint();
  const save = endpoint ? change : create;
  const { errorFor, alert } = useFormProblems(save.error);
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [secret, setSecret] = useState<Secret | null>(null);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const input = { url: url.trim(), description, events, enabled };
    const saved = () => announce(intl.formatMessage({ id: 'integrations.webhooks.saved' }));
    if (endpoint) {
      change.mutate(
        { id: endpoint.id, input },
        {
          onSuccess: () => {
            onClose();
            saved();
          },
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (created) => {
          saved();
          setSecret(
            signingSecret(
              <FormattedMessage id="integrations.webhooks.createdTitle" />,
              created.secret,
            ),
          );
        },
      });
    }
  };

  return (
    <OnceDialog
      id="integrations-endpoint-title"
      title={
        <FormattedMessage
          id={endpoint ? 'integrations.webhooks.editTitle' : 'integrations.webhooks.newTitle'}
        />
      }
      secret={secret}
      onClose={onClose}
    >
      <Form noValidate onSubmit={onSubmit}>
        <DialogBody hint="integrations.webhooks.formIntro">
          <FormAlert message={alert} />
          <TextField
            id="integrations-endpoint-url"
            type="url"
            required
            autoFocus
            dir="ltr"
            spellCheck={false}
            maxLength={2000}
            placeholder="https://"
            label={<FormattedMessage id="integrations.webhooks.url" />}
            hint={<FormattedMessage id="integrations.webhooks.urlHint" />}
            value={url}
            error={errorFor('url')}
            onChange={setUrl}
          />
          <TextField
            id="integrations-endpoint-description"
            rows={2}
            maxLength={200}
            label={<FormattedMessage id="integrations.webhooks.description" />}
            value={description}
            error={errorFor('description')}
            onChange={setDescription}
          />
          <EventChoices
            id="integrations-endpoint-events"
            events={events}
            error={errorFor('events')}
            onChange={setEvents}
          />
          <CheckField
            id="integrations-endpoint-enabled"
            type="switch"
            className="mb-0"
            label={intl.formatMessage({ id: 'integrations.webhooks.enabled' })}
            checked={enabled}
            onChange={setEnabled}
          />
        </DialogBody>
        <DialogFooter onCancel={onClose}>
          <PendingButton type="submit" pending={save.isPending}>
            <FormattedMessage id="integrations.webhooks.save" />
          </PendingButton>
        </DialogFooter>
      </Form>
    </OnceDialog>
  );
}

function RotateDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<Secret | null>(null);
  return (
    <OnceDialog
      id="integrations-rotate-title"
      title={<FormattedMessage id="integrations.webhooks.rotateTitle" />}
      secret={secret}
      onClose={onClose}
    >
      <ConfirmStep
        text={
          <FormattedMessage
            id="integrations.webhooks.rotateText"
            values={{ url: <span dir="ltr">{endpoint.url}</span> }}
          />
        }
        action={<FormattedMessage id="integrations.webhooks.rotateYes" />}
        variant="primary"
        mutation={rotate}
        onClose={onClose}
        onConfirm={() =>
          rotate.mutate(endpoint.id, {
            onSuccess: (rotated) =>
              setSecret(
                signingSecret(
                  <FormattedMessage id="integrations.webhooks.rotatedTitle" />,
                  rotated.secret,
                ),
              ),
          })
        }
      />
    </OnceDialog>
  );
}

function DeleteDialog({
  endpoint,
  onClose,
  onDeleted,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteWebhookEndpoint();
  return (
    <OnceDialog
      id="integrations-delete-title"
      title={<FormattedMessage id="integrations.webhooks.deleteTitle" />}
      secret={null}
      onClose={onClose}
    >
      <ConfirmStep
        text={
          <FormattedMessage
            id="integrations.webhooks.deleteText"
            values={{ url: <span dir="ltr">{endpoint.url}</span> }}
          />
        }
        action={<FormattedMessage id="integrations.webhooks.deleteYes" />}
        mutation={remove}
        onClose={onClose}
        onConfirm={() =>
          remove.mutate(endpoint.id, {
            onSuccess: () => {
              onClose();
              onDeleted();
            },
          })
        }
      />
    </OnceDialog>
  );
}

type Dialog = { kind: 'new' } | { kind: 'edit' | 'rotate' | 'delete'; endpoint: WebhookEndpoint };

function EndpointItem({
  endpoint,
  onDialog,
  onDeliveries,
}: {
  endpoint: WebhookEndpoint;
  onDialog: (dialog: Dialog) => void;
  onDeliveries: () => void;
}) {
  const intl = useIntl();
  const { url } = endpoint;
  const label = (id: MessageId) => intl.formatMessage({ id }, { url });
  const date = (value: string) => (
    <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
  );
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="flex-grow-1 text-break" style={{ minWidth: '12rem' }}>
          <span className="fw-semibold" dir="ltr">
            {url}
          </span>
          <Badge bg={endpoint.enabled ? 'success' : 'secondary'} className="ms-2">
            <FormattedMessage
              id={endpoint.enabled ? 'integrations.webhooks.on' : 'integrations.webhooks.off'}
            />
          </Badge>
          {endpoint.description ? <div className="small">{endpoint.description}</div> : null}
          <div className="small text-body-secondary">
            <FormattedMessage
              id="integrations.webhooks.eventCount"
              values={{ count: endpoint.events.length }}
            />
            {endpoint.consecutiveFailures > 0 ? (
              <>
                {' · '}
                <span className="text-danger-emphasis">
                  <FormattedMessage
                    id="integrations.webhooks.failures"
                    values={{ count: endpoint.consecutiveFailures }}
                  />
                </span>
              </>
            ) : null}
          </div>
          {endpoint.previousSecretUntil && new Date(endpoint.previousSecretUntil) > new Date() ? (
            <div className="small text-body-secondary">
              <FormattedMessage
                id="integrations.webhooks.previousSecret"
                values={{ date: date(endpoint.previousSecretUntil) }}
              />
            </div>
          ) : null}
        </div>
        <div className="d-flex gap-1">
          <IconButton
            label={label('integrations.webhooks.edit')}
            onClick={() => onDialog({ kind: 'edit', endpoint })}
          >
            <Edit2 size={14} aria-hidden />
          </IconButton>
          <IconButton label={label('integrations.webhooks.deliveries')} onClick={onDeliveries}>
            <List size={14} aria-hidden />
          </IconButton>
          <IconButton
            label={label('integrations.webhooks.rotate')}
            onClick={() => onDialog({ kind: 'rotate', endpoint })}
          >
            <RefreshCw size={14} aria-hidden />
          </IconButton>
          <IconButton
            danger
            label={label('integrations.webhooks.delete')}
            onClick={() => onDialog({ kind: 'delete', endpoint })}
          >
            <Trash2 size={14} aria-hidden />
          </IconButton>
        </div>
      </div>
      {endpoint.disabledAt ? (
        <p className="small text-warning-emphasis mb-0 mt-1">
          <FormattedMessage
            id="integrations.webhooks.turnedOff"
            values={{ date: date(endpoint.disabledAt) }}
          />
        </p>
      ) : null}
    </li>
  );
}

/** The tenant's webhook endpoints: the list, adding and changing one, its secret and its log. */
export function WebhooksCard({
  announce,
  onDeliveries,
  onDeleted,
}: {
  announce: Announce;
  /** Opens an endpoint's delivery log. */
  onDeliveries: (endpointId: string) => void;
  /** An endpoint is gone (its delivery log too). */
  onDeleted: (endpointId: string) => void;
}) {
  const intl = useIntl();
  const query = useWebhookEndpoints();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  return (
    <QueryCard
      id="integrations-webhooks-title"
      title={<FormattedMessage id="integrations.webhooks.title" />}
      intro={<FormattedMessage id="integrations.webhooks.intro" />}
      query={query}
    >
      {(endpoints) => (
        <>
          {endpoints.length === 0 ? (
            <p className="small text-body-secondary">
              <FormattedMessage id="integrations.webhooks.none" />
            </p>
          ) : (
            <ul className="list-group list-group-flush mb-3">
              {endpoints.map((endpoint) => (
                <EndpointItem
                  key={endpoint.id}
                  endpoint={endpoint}
                  onDialog={setDialog}
                  onDeliveries={() => onDeliveries(endpoint.id)}
                />
              ))}
            </ul>
          )}
          <Button variant="outline-primary" onClick={() => setDialog({ kind: 'new' })}>
            <Plus size={16} aria-hidden className="me-1" />
            <FormattedMessage id="integrations.webhooks.new" />
          </Button>
          {dialog?.kind === 'new' || dialog?.kind === 'edit' ? (
            <EndpointDialog
              endpoint={dialog.kind === 'edit' ? dialog.endpoint : null}
              onClose={close}
              announce={announce}
            />
          ) : null}
          {dialog?.kind === 'rotate' ? (
            <RotateDialog endpoint={dialog.endpoint} onClose={close} />
          ) : null}
          {dialog?.kind === 'delete' ? (
            <DeleteDialog
              endpoint={dialog.endpoint}
              onClose={close}
              onDeleted={() => {
                onDeleted(dialog.endpoint.id);
                announce(intl.formatMessage({ id: 'integrations.webhooks.deleted' }));
              }}
            />
          ) : null}
        </>
      )}
    </QueryCard>
  );
}
