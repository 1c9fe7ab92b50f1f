import { type SyntheticEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { CheckCircle } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TextField } from '@/components/ui/TextField';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useSession } from '@/lib/session/session-store';
import { useProfile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { CvCard } from './CvCard';
import { ProfileMessages } from './ProfileMessages';

/** The few fields that create a profile, for applicants who apply before filling one in. */
function QuickProfile() {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const save = useSaveProfile();
  const [fullName, setFullName] = useState(useSession.getState().user?.name ?? '');
  const [phone, setPhone] = useState('');
  const { errorFor, validate } = useFieldErrors<'fullName' | 'phone'>(save.error);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validate({ fullName: fullName.trim() ? null : 'profile.fullNameRequired' })) return;
    save.mutate({
      fullName: fullName.trim(),
      phone: phone.trim() || null,
      skills: [],
      education: [],
      experience: [],
    });
  };
  return (
    <Form noValidate onSubmit={onSubmit} className="d-grid gap-3">
      <p className="mb-0">
        <FormattedMessage id="apply.profile.create" />
      </p>
      <TextField
        className=""
        id="quick-fullName"
        label={intl.formatMessage({ id: 'profile.fullName' })}
        value={fullName}
        required
        autoComplete="name"
        error={errorFor('fullName')}
        onChange={setFullName}
      />
      <TextField
        className=""
        id="quick-phone"
        type="tel"
        label={intl.formatMessage({ id: 'profile.phone' })}
        value={phone}
        autoComplete="tel"
        error={errorFor('phone')}
        onChange={setPhone}
      />
      <FormAlert message={save.error ? errorText(save.error) : null} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id="profile.save" />
        </Button>
      </div>
    </Form>
  );
}

/** Step one of applying: a profile with a CV, completed here when something is missing. */
export function ApplyProfileCheck({ onContinue }: { onContinue: () => void }) {
  return (
    <ProfileMessages>
      <ProfileCheck onContinue={onContinue} />
    </ProfileMessages>
  );
}

function ProfileCheck({ onContinue }: { onContinue: () => void }) {
  const { data: profile, error, isPending, refetch } = useProfile();
  if (isPending) {
    return (
      <Placeholder as="div" animation="glow" role="status">
        <Placeholder xs={8} /> <Placeholder xs={5} />
      </Placeholder>
    );
  }
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (!profile) return <QuickProfile />;
  return (
    <div className="d-grid gap-3">
      <Alert variant="light" className="mb-0 d-flex gap-2 align-items-start">
        <CheckCircle size={20} aria-hidden="true" className="text-success flex-shrink-0" />
        <div>
          <div className="fw-semibold">{profile.fullName}</div>
          {profile.headline ? <div className="small">{profile.headline}</div> : null}
          <div className="small text-body-secondary">{profile.email}</div>
          <Link to="/my-profile" className="small">
            <FormattedMessage id="apply.profile.edit" />
          </Link>
        </div>
      </Alert>
      <CvCard cv={profile.cv} enabled />
      {profile.cv ? null : (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="apply.profile.needCv" />
        </p>
      )}
      <div className="d-flex justify-content-end">
        <Button onClick={onContinue} disabled={!profile.cv}>
          <FormattedMessage id="apply.next" />
        </Button>
      </div>
    </div>
  );
}
