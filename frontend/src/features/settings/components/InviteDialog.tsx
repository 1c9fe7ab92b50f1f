import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmailField } from '@/components/ui/AccountFields';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { ApiError } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { LOCALES, type Locale, isLocale } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { emailProblem } from '@/lib/validation';
import { useInviteColleague } from '../api/invitations';
import { INVITABLE_ROLES, type Role } from './user-labels';
import { DepartmentField, RoleField } from './UserFields';

type Field = 'email' | 'role' | 'department' | 'locale';

interface InviteDialogProps {
  show: boolean;
  onHide: () => void;
  departments: readonly Schemas['Department'][];
  /** The invitation went out. */
  onInvited: (invitation: Schemas['Invitation']) => void;
}

/** Invites a colleague as a recruiter or an administrator, by e-mail. */
export function InviteDialog({ show, onHide, departments, onInvited }: InviteDialogProps) {
  const intl = useIntl();
  const invite = useInviteColleague();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<Field>(invite.error);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [department, setDepartment] = useState('');
  const [locale, setLocale] = useState<Locale>(() => (isLocale(intl.locale) ? intl.locale : 'en'));

  const close = () => {
    invite.reset();
    validate({});
    onHide();
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validate({ email: emailProblem(email) })) return;
    invite.mutate(
      { email, role, department: department || null, locale },
      {
        onSuccess: (invitation) => {
          setEmail('');
          invite.reset();
          onInvited(invitation);
        },
      },
    );
  };

  // A problem the server pinned on a field shows there; anything else above the form.
  const failedWithoutFields =
    invite.error !== null &&
    !(invite.error instanceof ApiError && Object.keys(invite.error.fields).length > 0);

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="invite-title">
      <Form noValidate onSubmit={onSubmit}>
        <DialogHeader id="invite-title">
          <FormattedMessage id="admin.invite.title" />
        </DialogHeader>
        <DialogBody hint="admin.invite.text">
          <FormAlert message={failedWithoutFields ? errorText(invite.error) : null} />
          <EmailField
            id="invite-email"
            value={email}
            onChange={setEmail}
            error={errorFor('email')}
            autoComplete="off"
            autoFocus
          />
          <RoleField
            id="invite-role"
            roles={INVITABLE_ROLES}
            value={role}
            onChange={setRole}
            error={errorFor('role')}
          />
          <DepartmentField
            id="invite-department"
            names={departments.map(({ name }) => name)}
            value={department}
            onChange={setDepartment}
            error={errorFor('department')}
          />
          <SelectField
            id="invite-locale"
            label={intl.formatMessage({ id: 'admin.invite.language' })}
            value={locale}
            onChange={(value) => {
              if (isLocale(value)) setLocale(value);
            }}
            error={errorFor('locale')}
            options={LOCALES.map((code) => ({
              value: code,
              label: intl.formatMessage({ id: `language.${code}` }),
              lang: code,
            }))}
          />
        </DialogBody>
        <DialogFooter onCancel={close}>
          <Button type="submit" disabled={invite.isPending}>
            <FormattedMessage id="admin.invite.submit" />
          </Button>
        </DialogFooter>
      </Form>
    </Modal>
  );
}
