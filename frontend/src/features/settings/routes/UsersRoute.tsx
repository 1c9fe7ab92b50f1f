import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { ChevronUp, Edit3, Eye, Layers, UserPlus } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { FilterBar } from '@/components/ui/FilterBar';
import { PagedResults } from '@/components/ui/PagedResults';
import { PageSection } from '@/components/ui/PageSection';
import { PersonLink } from '@/components/ui/PersonLink';
import { useAddressFilters } from '@/hooks/use-address-filters';
import type { Schemas } from '@/lib/api/types';
import { useDepartments } from '../api/departments';
import { useUsers } from '../api/get-users';
import { DepartmentsDialog } from '../components/DepartmentsDialog';
import { InviteDialog } from '../components/InviteDialog';
import { PendingInvitationsCard } from '../components/PendingInvitationsCard';
import { SettingsMessages } from '../components/SettingsMessages';
import { ROLES, STATUSES, roleLabel, statusLabel } from '../components/user-labels';
import { userEditPath, userViewPath } from '../components/user-paths';
import { UserStatusBadge, VerifiedMark } from '../components/UserBadges';

// The user pages come from this module: the list, a user's page and the edit form are one chunk,
// fetched when an admin first opens one of them.
export { UserEditRoute } from './UserEditRoute';
export { UserViewRoute } from './UserViewRoute';

type UserSort = Schemas['UserSort'];
type User = Schemas['User'];

/** The columns a header click sorts by (the API's orders; `newest` is its default). */
const USER_SORTS: readonly UserSort[] = [
  'newest',
  'oldest',
  'name',
  'email',
  'role',
  'status',
  'department',
  'lastLogin',
];
const PER_PAGE = 25;

interface SortHeaderProps {
  column: UserSort;
  label: string;
  sort: UserSort | undefined;
  descending: boolean;
  onSort: (column: UserSort) => void;
}

/** A column header that sorts by its column; a second click reverses the order. */
function SortHeader({ column, label, sort, descending, onSort }: SortHeaderProps) {
  const active = sort === column;
  return (
    <th
      scope="col"
      className="text-nowrap"
      aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
    >
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none d-inline-flex align-items-center gap-1"
        onClick={() => onSort(column)}
      >
        {label}
        {active ? (
          <ChevronUp
            size={14}
            aria-hidden="true"
            style={descending ? { transform: 'rotate(180deg)' } : undefined}
          />
        ) : null}
      </button>
    </th>
  );
}

function UserRow({ user }: { user: User }) {
  const intl = useIntl();
  return (
    <tr>
      <th scope="row" className="fw-normal">
        <PersonLink name={user.name} email={user.email} to={userViewPath(user.id)} />
      </th>
      <td className="text-nowrap">
        <FormattedMessage id={roleLabel[user.role]} />
      </td>
      <td>
        <UserStatusBadge status={user.status} />
      </td>
      <td>
        {user.department ?? (
          <span className="text-body-secondary">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">
              <FormattedMessage id="admin.department.none" />
            </span>
          </span>
        )}
      </td>
      <td>
        <VerifiedMark verified={user.verified} />
      </td>
      <td className="text-nowrap">
        {user.lastLoginAt ? (
          <FormattedDate value={user.lastLoginAt} dateStyle="medium" timeStyle="short" />
        ) : (
          <span className="text-body-secondary">
            <FormattedMessage id="admin.lastLogin.never" />
          </span>
        )}
      </td>
      <td className="text-end text-nowrap">
        <Link
          to={userViewPath(user.id)}
          className="btn btn-sm btn-outline-secondary"
          aria-label={intl.formatMessage({ id: 'admin.users.view' }, { name: user.name })}
          title={intl.formatMessage({ id: 'admin.users.view' }, { name: user.name })}
        >
          <Eye size={14} aria-hidden="true" />
        </Link>
        <Link
          to={userEditPath(user.id)}
          className="btn btn-sm btn-outline-primary ms-1"
          aria-label={intl.formatMessage({ id: 'admin.users.edit' }, { name: user.name })}
          title={intl.formatMessage({ id: 'admin.users.edit' }, { name: user.name })}
        >
          <Edit3 size={14} aria-hidden="true" />
        </Link>
      </td>
    </tr>
  );
}

function UsersPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { q, page, oneOf, update, hrefForPage } = useAddressFilters();
  const role = oneOf('role', ROLES);
  const status = oneOf('status', STATUSES);
  const department = searchParams.get('department') ?? '';
  const sort = oneOf('sort', USER_SORTS);
  const descending = sort !== undefined && searchParams.get('order') === 'desc';
  const users = useUsers({
    q: q || undefined,
    role,
    status,
    department: department || undefined,
    sort,
    descending: sort ? descending : undefined,
    page,
    perPage: PER_PAGE,
  });
  const departments = useDepartments();
  const [inviting, setInviting] = useState(false);
  const [editingDepartments, setEditingDepartments] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const departmentNames = departments.data?.map(({ name }) => name) ?? [];
  // A department named by the address shows as chosen even before (or after) the list has it.
  if (department && !departmentNames.includes(department)) departmentNames.push(department);

  const onSort = (column: UserSort) =>
    update({ sort: column, order: sort === column && !descending ? 'desc' : undefined });

  const header = (column: UserSort, label: string) => (
    <SortHeader column={column} label={label} sort={sort} descending={descending} onSort={onSort} />
  );

  return (
    <PageSection
      title={<FormattedMessage id="page.users" />}
      actions={
        <>
          <Button variant="outline-secondary" onClick={() => setEditingDepartments(true)}>
            <Layers size={16} aria-hidden="true" className="me-1" />
            <FormattedMessage id="admin.departments.open" />
          </Button>
          <Button onClick={() => setInviting(true)}>
            <UserPlus size={16} aria-hidden="true" className="me-1" />
            <FormattedMessage id="admin.invite.open" />
          </Button>
        </>
      }
    >
      <div role="status" aria-live="polite">
        {notice ? (
          <Alert variant="success" dismissible onClose={() => setNotice(null)} className="py-2">
            {notice}
          </Alert>
        ) : null}
      </div>
      <FilterBar
        id="users"
        searchLabel={intl.formatMessage({ id: 'admin.users.search' })}
        query={q}
        onSearch={(words) => update({ q: words })}
        selects={[
          {
            name: 'role',
            label: intl.formatMessage({ id: 'users.role' }),
            value: role ?? '',
            options: ROLES.map((value) => ({
              value,
              label: intl.formatMessage({ id: roleLabel[value] }),
            })),
          },
          {
            name: 'status',
            label: intl.formatMessage({ id: 'admin.field.status' }),
            value: status ?? '',
            options: STATUSES.map((value) => ({
              value,
              label: intl.formatMessage({ id: statusLabel[value] }),
            })),
          },
          {
            name: 'department',
            label: intl.formatMessage({ id: 'admin.field.department' }),
            value: department,
            options: departmentNames.map((name) => ({ value: name, label: name })),
          },
        ]}
        onSelect={(name, value) => update({ [name]: value })}
      />
      <PagedResults
        query={users}
        emptyTitle={intl.formatMessage({ id: 'users.empty' })}
        hrefForPage={hrefForPage}
      >
        {(items) => (
          <Card>
            <Card.Body className="py-2 small text-body-secondary">
              <FormattedMessage id="admin.users.count" values={{ total: users.data?.total ?? 0 }} />
            </Card.Body>
            {/* Positioned, so that the hidden labels in the cells scroll with the table
                rather than widening the page on a phone. */}
            <div className="table-responsive position-relative">
              <Table hover className="mb-0 align-middle">
                <thead>
                  <tr>
                    {header('name', intl.formatMessage({ id: 'admin.users.column.user' }))}
                    {header('role', intl.formatMessage({ id: 'users.role' }))}
                    {header('status', intl.formatMessage({ id: 'admin.field.status' }))}
                    {header('department', intl.formatMessage({ id: 'admin.field.department' }))}
                    <th scope="col" className="text-nowrap">
                      <FormattedMessage id="admin.field.verified" />
                    </th>
                    {header('lastLogin', intl.formatMessage({ id: 'admin.field.lastLogin' }))}
                    <th scope="col">
                      <span className="visually-hidden">
                        <FormattedMessage id="admin.users.column.actions" />
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((user) => (
                    <UserRow key={user.id} user={user} />
                  ))}
                </tbody>
              </Table>
            </div>
          </Card>
        )}
      </PagedResults>
      <div className="mt-4">
        <PendingInvitationsCard onNotice={setNotice} />
      </div>
      <InviteDialog
        show={inviting}
        onHide={() => setInviting(false)}
        departments={departments.data ?? []}
        onInvited={(invitation) => {
          setInviting(false);
          setNotice(intl.formatMessage({ id: 'admin.invite.sent' }, { email: invitation.email }));
        }}
      />
      <DepartmentsDialog show={editingDepartments} onHide={() => setEditingDepartments(false)} />
    </PageSection>
  );
}

/** `/app/user/list`: the tenant's users, their invitations and departments (admins only). */
export function UsersRoute() {
  return (
    <SettingsMessages>
      <UsersPage />
    </SettingsMessages>
  );
}
