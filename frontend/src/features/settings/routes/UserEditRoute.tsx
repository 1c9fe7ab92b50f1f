import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ArrowLeft } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { nameProblem } from '@/lib/validation';
import { useDepartments } from '../api/departments';
import { useUser } from '../api/get-user';
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
          <TextField
            id="user-name"
            label={intl.formatMessage({ id: 'auth.name' })}
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

function UserEditPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  let body;
  if (user.isPending) body = <LoadingCard lines={6} />;
  else if (user.isError)
    body = <QueryErrorState error={user.error} onRetry={() => void user.refetch()} />;
  // A new form for each user (and for each saved version of them) starts from their values.
  else body = <EditUserForm key={`${user.data.id}-${user.data.updatedAt}`} user={user.data} />;
  return (
    <section aria-labelledby="page-title">
      <Link to={userViewPath(id)} className="d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        <FormattedMessage id="admin.user.backToUser" />
      </Link>
      {user.isSuccess ? null : (
        <h1 id="page-title" className="visually-hidden">
          <FormattedMessage id="page.users" />
        </h1>
      )}
      {body}
    </section>
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
