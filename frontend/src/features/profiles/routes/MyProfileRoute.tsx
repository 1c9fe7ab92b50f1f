import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useSignedInUser } from '@/lib/account/me';
import { useProfile } from '../api/get-profile';
import { CvCard } from '../components/CvCard';
import { JsonResumeCard } from '../components/JsonResumeCard';
import { PhotoCard } from '../components/PhotoCard';
import { ProfileForm } from '../components/ProfileForm';
import { ProfileMessages } from '../components/ProfileMessages';

/** The applicant's profile, with the feature's own messages. */
export function MyProfileRoute() {
  return (
    <ProfileMessages>
      <MyProfile />
    </ProfileMessages>
  );
}

function MyProfile() {
  const intl = useIntl();
  const { data: profile, error, isPending, refetch } = useProfile();
  // An import replaces the profile under the form: a new key starts the form from it.
  const [imports, setImports] = useState(0);
  // A first profile starts with the account's name: from the session, or — after a reload, when
  // the session knows only the e-mail — from the account itself (a failure leaves it to be typed).
  const account = useSignedInUser({ enabled: profile === null, retry: false });
  const name = account.user?.name ?? '';
  const title = intl.formatMessage({ id: 'page.myProfile' });
  if (isPending || account.loading) return <PagePlaceholder title={title} loading />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="h3 mb-1">
        {title}
      </h1>
      <p className="text-body-secondary mb-3">
        <FormattedMessage id={profile ? 'profile.subtitle' : 'profile.subtitleNew'} />
      </p>
      <Row className="g-3">
        <Col lg={4} className="d-grid gap-3 align-content-start">
          <PhotoCard image={profile?.image} enabled={profile !== null} />
          <CvCard cv={profile?.cv} enabled={profile !== null} />
          <JsonResumeCard
            hasProfile={profile !== null}
            onImported={() => setImports((count) => count + 1)}
          />
        </Col>
        <Col lg={8}>
          <ProfileForm key={imports} profile={profile} fallbackName={name} />
        </Col>
      </Row>
    </section>
  );
}
