import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const sam: Schemas['User'] = {
  id: '00000000-0000-4000-8000-000000000009',
  email: 'sam@demo.test',
  name: 'Sam Staff',
  role: 'staff',
  status: 'active',
  department: 'Engineering',
  locale: 'en',
  person: 0,
  verified: true,
  lastLoginAt: null,
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-01T09:00:00Z',
};

const expiredInvitation: Schemas['Invitation'] = {
  id: '00000000-0000-4000-8000-000000000021',
  email: 'old@demo.test',
  role: 'staff',
  department: null,
  locale: 'en',
  invitedByName: 'Alan Admin',
  createdAt: '2026-10-01T09:00:00Z',
  sentAt: '2026-10-01T09:00:00Z',
  expiresAt: '2026-10-08T09:00:00Z',
  expired: true,
};

/** The list page's three calls; the users call's addresses are kept for the test to read. */
function answerListPage() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/admin/users', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [sam], total: 1, page: 1, perPage: 25 });
    }),
    http.get('/api/v1/admin/departments', () =>
      HttpResponse.json([{ id: 1, name: 'Engineering', users: 1 }]),
    ),
    http.get('/api/v1/admin/invitations', () => HttpResponse.json([expiredInvitation])),
  );
  return queries;
}

describe('the user list', () => {
  it('lists users with the address’s filters, sorts by a header and filters by a select', async () => {
    const queries = answerListPage();
    const user = userEvent.setup();
    const { router } = renderApp({
      user: admin,
      url: '/app/user/list?role=staff&department=Engineering',
    });

    const row = (await screen.findByRole('rowheader', { name: /Sam Staff/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('sam@demo.test')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByText('Engineering')).toBeVisible();
    expect(within(row).getByText('Verified')).toBeVisible();
    expect(within(row).getByText('Never')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Edit Sam Staff' })).toHaveAttribute(
      'href',
      `/app/user/edit/${sam.id}`,
    );
    expect(screen.getByLabelText('Role')).toHaveValue('staff');
    expect(screen.getByLabelText('Department')).toHaveValue('Engineering');
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({
      role: 'staff',
      department: 'Engineering',
    });

    await user.click(screen.getByRole('button', { name: 'User' }));
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'User' }));
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({
      sort: 'name',
      descending: 'true',
    });

    await user.selectOptions(screen.getByLabelText('Status'), 'Blocked');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('blocked');
    expect(queries.at(-1)!.get('status')).toBe('blocked');

    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    expect(await within(pending).findByText('old@demo.test')).toBeVisible();
    expect(within(pending).getByText('Expired')).toBeVisible();
    expect(
      within(pending).getByRole('button', { name: 'Resend the invitation to old@demo.test' }),
    ).toBeEnabled();
  });

  it('shows the server’s objection to an invitation at the e-mail field', async () => {
    answerListPage();
    let sent: unknown;
    server.use(
      http.post('/api/v1/admin/invitations', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          errorBody('invitation_pending', 'pending', { email: 'invitation_pending' }),
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/users' });

    await user.click(await screen.findByRole('button', { name: 'Invite colleague' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a colleague' }));
    await user.type(dialog.getByLabelText('Email'), 'new@demo.test');
    await user.selectOptions(dialog.getByLabelText('Role'), 'Administrator');
    await user.selectOptions(dialog.getByLabelText('Department'), 'Engineering');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(
      await dialog.findByText('An invitation to this e-mail address is already pending.'),
    ).toBeVisible();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual({
      email: 'new@demo.test',
      role: 'admin',
      department: 'Engineering',
      locale: 'en',
    });
  });
});
