import { useIntl } from 'react-intl';
import { messageOptions } from '@/components/ui/message-options';
import { SelectField } from '@/components/ui/SelectField';
import { type Role, roleLabel } from './user-labels';

interface RoleFieldProps {
  id: string;
  /** The roles to choose from (an invitation offers fewer than the user editor). */
  roles: readonly Role[];
  value: Role;
  onChange: (value: Role) => void;
  error?: string | null | undefined;
}

/** The role select of the invitation and of the user editor. */
export function RoleField({ id, roles, value, onChange, error }: RoleFieldProps) {
  const intl = useIntl();
  return (
    <SelectField
      id={id}
      label={intl.formatMessage({ id: 'users.role' })}
      value={value}
      onChange={(chosen) => onChange(chosen as Role)}
      error={error}
      options={messageOptions(intl, roles, roleLabel)}
    />
  );
}

interface DepartmentFieldProps {
  id: string;
  /** The departments to choose from, by name. */
  names: readonly string[];
  /** The chosen department's name; "" for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}

/** The department select of the invitation and of the user editor, with "none" first. */
export function DepartmentField({ id, names, value, onChange, error }: DepartmentFieldProps) {
  const intl = useIntl();
  return (
    <SelectField
      id={id}
      label={intl.formatMessage({ id: 'admin.field.department' })}
      value={value}
      onChange={onChange}
      error={error}
      options={[
        { value: '', label: intl.formatMessage({ id: 'admin.department.none' }) },
        ...names.map((name) => ({ value: name, label: name })),
      ]}
    />
  );
}
