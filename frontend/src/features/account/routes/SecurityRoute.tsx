import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Lock } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageSection } from '@/components/ui/PageSection';
import { AccountMessages } from '../components/AccountMessages';
import { SessionsCard } from '../components/SessionsCard';
import { TwoFactorCard } from '../components/TwoFactorCard';

interface SecurityRouteProps {
  /** Cards of other features for the signed-in colleague (their interview availability). */
  staffCards?: ReactNode;
}

function SecurityPage({ staffCards }: SecurityRouteProps) {
  return (
    <PageSection title={<FormattedMessage id="security.title" />}>
      <Row className="g-3">
        <Col xl={6} className="d-grid gap-3 align-content-start">
          <TwoFactorCard />
          <p className="mb-0">
            <Link to="/change-password" className="d-inline-flex align-items-center gap-1">
              <Lock size={16} aria-hidden="true" />
              <FormattedMessage id="security.changePassword" />
            </Link>
          </p>
        </Col>
        <Col xl={6} className="d-grid gap-3 align-content-start">
          <SessionsCard />
          {staffCards}
        </Col>
      </Row>
    </PageSection>
  );
}

/**
 * `/pages/account-settings`: the signed-in user's sign-in and security (two-factor sign-in, where
 * they are signed in), for every role; staff and admins also find their interview availability.
 */
export function SecurityRoute({ staffCards }: SecurityRouteProps) {
  return (
    <AccountMessages>
      <SecurityPage staffCards={staffCards} />
    </AccountMessages>
  );
}
