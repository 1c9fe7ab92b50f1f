import { type SyntheticEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Plus, Slash } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { FormAlert } from '@/components/ui/FormAlert';
import { IconButton } from '@/components/ui/IconButton';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { TextField } from '@/components/ui/TextField';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import type { ApiKey } from '../api/types';
import { ScopeGrid } from './Choices';
import { ConfirmStep, OnceDialog, type Secret } from './OnceDialog';
import { useFormProblems } from './use-form-problems';

/** The end of the chosen day, in the admin's time zone, as the API takes it. */
function endOfDay(date: string): string | null {
  return date ? new Date(`${date}T23:59:59`).toISOString() : null;
}

/** "New key": its name, scopes and expiry; once created, the key itself, shown this once. */
function NewKeyDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const create = useCreateApiKey();
  const { errorFor, alert } = useFormProblems(create.error);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('');
  const [secret, setSecret] = useState<Secret | null>(null);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes, expiresAt: endOfDay(expiry) },
      {
        onSuccess: ({ apiKey, key }) =>
          setSecret({
            title: intl.formatMessage(
              { id: 'integrations.keys.createdTitle' },
              { name: apiKey.name },
            ),
            label: <FormattedMessage id="integrations.keys.key" />,
            value: key,
            note: <FormattedMessage id="integrations.keys.once" />,
          }),
      },
    );
  };

  return (
    <OnceDialog
      id="integrations-key-title"
      title={<FormattedMessage id="integrations.keys.newTitle" />}
      secret={secret}
      onClose={onClose}
    >
      <Form noValidate onSubmit={onSubmit}>
        <DialogBody hint="integrations.keys.newIntro">
          <FormAlert message={alert} />
          <TextField
            id="integrations-key-name"
            required
            autoFocus
            maxLength={100}
            autoComplete="off"
            label={<FormattedMessage id="integrations.keys.name" />}
            value={name}
            error={errorFor('name')}
            onChange={setName}
          />
          <ScopeGrid
            id="integrations-key-scopes"
            scopes={scopes}
            error={errorFor('scopes')}
            onChange={setScopes}
          />
          <TextField
            id="integrations-key-expiry"
            type="date"
            label={<FormattedMessage id="integrations.keys.expiry" />}
            hint={<FormattedMessage id="integrations.keys.expiryHint" />}
            value={expiry}
            error={errorFor('expiresAt')}
            onChange={setExpiry}
            className="mb-0"
          />
        </DialogBody>
        <DialogFooter onCancel={onClose}>
          <PendingButton type="submit" pending={create.isPending}>
            <FormattedMessage id="integrations.keys.create" />
          </PendingButton>
        </DialogFooter>
      </Form>
    </OnceDialog>
  );
}

function RevokeDialog({
  apiKey,
  onClose,
  announce,
}: {
  apiKey: ApiKey;
  onClose: () => void;
  announce: (message: string) => void;
}) {
  const intl = useIntl();
  const revoke = useRevokeApiKey();
  const { name } = apiKey;
  return (
    <OnceDialog
      id="integrations-revoke-title"
      title={<FormattedMessage id="integrations.keys.revokeTitle" values={{ name }} />}
      secret={null}
      onClose={onClose}
    >
      <ConfirmStep
        text={<FormattedMessage id="integrations.keys.revokeText" />}
        action={<FormattedMessage id="integrations.keys.revokeYes" />}
        mutation={revoke}
        onClose={onClose}
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => {
              onClose();
              announce(intl.formatMessage({ id: 'integrations.keys.revokedDone' }, { name }));
            },
          })
        }
      />
    </OnceDialog>
  );
}

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const intl = useIntl();
  const expired = !apiKey.revokedAt && apiKey.expiresAt && new Date(apiKey.expiresAt) < new Date();
  const date = (value: string) => <FormattedDate value={value} dateStyle="medium" />;
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="flex-grow-1 text-break" style={{ minWidth: '12rem' }}>
          <span className="fw-semibold">{apiKey.name}</span>
          {apiKey.revokedAt ? (
            <Badge bg="secondary" className="ms-2">
              <FormattedMessage id="integrations.keys.revoked" />
            </Badge>
          ) : null}
          {expired ? (
            <Badge bg="warning" text="dark" className="ms-2">
              <FormattedMessage id="integrations.keys.expired" />
            </Badge>
          ) : null}
          <div className="small">
            <FormattedMessage
              id="integrations.keys.prefix"
              values={{ prefix: <code dir="ltr">{`${apiKey.prefix}…`}</code> }}
            />
          </div>
          <div className="small text-body-secondary" dir="ltr">
            {apiKey.scopes.join(', ')}
          </div>
          <div className="small text-body-secondary">
            {apiKey.lastUsedAt ? (
              <FormattedMessage
                id="integrations.keys.lastUsed"
                values={{ date: date(apiKey.lastUsedAt) }}
              />
            ) : (
              <FormattedMessage id="integrations.keys.neverUsed" />
            )}
            {' · '}
            {apiKey.revokedAt ? (
              <FormattedMessage
                id="integrations.keys.revokedOn"
                values={{ date: date(apiKey.revokedAt) }}
              />
            ) : apiKey.expiresAt ? (
              <FormattedMessage
                id="integrations.keys.expires"
                values={{ date: date(apiKey.expiresAt) }}
              />
            ) : (
              <FormattedMessage id="integrations.keys.noExpiry" />
            )}
          </div>
        </div>
        {apiKey.revokedAt ? null : (
          <IconButton
            danger
            label={intl.formatMessage({ id: 'integrations.keys.revoke' }, { name: apiKey.name })}
            onClick={onRevoke}
          >
            <Slash size={14} aria-hidden />
          </IconButton>
        )}
      </div>
    </li>
  );
}

/** The tenant's API keys: the list, a new key (shown once) and revoking one. */
export function ApiKeysCard({ announce }: { announce: (message: string) => void }) {
  const query = useApiKeys();
  const [dialog, setDialog] = useState<ApiKey | 'new' | null>(null);
  const close = () => setDialog(null);
  return (
    <QueryCard
      id="integrations-keys-title"
      title={<FormattedMessage id="integrations.keys.title" />}
      intro={<FormattedMessage id="integrations.keys.intro" />}
      query={query}
    >
      {(keys) => (
        <>
          {keys.length === 0 ? (
            <p className="small text-body-secondary">
              <FormattedMessage id="integrations.keys.none" />
            </p>
          ) : (
            <ul className="list-group list-group-flush mb-3">
              {keys.map((apiKey) => (
                <KeyItem key={apiKey.id} apiKey={apiKey} onRevoke={() => setDialog(apiKey)} />
              ))}
            </ul>
          )}
          <Button variant="outline-primary" onClick={() => setDialog('new')}>
            <Plus size={16} aria-hidden className="me-1" />
            <FormattedMessage id="integrations.keys.new" />
          </Button>
          {dialog === 'new' ? <NewKeyDialog onClose={close} /> : null}
          {dialog && dialog !== 'new' ? (
            <RevokeDialog apiKey={dialog} onClose={close} announce={announce} />
          ) : null}
        </>
      )}
    </QueryCard>
  );
}
