import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { NameField } from '@/components/ui/AccountFields';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { ApiError } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { nameProblem } from '@/lib/validation';
import { useDepartments } from '../api/departments';
import { useUpdateUser } from '../api/update-user';
import { SettingsMessages } from '../components/SettingsMessages';
import {
  ROLES,
  type Role,
  STATUSES,
  type UserStatus,
  statusLabel,
} from '../components/user-labels';
import { userViewPath } from '../components/user-paths';
import { DepartmentField, RoleField } from '../components/UserFields';
import { UserPage } from '../components/UserPage';

type Field = 'name' | 'role' | 'status' | 'department';

function EditUserForm({ user }: { user: Schemas['UserDetail'] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const update = useUpdateUser();
  const departments = useDepartments();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<Field>(update.error);
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<Role>(user.role);
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [department, setDepartment] = useState(user.department ?? '');
  const backTo = userViewPath(user.id);

  const departmentNames = departments.data?.map(({ name: each }) => each) ?? [];
  // Their department shows as chosen even before the list has arrived.
  if (department && !departmentNames.includes(department)) departmentNames.push(department);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validate({ name: nameProblem(name) })) return;
    // Only what changed is sent: the audit log then records what the admin did.
    const changes: Schemas['UpdateUser'] = {};
    if (name.trim() !== user.name) changes.name = name.trim();
    if (role !== user.role) changes.role = role;
    if (status !== user.status) changes.status = status;
    if (department !== (user.department ?? '')) changes.department = department;
    if (Object.keys(changes).length === 0) {
      void navigate(backTo);
      return;
    }
    update.mutate({ id: user.id, changes }, { onSuccess: () => void navigate(backTo) });
  };

  // `last_admin` and other problems of the whole change show above the form.
  const failedWithoutFields =
    update.error !== null &&
    !(update.error instanceof ApiError && Object.keys(update.error.fields).length > 0);

  return (
    <Card>
      <Card.Body>
        <h1 id="page-title" className="h4 mb-3 text-break">
          <FormattedMessage id="admin.edit.title" values={{ name: user.name }} />
        </h1>
        <p className="text-body-secondary text-break">{user.email}</p>
        <FormAlert message={failedWithoutFields ? errorText(update.error) : null} />
        <Form noValidate onSubmit={onSubmit} style={{ maxWidth: '36rem' }}>
          <NameField
            id="user-name"
            value={name}
            onChange={setName}
            error={errorFor('name')}
            autoComplete="off"
          />
          <RoleField
            id="user-role"
            roles={ROLES}
            value={role}
            onChange={setRole}
            error={errorFor('role')}
          />
          <SelectField
            id="user-status"
            label={intl.formatMessage({ id: 'admin.field.status' })}
            value={status}
            onChange={(value) => setStatus(value as UserStatus)}
            error={errorFor('status')}
            options={STATUSES.map((value) => ({
              value,
              label: intl.formatMessage({ id: statusLabel[value] }),
            }))}
          />
          <DepartmentField
            id="user-department"
            names={departmentNames}
            value={department}
            onChange={setDepartment}
            error={errorFor('department')}
          />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              <FormattedMessage id="admin.edit.save" />
            </Button>
            <Link to={backTo} className="btn btn-outline-secondary">
              <FormattedMessage id="common.cancel" />
            </Link>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

// The way back is to the user's page.
const BACK = { to: userViewPath, text: 'admin.user.backToUser' } as const;

function UserEditPage() {
  return (
    <UserPage back={BACK}>
      {/* A new form for each user (and for each saved version of them) starts from their values. */}
      {(user) => <EditUserForm key={`${user.id}-${user.updatedAt}`} user={user} />}
    </UserPage>
  );
}

/** `/app/user/edit/:id`: an admin changes a user's name, role, status and department. */
export function UserEditRoute() {
  return (
    <SettingsMessages>
      <UserEditPage />
    </SettingsMessages>
  );
}
