import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterBar } from '@/components/ui/FilterBar';
import { FormAlert } from '@/components/ui/FormAlert';
import { PagedResults } from '@/components/ui/PagedResults';
import { useAddressFilters } from '@/hooks/use-address-filters';
import type { Schemas } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';

const ROLES: Schemas['Role'][] = ['user', 'staff', 'admin'];
const STATUSES: Schemas['UserStatus'][] = ['active', 'blocked', 'deactivated'];
const PER_PAGE = 25;

export function UsersRoute() {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const { q, page, update: updateAddress, hrefForPage } = useAddressFilters();
  const users = useUsers({ q: q || undefined, page, perPage: PER_PAGE });
  const update = useUpdateUser();

  const body = (
    <PagedResults
      query={users}
      emptyTitle={intl.formatMessage({ id: 'users.empty' })}
      hrefForPage={hrefForPage}
    >
      {(items) => (
        <Card>
          <Table responsive className="mb-0 align-middle">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="auth.name" />
                </th>
                <th scope="col">
                  <FormattedMessage id="users.role" />
                </th>
                <th scope="col">
                  <FormattedMessage id="recruiting.column.status" />
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className="fw-normal">
                    <div className="fw-semibold">{user.name}</div>
                    <div className="small text-body-secondary">{user.email}</div>
                  </th>
                  <td>
                    <Form.Select
                      size="sm"
                      value={user.role}
                      aria-label={intl.formatMessage({ id: 'users.roleOf' }, { name: user.name })}
                      onChange={(event) =>
                        update.mutate({
                          id: user.id,
                          changes: { role: event.target.value as Schemas['Role'] },
                        })
                      }
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {intl.formatMessage({ id: `users.role.${role}` })}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                  <td>
                    <Form.Select
                      size="sm"
                      value={user.status}
                      aria-label={intl.formatMessage({ id: 'users.statusOf' }, { name: user.name })}
                      onChange={(event) =>
                        update.mutate({
                          id: user.id,
                          changes: { status: event.target.value as Schemas['UserStatus'] },
                        })
                      }
                    >
                      {STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {intl.formatMessage({ id: `users.status.${status}` })}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
    </PagedResults>
  );

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="h3 mb-3">
        <FormattedMessage id="page.users" />
      </h1>
      <FilterBar
        id="users"
        searchLabel={intl.formatMessage({ id: 'pipeline.search' })}
        query={q}
        onSearch={(words) => updateAddress({ q: words })}
      />
      <FormAlert message={update.error ? errorText(update.error) : null} />
      {body}
    </section>
  );
}
