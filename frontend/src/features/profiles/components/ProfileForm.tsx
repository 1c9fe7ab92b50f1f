import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import type { Profile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { EducationEditor } from './EducationEditor';
import { ExperienceEditor } from './ExperienceEditor';
import { type ProfileDraft, toDraft, toInput } from './profile-draft';
import { SkillsEditor } from './SkillsEditor';

type PersonalText =
  'fullName' | 'phone' | 'birthDate' | 'address' | 'city' | 'country' | 'headline';

const personalFields: {
  field: PersonalText;
  label: MessageId;
  type?: 'tel' | 'date';
  autoComplete?: string;
}[] = [
  { field: 'fullName', label: 'profile.fullName', autoComplete: 'name' },
  { field: 'headline', label: 'profile.headline' },
  { field: 'phone', label: 'profile.phone', type: 'tel', autoComplete: 'tel' },
  { field: 'birthDate', label: 'profile.birthDate', type: 'date', autoComplete: 'bday' },
  { field: 'address', label: 'profile.address', autoComplete: 'street-address' },
  { field: 'city', label: 'profile.city', autoComplete: 'address-level2' },
  { field: 'country', label: 'profile.country', autoComplete: 'country-name' },
];

export function ProfileForm({
  profile,
  fallbackName,
}: {
  profile: Profile | null;
  fallbackName: string;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const save = useSaveProfile();
  const [draft, setDraft] = useState<ProfileDraft>(() => toDraft(profile, fallbackName));
  const [savedFirstTime, setSavedFirstTime] = useState(false);
  const { errorFor, validate } = useFieldErrors<string>(save.error);
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    save.reset();
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validate({ fullName: draft.fullName.trim() ? null : 'profile.fullNameRequired' })) return;
    const isFirst = profile === null;
    save.mutate(toInput(draft), { onSuccess: () => setSavedFirstTime(isFirst) });
  };

  const section = (title: MessageId, body: ReactNode) => (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5 mb-3">
          <FormattedMessage id={title} />
        </h2>
        {body}
      </Card.Body>
    </Card>
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="page-title">
      {section(
        'profile.personal',
        <Row className="g-3">
          {personalFields.map(({ field, label, type, autoComplete }) => (
            <Col md={field === 'fullName' || field === 'headline' ? 12 : 6} key={field}>
              <TextField
                id={`profile-${field}`}
                className=""
                label={intl.formatMessage({ id: label })}
                value={draft[field]}
                type={type ?? 'text'}
                required={field === 'fullName'}
                error={errorFor(field)}
                {...(autoComplete ? { autoComplete } : {})}
                onChange={(value) => set(field, value)}
              />
            </Col>
          ))}
          <Col xs={12}>
            <TextField
              id="profile-summary"
              className=""
              rows={4}
              label={intl.formatMessage({ id: 'profile.summary' })}
              value={draft.summary}
              error={errorFor('summary')}
              onChange={(value) => set('summary', value)}
            />
          </Col>
        </Row>,
      )}
      {section(
        'profile.skills',
        <SkillsEditor
          skills={draft.skills}
          error={errorFor('skills')}
          onChange={(skills) => set('skills', skills)}
        />,
      )}
      {section(
        'profile.education',
        <EducationEditor
          entries={draft.education}
          errorFor={(index) => errorFor(`education[${index}]`)}
          onChange={(education) => set('education', education)}
        />,
      )}
      {section(
        'profile.experience',
        <ExperienceEditor
          entries={draft.experience}
          errorFor={(index) => errorFor(`experience[${index}]`)}
          onChange={(experience) => set('experience', experience)}
        />,
      )}
      <FormAlert message={save.error ? errorText(save.error) : null} />
      {save.isSuccess ? (
        <Alert variant="success" role="status">
          <FormattedMessage id={savedFirstTime ? 'profile.savedFirst' : 'profile.saved'} />
        </Alert>
      ) : null}
      <div className="d-flex justify-content-end">
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id={save.isPending ? 'auth.working' : 'profile.save'} />
        </Button>
      </div>
    </Form>
  );
}
