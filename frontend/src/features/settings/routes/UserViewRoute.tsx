import { type ReactNode, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Edit3 } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HeadedCard } from '@/components/ui/TitledCard';
import { UserAvatar } from '@/components/ui/UserAvatar';
import type { Schemas } from '@/lib/api/types';
import type { MessageId } from '@/lib/i18n/catalogs';
import { ResetMfaButton } from '../components/ResetMfaButton';
import { SettingsMessages } from '../components/SettingsMessages';
import { roleLabel } from '../components/user-labels';
import { USER_LIST_PATH, userEditPath } from '../components/user-paths';
import { UserStatusBadge, VerifiedMark } from '../components/UserBadges';
import { UserPage } from '../components/UserPage';

type UserDetail = Schemas['UserDetail'];
type Activity = Schemas['Activity'];

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-7 text-break">{children}</dd>
    </>
  );
}

function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
    </time>
  );
}

/** An audit entry's action in words; one this app has no words for is shown as it is named. */
function useActionText() {
  const intl = useIntl();
  return (action: string) => {
    const id = `admin.activity.${action}`;
    return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id: id as MessageId }) : action;
  };
}

function ActivityCard({ activity }: { activity: readonly Activity[] }) {
  const actionText = useActionText();
  return (
    <HeadedCard id="user-activity-title" title={<FormattedMessage id="admin.user.activity" />}>
      {activity.length === 0 ? (
        <Card.Body className="text-body-secondary">
          <FormattedMessage id="admin.user.activityEmpty" />
        </Card.Body>
      ) : (
        <ol className="list-group list-group-flush">
          {activity.map((entry, index) => (
            <li className="list-group-item" key={`${entry.at}-${String(index)}`}>
              <div className="d-flex flex-wrap justify-content-between gap-1">
                <span className="fw-semibold">{actionText(entry.action)}</span>
                <span className="small text-body-secondary">
                  <DateTime value={entry.at} />
                </span>
              </div>
              <div className="small text-body-secondary text-break">
                <FormattedMessage id="admin.user.activityBy" values={{ actor: entry.actorLabel }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </HeadedCard>
  );
}

/** Whether the user has a second factor, and the admin's way to remove it. */
function MfaDetail({ user }: { user: UserDetail }) {
  const [resetFor, setResetFor] = useState<string | null>(null);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span>
        <FormattedMessage id={user.mfaEnabled ? 'admin.mfa.on' : 'admin.mfa.off'} />
      </span>
      {user.mfaEnabled ? (
        <ResetMfaButton user={user} onReset={() => setResetFor(user.name)} />
      ) : null}
      <span
        role="status"
        className={resetFor ? 'w-100 small text-success-emphasis' : 'visually-hidden'}
      >
        {resetFor ? (
          <FormattedMessage id="admin.mfa.resetDone" values={{ name: resetFor }} />
        ) : null}
      </span>
    </div>
  );
}

function UserDetails({ user }: { user: UserDetail }) {
  const intl = useIntl();
  return (
    <Row className="g-3">
      <Col lg={4}>
        <Card className="h-100">
          <Card.Body className="text-center">
            <div className="d-flex justify-content-center mb-3">
              <UserAvatar
                name={user.name}
                src={user.avatarUrl}
                alt={intl.formatMessage({ id: 'admin.user.photo' }, { name: user.name })}
                size={96}
              />
            </div>
            <h1 id="page-title" className="h4 mb-1 text-break">
              {user.name}
            </h1>
            <p className="text-body-secondary text-break mb-2">{user.email}</p>
            <div className="d-flex flex-wrap justify-content-center gap-2 mb-3">
              <span className="badge bg-secondary-subtle text-secondary-emphasis">
                <FormattedMessage id={roleLabel[user.role]} />
              </span>
              <UserStatusBadge status={user.status} />
            </div>
            <Link to={userEditPath(user.id)} className="btn btn-primary">
              <Edit3 size={16} aria-hidden="true" className="me-1" />
              <FormattedMessage id="admin.user.edit" />
            </Link>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={8}>
        <HeadedCard
          id="user-account-title"
          title={<FormattedMessage id="admin.user.account" />}
          className="h-100"
        >
          <Card.Body>
            <dl className="row mb-0">
              <Detail label={<FormattedMessage id="auth.email" />}>{user.email}</Detail>
              <Detail label={<FormattedMessage id="users.role" />}>
                <FormattedMessage id={roleLabel[user.role]} />
              </Detail>
              <Detail label={<FormattedMessage id="admin.field.status" />}>
                <UserStatusBadge status={user.status} />
              </Detail>
              <Detail label={<FormattedMessage id="admin.field.verified" />}>
                <VerifiedMark verified={user.verified} />
              </Detail>
              <Detail label={<FormattedMessage id="admin.field.mfa" />}>
                <MfaDetail user={user} />
              </Detail>
              <Detail label={<FormattedMessage id="admin.field.department" />}>
                {user.department ?? (
                  <span className="text-body-secondary">
                    <FormattedMessage id="admin.department.none" />
                  </span>
                )}
              </Detail>
              <Detail label={<FormattedMessage id="language.label" />}>
                <span lang={user.locale}>
                  <FormattedMessage id={`language.${user.locale}`} />
                </span>
              </Detail>
              <Detail label={<FormattedMessage id="admin.field.lastLogin" />}>
                {user.lastLoginAt ? (
                  <DateTime value={user.lastLoginAt} />
                ) : (
                  <span className="text-body-secondary">
                    <FormattedMessage id="admin.lastLogin.never" />
                  </span>
                )}
              </Detail>
              <Detail label={<FormattedMessage id="admin.field.created" />}>
                <DateTime value={user.createdAt} />
              </Detail>
            </dl>
          </Card.Body>
        </HeadedCard>
      </Col>
      <Col xs={12}>
        <ActivityCard activity={user.recentActivity} />
      </Col>
    </Row>
  );
}

const BACK = { to: () => USER_LIST_PATH, text: 'admin.user.back' } as const;

function UserViewPage() {
  return <UserPage back={BACK}>{(user) => <UserDetails user={user} />}</UserPage>;
}

/** `/app/user/view/:id`: a user's account, photo and latest activity (admins only). */
export function UserViewRoute() {
  return (
    <SettingsMessages>
      <UserViewPage />
    </SettingsMessages>
  );
}
