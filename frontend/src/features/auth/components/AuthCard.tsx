import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useBrandName } from '@/lib/tenant/use-brand-name';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const brand = useBrandName();
  return (
    <Card className="auth-card shadow-sm border-0">
      <Card.Body className="p-4 p-sm-5">
        <div className="fs-4 fw-bold text-primary mb-4">{brand}</div>
        <h1 className="h4 mb-1">{title}</h1>
        {subtitle ? <p className="text-body-secondary mb-4">{subtitle}</p> : null}
        {children}
        {footer ? <div className="mt-4 text-center small">{footer}</div> : null}
      </Card.Body>
    </Card>
  );
}

/** The footer of the pages that make an account: "Already have an account? Sign in". */
export function SignInInstead() {
  return (
    <>
      <FormattedMessage id="auth.register.haveAccount" />{' '}
      <Link to="/login">
        <FormattedMessage id="auth.register.signIn" />
      </Link>
    </>
  );
}
