import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('accepting an invitation', () => {
  it('shows the invitation, creates the account and signs it in as sign-in does', async () => {
    const sent: { body: unknown; tenant: string | null }[] = [];
    server.use(
      http.post('/api/authenticate/invitation', () =>
        HttpResponse.json({
          email: 'staff@demo.test',
          role: 'staff',
          department: 'Engineering',
          invitedByName: 'Alan Admin',
          expiresAt: '2026-12-01T09:00:00Z',
        }),
      ),
      http.post('/api/authenticate/accept-invitation', async ({ request }) => {
        sent.push({ body: await request.json(), tenant: request.headers.get('tenantid') });
        return HttpResponse.json({ user: staff, accessToken: 'access-7' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({
      url: '/pages/accept-invitation?tenant=demo&token=secret-token',
    });

    const inviter = await screen.findByText('Alan Admin');
    expect(inviter.closest('p')).toHaveTextContent(
      /^Alan Admin invited you to join .+ as Recruiter\.$/,
    );
    expect(screen.getByText('Department: Engineering')).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('staff@demo.test');
    expect(email).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText('Name'), ' Sam Staff ');
    await user.type(screen.getByLabelText('Password'), 'Kettle-Harbour-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'Kettle-Harbour-42');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));

    expect(await screen.findByText('staff@demo.test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toEqual([
      {
        body: { token: 'secret-token', name: 'Sam Staff', password: 'Kettle-Harbour-42' },
        tenant: 'demo',
      },
    ]);
    expect(localStorage.getItem('token')).toBe('access-7');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toEqual({
      role: 'staff',
      person: 0,
      email: 'staff@demo.test',
    });
  });

  it('explains a link that can no longer be used and leads to sign-in', async () => {
    server.use(
      http.post('/api/authenticate/invitation', () =>
        HttpResponse.json(errorBody('invalid_invitation', 'gone'), { status: 400 }),
      ),
    );
    renderApp({ url: '/pages/accept-invitation?token=used-token' });
    expect(
      await screen.findByRole('heading', { name: 'This invitation cannot be used' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
