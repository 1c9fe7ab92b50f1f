import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { HeadedCard } from '@/components/ui/TitledCard';
import type { Schemas } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation, useRevokeInvitation } from '../api/invitations';
import { roleLabel } from './user-labels';

type Invitation = Schemas['Invitation'];

function InvitationItem({
  invitation,
  onDone,
}: {
  invitation: Invitation;
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { email } = invitation;
  const error = resend.error ?? revoke.error;
  const busy = resend.isPending || revoke.isPending;
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="flex-grow-1 text-break" style={{ minWidth: '12rem' }}>
          <div className="fw-semibold">
            {email}{' '}
            {invitation.expired ? (
              <Badge bg="warning" text="dark" className="ms-1">
                <FormattedMessage id="admin.invitations.expired" />
              </Badge>
            ) : null}
          </div>
          <div className="small text-body-secondary">
            <FormattedMessage id={roleLabel[invitation.role]} />
            {invitation.department ? ` · ${invitation.department}` : null}
            {invitation.invitedByName ? (
              <>
                {' · '}
                <FormattedMessage
                  id="admin.invitations.invitedBy"
                  values={{ name: invitation.invitedByName }}
                />
              </>
            ) : null}
          </div>
          <div className="small text-body-secondary">
            <FormattedMessage
              id="admin.invitations.sentAt"
              values={{ date: <FormattedDate value={invitation.sentAt} dateStyle="medium" /> }}
            />
            {invitation.expired ? null : (
              <>
                {' · '}
                <FormattedMessage
                  id="admin.invitations.expiresAt"
                  values={{
                    date: <FormattedDate value={invitation.expiresAt} dateStyle="medium" />,
                  }}
                />
              </>
            )}
          </div>
        </div>
        <div className="d-flex gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'admin.invitations.resendTo' }, { email })}
            onClick={() =>
              resend.mutate(invitation.id, {
                onSuccess: () =>
                  onDone(intl.formatMessage({ id: 'admin.invitations.resent' }, { email })),
              })
            }
          >
            <FormattedMessage id="admin.invitations.resend" />
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'admin.invitations.revokeTo' }, { email })}
            onClick={() =>
              revoke.mutate(invitation.id, {
                onSuccess: () =>
                  onDone(intl.formatMessage({ id: 'admin.invitations.revoked' }, { email })),
              })
            }
          >
            <FormattedMessage id="admin.invitations.revoke" />
          </Button>
        </div>
      </div>
      {error ? (
        <div className="mt-2">
          <FormAlert message={errorText(error)} />
        </div>
      ) : null}
    </li>
  );
}

/** The invitations not yet accepted: each can be sent again (with a new link) or revoked. */
export function PendingInvitationsCard({ onNotice }: { onNotice: (message: string) => void }) {
  const invitations = useInvitations();

  let body;
  if (invitations.isPending) body = <LoadingCard lines={2} />;
  else if (invitations.isError)
    body = (
      <Card.Body>
        <QueryErrorState error={invitations.error} onRetry={() => void invitations.refetch()} />
      </Card.Body>
    );
  else if (invitations.data.length === 0)
    body = (
      <Card.Body className="text-body-secondary">
        <FormattedMessage id="admin.invitations.empty" />
      </Card.Body>
    );
  else
    body = (
      <ul className="list-group list-group-flush">
        {invitations.data.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} onDone={onNotice} />
        ))}
      </ul>
    );

  return (
    <HeadedCard
      id="pending-invitations-title"
      title={<FormattedMessage id="admin.invitations.title" />}
      className="mb-3"
    >
      {body}
    </HeadedCard>
  );
}
