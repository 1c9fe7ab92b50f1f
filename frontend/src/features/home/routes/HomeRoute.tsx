import Card from 'react-bootstrap/Card';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSession } from '@/lib/session/session-store';
import { useBrandName } from '@/lib/tenant/use-brand-name';

export function HomeRoute() {
  const brand = useBrandName();
  const email = useSession((state) => (state.isLogin ? (state.userInfo?.email ?? null) : null));
  return (
    <section aria-labelledby="page-title">
      <Card className="home-hero border-0 shadow-sm">
        <Card.Body className="p-4 p-md-5">
          <h1 id="page-title" className="h2 mb-3">
            <FormattedMessage id="home.title" values={{ brand }} />
          </h1>
          <p className="lead mb-2">
            {email ? (
              <FormattedMessage id="home.signedIn" values={{ email }} />
            ) : (
              <FormattedMessage id="home.visitor" />
            )}
          </p>
          <p className="text-body-secondary mb-0">
            <FormattedMessage
              id="home.today"
              values={{ date: <FormattedDate value={new Date()} dateStyle="full" /> }}
            />
          </p>
        </Card.Body>
      </Card>
    </section>
  );
}
