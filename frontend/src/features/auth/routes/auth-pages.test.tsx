import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { applicant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { expectApplicantStored } from '@/testing/stored-session';

describe('sign-in page', () => {
  it('signs in, records the session and goes to / with the applicant menu', async () => {
    let body: unknown;
    server.use(
      http.post('/api/authenticate/login/user', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: applicant, accessToken: 'access-1' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/login' });

    await user.type(await screen.findByLabelText('Email'), ' applicant@demo.test ');
    await user.type(screen.getByLabelText('Password'), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('applicant@demo.test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(body).toEqual({ email: 'applicant@demo.test', password: 'demo-password-1' });
    expectApplicantStored('access-1');
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('button', { name: 'Job Vacancy' })).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows bad credentials as a translated message', async () => {
    server.use(
      http.post('/api/authenticate/login/user', () =>
        HttpResponse.json(errorBody('invalid_credentials', 'Email Or Password Invalid'), {
          status: 401,
        }),
      ),
    );
    useLocaleStore.getState().setLocale('de');
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('E-Mail'), 'applicant@demo.test');
    await user.type(screen.getByLabelText('Passwort'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-Mail-Adresse oder Passwort ist ungültig.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('explains throttling', async () => {
    server.use(
      http.post('/api/authenticate/login/user', () =>
        HttpResponse.json(errorBody('too_many_requests', 'Slow down'), { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'applicant@demo.test');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});

describe('registration page', () => {
  it('mirrors the server rules: name required, valid email, password 8–128', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/register' });
    await user.type(await screen.findByLabelText('Email'), 'ada@demo.test');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Password must be between 8 and 128 characters.')).toBeInTheDocument();
  });

  it('shows the server’s field errors next to the fields', async () => {
    server.use(
      http.post('/api/authenticate/register/user', () =>
        HttpResponse.json(
          errorBody('email_taken', 'This email is already in use.', { email: 'email_taken' }),
          { status: 409 },
        ),
      ),
    );
    useLocaleStore.getState().setLocale('fr');
    const user = userEvent.setup();
    renderApp({ url: '/register' });
    await user.type(await screen.findByLabelText('Nom'), 'Ada');
    await user.type(screen.getByLabelText('E-mail'), 'applicant@demo.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findAllByText('Cette adresse e-mail est déjà utilisée.')).toHaveLength(2);
  });

  it('registers, sends the chosen language and signs the user in', async () => {
    let body: unknown;
    server.use(
      http.post('/api/authenticate/register/user', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { user: { ...applicant, person: 0 }, accessToken: 'a' },
          {
            status: 201,
          },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/register' });
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('applicant@demo.test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(body).toEqual({
      name: 'Ada',
      email: 'ada@demo.test',
      password: 'long-enough-1',
      locale: 'en',
    });
  });
});

describe('password reset pages', () => {
  it('always confirms a forgot-password request', async () => {
    server.use(
      http.post('/api/v1/auth/forgot-password', () =>
        HttpResponse.json({ message: 'sent' }, { status: 202 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ url: '/pages/forgot-password' });
    await user.type(await screen.findByLabelText('Email'), 'nobody@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@demo.test',
    );
  });

  it('sets a new password with the link’s token, on the link’s tenant', async () => {
    let seen: { tenant: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/v1/auth/reset-password', async ({ request }) => {
        seen = { tenant: request.headers.get('tenantid'), body: await request.json() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ url: '/pages/reset-password?tenant=acme&token=tok-123' });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(seen).toEqual({
      tenant: 'acme',
      body: { token: 'tok-123', newPassword: 'brand-new-pass' },
    });
  });

  it('explains an expired reset link', async () => {
    server.use(
      http.post('/api/v1/auth/reset-password', () =>
        HttpResponse.json(errorBody('invalid_reset_token', 'expired'), { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ url: '/pages/reset-password?token=old' });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
  });

  it('asks for a new link when the token is missing', async () => {
    renderApp({ url: '/pages/reset-password' });
    expect(
      await screen.findByText('This reset link is incomplete. Please request a new one.'),
    ).toBeInTheDocument();
  });
});
