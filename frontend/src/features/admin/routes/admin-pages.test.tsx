import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('admin settings and users', () => {
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

  it('changes a user’s role and reports the last-admin rule', async () => {
    const patches: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/users', () =>
        HttpResponse.json({
          data: [
            {
              id: '00000000-0000-4000-8000-000000000009',
              email: 'staff@demo.test',
              name: 'Sam Staff',
              role: 'staff',
              status: 'active',
              locale: 'en',
              person: 0,
              createdAt: '2026-11-01T09:00:00Z',
              updatedAt: '2026-11-01T09:00:00Z',
            },
          ],
          total: 1,
          page: 1,
          perPage: 25,
        }),
      ),
      http.patch('/api/v1/admin/users/:id', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(errorBody('last_admin', 'no'), { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/users' });
    await user.selectOptions(await screen.findByLabelText('Role of Sam Staff'), 'Administrator');
    expect(patches).toEqual([{ role: 'admin' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last administrator cannot be removed or blocked.',
    );
  });
});
