import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { Pager } from '@/components/ui/Pager';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [words, setWords] = useState(q);
  const users = useUsers({ q: q || undefined, page, perPage: PER_PAGE });
  const update = useUpdateUser();

  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    setSearchParams(words.trim() ? { q: words.trim() } : {});
  };

  let body;
  if (users.isPending) body = <LoadingCard lines={5} />;
  else if (users.error)
    body = <QueryErrorState error={users.error} onRetry={() => void users.refetch()} />;
  else if (users.data.data.length === 0)
    body = <EmptyState title={intl.formatMessage({ id: 'users.empty' })} />;
  else {
    const { data } = users;
    body = (
      <>
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
              {data.data.map((user) => (
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
        <Pager
          page={data.page}
          totalPages={Math.ceil(data.total / data.perPage)}
          hrefFor={(target) =>
            `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(target) }).toString()}`
          }
        />
      </>
    );
  }

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="h3 mb-3">
        <FormattedMessage id="page.users" />
      </h1>
      <Form role="search" onSubmit={onSearch} className="mb-3">
        <InputGroup>
          <Form.Control
            type="search"
            aria-label={intl.formatMessage({ id: 'pipeline.search' })}
            placeholder={intl.formatMessage({ id: 'pipeline.search' })}
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <Button type="submit">
            <FormattedMessage id="vacancy.search.submit" />
          </Button>
        </InputGroup>
      </Form>
      <FormAlert message={update.error ? errorText(update.error) : null} />
      {body}
    </section>
  );
}
