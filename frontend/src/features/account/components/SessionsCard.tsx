import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Monitor, Shield, Smartphone } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import {
  type SignedInSession,
  useEndOtherSessions,
  useEndSession,
  useSessions,
} from '../api/sessions';

const METHOD_LABEL: Record<SignedInSession['method'], MessageId> = {
  password: 'sessions.method.password',
  registration: 'sessions.method.registration',
  invitation: 'sessions.method.invitation',
  reset: 'sessions.method.reset',
  oidc: 'sessions.method.oidc',
};

/** Phones and tablets get a phone; the device's name is the server's (browser and system). */
const HANDHELD = /iphone|ipad|android|mobile/i;

function useDateTime() {
  const intl = useIntl();
  return (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
}

function SessionItem({
  session,
  ending,
  onEnd,
}: {
  session: SignedInSession;
  ending: boolean;
  onEnd: () => void;
}) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const Icon = HANDHELD.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="list-group-item d-flex flex-wrap align-items-start gap-3 py-3">
      <Icon size={24} aria-hidden="true" className="text-body-secondary flex-shrink-0 mt-1" />
      <div className="flex-grow-1 text-break" style={{ minWidth: '12rem' }}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold">{session.device}</span>
          {session.current ? (
            <Badge bg="success">
              <FormattedMessage id="sessions.current" />
            </Badge>
          ) : null}
          {session.secondFactor ? (
            <Badge bg="secondary-subtle" text="secondary-emphasis" className="d-inline-flex gap-1">
              <Shield size={12} aria-hidden="true" />
              <span aria-hidden="true">
                <FormattedMessage id="sessions.secondFactor" />
              </span>
              <span className="visually-hidden">
                <FormattedMessage id="sessions.secondFactorLong" />
              </span>
            </Badge>
          ) : null}
        </div>
        <div className="small text-body-secondary">
          <FormattedMessage id={METHOD_LABEL[session.method]} />
          {' · '}
          <time dateTime={session.signedInAt}>
            <FormattedMessage
              id="sessions.signedInAt"
              values={{ date: dateTime(session.signedInAt) }}
            />
          </time>
        </div>
        <div className="small text-body-secondary">
          <time dateTime={session.lastUsedAt}>
            <FormattedMessage
              id="sessions.lastUsedAt"
              values={{ date: dateTime(session.lastUsedAt) }}
            />
          </time>
        </div>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline-danger"
          disabled={ending}
          onClick={onEnd}
          aria-label={intl.formatMessage(
            { id: 'sessions.endOf' },
            { device: session.device, date: dateTime(session.lastUsedAt) },
          )}
        >
          <FormattedMessage id="sessions.end" />
        </Button>
      )}
    </li>
  );
}

/**
 * "Where you're signed in": every session of the user, this one marked, each other one with a
 * button that ends it, and one that ends all the others (after a confirmation).
 */
export function SessionsCard() {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onEnd = (session: SignedInSession) => {
    setNotice(null);
    endOthers.reset();
    end.mutate(session.id, {
      onSuccess: () =>
        setNotice(intl.formatMessage({ id: 'sessions.ended' }, { device: session.device })),
    });
  };
  const onEndOthers = () => {
    setNotice(null);
    end.reset();
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setConfirming(false);
        setNotice(intl.formatMessage({ id: 'sessions.endedOthers' }, { count: ended }));
      },
    });
  };

  let body;
  if (sessions.isPending) body = <LoadingCard lines={3} />;
  else if (sessions.isError)
    body = <QueryErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else {
    const others = sessions.data.filter((session) => !session.current).length;
    body = (
      <>
        <ul className="list-group list-group-flush">
          {sessions.data.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              ending={end.isPending && end.variables === session.id}
              onEnd={() => onEnd(session)}
            />
          ))}
        </ul>
        <Card.Footer className="bg-transparent d-flex flex-wrap align-items-center gap-2">
          {others > 0 ? (
            <Button variant="outline-danger" onClick={() => setConfirming(true)}>
              <FormattedMessage id="sessions.endOthers" />
            </Button>
          ) : (
            <span className="small text-body-secondary">
              <FormattedMessage id="sessions.onlyHere" />
            </span>
          )}
        </Card.Footer>
      </>
    );
  }

  const error = end.error ?? endOthers.error;
  return (
    <Card as="section" aria-labelledby="sessions-title">
      <Card.Body className="pb-2">
        <h2 id="sessions-title" className="h5 mb-1">
          <FormattedMessage id="sessions.title" />
        </h2>
        <p className="small text-body-secondary mb-2">
          <FormattedMessage id="sessions.text" />
        </p>
        <FormAlert message={error && !confirming ? errorText(error) : null} />
        <div role="status" className={notice ? 'alert alert-success py-2 mb-0' : 'visually-hidden'}>
          {notice}
        </div>
      </Card.Body>
      {body}
      <ConfirmDialog
        id="end-others-title"
        show={confirming}
        title={<FormattedMessage id="sessions.endOthers.title" />}
        text={<FormattedMessage id="sessions.endOthers.text" />}
        confirm="sessions.endOthers.confirm"
        pending={endOthers.isPending}
        error={endOthers.error}
        onConfirm={onEndOthers}
        onCancel={() => {
          setConfirming(false);
          endOthers.reset();
        }}
      />
    </Card>
  );
}
