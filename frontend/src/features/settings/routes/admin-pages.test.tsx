import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The settings as admins read them: the careers site's, and the rejection e-mail per language. */
const adminSettings = {
  ...demoTenant,
  idleTimeoutMinutes: 15,
  mfaRequiredForAdmins: false,
  teamAccessOnly: false,
  scorecardReminderHours: 24,
  rejectionTemplates: {
    en: { subject: 'Your application for {vacancy}', body: 'Dear {name}, …', custom: false },
    de: { subject: 'Ihre Bewerbung als {vacancy}', body: 'Hallo {name}, …', custom: false },
    fr: { subject: 'Votre candidature : {vacancy}', body: 'Bonjour {name}, …', custom: true },
    pt: { subject: 'A sua candidatura: {vacancy}', body: 'Olá {name}, …', custom: false },
  },
};

describe('admin settings and a user’s page', () => {
  it('saves the settings and the header shows the new title at once', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/v1/admin/settings', () => HttpResponse.json(adminSettings)),
      http.put('/api/v1/admin/settings', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...adminSettings, erecruitmenttitle: 'Work with us' });
      }),
      // Fetched again after the save (in the visitor's language): the server has the new title.
      http.get('/api/v1/tenant', () =>
        HttpResponse.json({
          ...demoTenant,
          erecruitmenttitle: sent ? 'Work with us' : demoTenant.erecruitmenttitle,
        }),
      ),
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

  it('sets the lock screen’s idle timeout and requires two-factor sign-in for admins', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/settings', () => HttpResponse.json(adminSettings)),
      http.put('/api/v1/admin/settings', async ({ request }) => {
        const body = (await request.json()) as { idleTimeoutMinutes: number };
        sent.push(body);
        return body.idleTimeoutMinutes === 999
          ? HttpResponse.json(
              errorBody('validation_failed', 'no', { idleTimeoutMinutes: 'idle_timeout_invalid' }),
              { status: 400 },
            )
          : HttpResponse.json({ ...adminSettings, idleTimeoutMinutes: body.idleTimeoutMinutes });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/settings' });
    const idle = await screen.findByLabelText(
      'Lock the screen after this many minutes without activity',
    );
    expect(idle).toHaveValue(15);
    expect(idle).toHaveAccessibleDescription(/0 turns the lock screen off/);
    const save = screen.getByRole('button', { name: 'Save settings' });

    // Checked here first: whole minutes, 0 to 1440.
    await user.clear(idle);
    await user.type(idle, '1441');
    await user.click(save);
    expect(screen.getByText('Enter a whole number of minutes from 0 to 1440.')).toBeVisible();
    expect(idle).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // The server's own check is shown at the field too.
    await user.clear(idle);
    await user.type(idle, '999');
    await user.click(save);
    expect(
      await screen.findByText('Enter a whole number of minutes from 0 to 1440.'),
    ).toBeVisible();

    await user.clear(idle);
    await user.type(idle, '1');
    const mfa = screen.getByRole('switch', { name: 'Require two-factor sign-in for admins' });
    expect(mfa).not.toBeChecked();
    await user.click(mfa);
    // Who may see what: staff limited to their hiring teams (off until the admin says so).
    const teams = screen.getByRole('switch', { name: 'Staff see only the vacancies they are on' });
    expect(teams).not.toBeChecked();
    await user.click(teams);
    // Scorecard reminders: after how many hours (1 to 720).
    const reminder = screen.getByLabelText(
      'Remind interviewers of their scorecard after this many hours',
    );
    expect(reminder).toHaveValue(24);
    await user.clear(reminder);
    await user.type(reminder, '48');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('The settings have been saved');
    expect(sent).toMatchObject([
      { idleTimeoutMinutes: 999, teamAccessOnly: false },
      {
        idleTimeoutMinutes: 1,
        mfaRequiredForAdmins: true,
        teamAccessOnly: true,
        scorecardReminderHours: 48,
      },
    ]);
  });

  it('words the rejection e-mail per language and sends only the languages changed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/settings', () => HttpResponse.json(adminSettings)),
      http.put('/api/v1/admin/settings', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(adminSettings);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/settings' });
    const card = within(await screen.findByRole('region', { name: 'Rejection e-mail' }));
    expect(card.getByText('Built-in wording')).toBeVisible();
    await user.click(card.getByRole('tab', { name: 'Deutsch' }));
    const subject = card.getByLabelText('Subject');
    expect(subject).toHaveValue('Ihre Bewerbung als {vacancy}');
    await user.clear(subject);
    await user.click(card.getByRole('button', { name: 'Save the rejection e-mails' }));
    expect(card.getByRole('alert')).toHaveTextContent(
      'The e-mail in Deutsch needs both a subject and a message.',
    );
    expect(sent).toEqual([]);

    await user.type(subject, 'Absage: {{vacancy}');
    await user.click(card.getByRole('button', { name: 'Save the rejection e-mails' }));
    expect(await card.findByRole('status')).toHaveTextContent(
      'The rejection e-mails have been saved.',
    );
    expect(sent).toEqual([
      { rejectionTemplates: { de: { subject: 'Absage: {vacancy}', body: 'Hallo {name}, …' } } },
    ]);
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
          mfaEnabled: false,
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

  it('resets a user’s two-factor sign-in after a confirmation', async () => {
    const id = '00000000-0000-4000-8000-000000000003';
    let mfaEnabled = true;
    const resets: string[] = [];
    server.use(
      http.get('/api/v1/admin/users/:id', () =>
        HttpResponse.json({
          id,
          email: 'staff@demo.test',
          name: 'Sam Staff',
          role: 'staff',
          status: 'active',
          department: null,
          locale: 'en',
          person: 0,
          verified: true,
          mfaEnabled,
          lastLoginAt: null,
          createdAt: '2026-11-01T09:00:00Z',
          updatedAt: '2026-11-01T09:00:00Z',
          avatarUrl: null,
          recentActivity: [
            {
              at: '2026-11-20T08:30:00Z',
              action: 'auth.mfa_enabled',
              actorLabel: 'staff@demo.test',
              subjectType: 'user',
              details: {},
            },
          ],
        }),
      ),
      http.delete('/api/v1/admin/users/:id/mfa', ({ params }) => {
        resets.push(String(params.id));
        mfaEnabled = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: `/app/user/view/${id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Staff' })).toBeVisible();
    expect(screen.getByText('Turned on two-factor sign-in')).toBeVisible();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByText('Two-factor sign-in')).toBeVisible();
    expect(account.getByText('On')).toBeVisible();

    await user.click(account.getByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Sam Staff?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Reset' }));
    expect(await account.findByRole('status')).toHaveTextContent(
      'Two-factor sign-in has been reset for Sam Staff.',
    );
    expect(await account.findByText('Off')).toBeVisible();
    expect(account.queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull();
    expect(resets).toEqual([id]);
  });
});
