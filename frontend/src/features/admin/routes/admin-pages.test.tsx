import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('admin settings and a user’s page', () => {
  it('saves the settings and the header shows the new title at once', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/v1/admin/settings', () => HttpResponse.json(demoTenant)),
      http.put('/api/v1/admin/settings', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...demoTenant, erecruitmenttitle: 'Work with us' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/settings' });
    const title = await screen.findByLabelText('Recruitment title');
    await user.clear(title);
    await user.type(title, 'Work with us');
    await user.type(
      screen.getByLabelText('Privacy notice shown before applying'),
      'We keep **data** safe.',
    );
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('We keep data safe.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The settings have been saved');
    expect(sent).toMatchObject({
      recruitmentTitle: 'Work with us',
      privacyNotice: 'We keep **data** safe.',
    });
    expect(await within(screen.getByRole('banner')).findByText('Work with us')).toBeVisible();
  });

  it('shows a user’s page, and the edit form reports the last-admin rule', async () => {
    const patches: unknown[] = [];
    const id = '00000000-0000-4000-8000-000000000002';
    server.use(
      http.get('/api/v1/admin/users/:id', () =>
        HttpResponse.json({
          id,
          email: 'admin@demo.test',
          name: 'Alan Admin',
          role: 'admin',
          status: 'active',
          department: 'Engineering',
          locale: 'en',
          person: 0,
          verified: true,
          lastLoginAt: '2026-11-20T08:30:00Z',
          createdAt: '2026-11-01T09:00:00Z',
          updatedAt: '2026-11-01T09:00:00Z',
          avatarUrl: null,
          recentActivity: [
            {
              at: '2026-11-20T08:30:00Z',
              action: 'auth.login',
              actorLabel: 'admin@demo.test',
              subjectType: 'user',
              details: {},
            },
          ],
        }),
      ),
      http.get('/api/v1/admin/departments', () =>
        HttpResponse.json([{ id: 1, name: 'Engineering', users: 1 }]),
      ),
      http.patch('/api/v1/admin/users/:id', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(errorBody('last_admin', 'no'), { status: 409 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: admin, url: `/app/user/view/${id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alan Admin' })).toBeVisible();
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('Signed in')).toBeVisible();
    expect(within(activity).getByText('by admin@demo.test')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await user.selectOptions(await screen.findByLabelText('Role'), 'Recruiter');
    expect(router.state.location.pathname).toBe(`/app/user/edit/${id}`);
    expect(screen.getByLabelText('Department')).toHaveValue('Engineering');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(patches).toEqual([{ role: 'staff' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last administrator cannot be removed or blocked.',
    );
    expect(router.state.location.pathname).toBe(`/app/user/edit/${id}`);
  });
});
