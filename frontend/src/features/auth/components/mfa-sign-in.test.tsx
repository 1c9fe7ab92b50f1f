import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { admin, applicant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, i) => `code-${String(i).padStart(4, '0')}-xy`,
);

/** The password sign-in answers a challenge; the list is for the test's second-step handler. */
function challengeAnswer({ enrolmentRequired = false } = {}) {
  server.use(
    http.post('/api/authenticate/login/user', () =>
      HttpResponse.json({
        mfaRequired: true,
        challenge: 'challenge-1',
        enrolmentRequired,
        emailCodeSent: enrolmentRequired,
      }),
    ),
  );
  return [] as unknown[];
}

async function signInWithPassword(
  user: ReturnType<typeof userEvent.setup>,
  email = 'applicant@demo.test',
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'demo-password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('two-factor sign-in', () => {
  it('asks for the app’s code with the focus in its field, refuses a wrong one there, then signs in', async () => {
    const bodies = challengeAnswer();
    server.use(
      http.post('/api/authenticate/mfa', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        bodies.push(body);
        return body.code === '123456'
          ? HttpResponse.json({ user: applicant, accessToken: 'access-mfa' })
          : HttpResponse.json(errorBody('mfa_code_invalid', 'This code is not valid.'), {
              status: 400,
            });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/login' });
    await signInWithPassword(user);

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.getItem('token')).toBeNull();

    // Checked before sending: six digits.
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
    expect(bodies).toEqual([]);

    // A pasted "654 321" keeps its digits; the server says it is wrong.
    await user.clear(code);
    await user.type(code, '654 321');
    expect(code).toHaveValue('654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This code is not valid. Check it and try again.'),
    ).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();

    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('applicant@demo.test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(bodies).toEqual([
      { challenge: 'challenge-1', code: '654321' },
      { challenge: 'challenge-1', code: '123456' },
    ]);
    expect(localStorage.getItem('token')).toBe('access-mfa');
  });

  it('takes a recovery code instead, after the switch', async () => {
    const bodies = challengeAnswer();
    server.use(
      http.post('/api/authenticate/mfa', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: applicant, accessToken: 'access-recovery' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));

    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await user.type(field, ' abcd-efgh-ij ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('applicant@demo.test')).toBeInTheDocument();
    expect(bodies).toEqual([{ challenge: 'challenge-1', code: 'abcd-efgh-ij' }]);
    expect(screen.queryByRole('button', { name: 'Use the authenticator app' })).toBeNull();
  });

  it('goes back to the password with the message when the challenge has expired', async () => {
    challengeAnswer();
    server.use(
      http.post('/api/authenticate/mfa', () =>
        HttpResponse.json(errorBody('mfa_challenge_invalid', 'This sign-in has expired.'), {
          status: 401,
        }),
      ),
    );
    const refresh = vi.fn();
    server.use(
      http.post('/api/authenticate/refresh-token', () => {
        refresh();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    useLocaleStore.getState().setLocale('de');
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('E-Mail'), 'applicant@demo.test');
    await user.type(screen.getByLabelText('Passwort'), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await user.type(await screen.findByLabelText('Bestätigungscode'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Anmeldung hat zu lange gedauert oder wurde bereits verwendet.',
    );
    expect(screen.getByLabelText('E-Mail')).toHaveValue('applicant@demo.test');
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
    // The challenge's 401 is its answer: no token refresh, no sign-out.
    expect(refresh).not.toHaveBeenCalled();
  });

  it('explains throttling at the code step', async () => {
    challengeAnswer();
    server.use(
      http.post('/api/authenticate/mfa', () =>
        HttpResponse.json(errorBody('too_many_requests', 'Slow down'), {
          status: 429,
          headers: { 'Retry-After': '60' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.getByLabelText('Authentication code')).not.toHaveAttribute('aria-invalid');
  });

  it('explains a locked authenticator and points at the recovery code, which still works', async () => {
    const bodies = challengeAnswer();
    server.use(
      http.post('/api/authenticate/mfa', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        bodies.push(body);
        return body.code === 'abcd-efgh-ij'
          ? HttpResponse.json({ user: applicant, accessToken: 'access-unlocked' })
          : HttpResponse.json(errorBody('mfa_locked', 'Locked'), { status: 403 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two-factor sign-in is locked after too many wrong codes. Use a recovery code, or ask an admin to reset it.',
    );
    expect(screen.getByLabelText('Authentication code')).not.toHaveAttribute('aria-invalid');
    const toRecovery = screen.getByRole('button', { name: 'Use a recovery code' });
    expect(toRecovery).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ij{Enter}');
    expect(await screen.findByText('applicant@demo.test')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('access-unlocked');
  });

  it('shows the lock’s meaning in the user’s language', async () => {
    challengeAnswer();
    server.use(
      http.post('/api/authenticate/mfa', () =>
        HttpResponse.json(errorBody('mfa_locked', 'Locked'), { status: 403 }),
      ),
    );
    useLocaleStore.getState().setLocale('fr');
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('E-mail'), 'applicant@demo.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await user.type(await screen.findByLabelText('Code d’authentification'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La connexion à deux facteurs est bloquée après trop de codes erronés.',
    );
  });

  it('sets up the app when the tenant requires it: the mailed code, the QR code, the recovery codes, then signs in', async () => {
    challengeAnswer({ enrolmentRequired: true });
    const enrolments: unknown[] = [];
    let verified: unknown;
    server.use(
      http.post('/api/authenticate/mfa/enrol', async ({ request }) => {
        const body = (await request.json()) as { emailCode: string };
        enrolments.push(body);
        if (body.emailCode !== '12345678') {
          return HttpResponse.json(errorBody('mfa_email_code_invalid', 'Wrong code'), {
            status: 400,
          });
        }
        return HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauthUrl:
            'otpauth://totp/Demo%20Company:admin%40demo.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Demo%20Company',
        });
      }),
      http.post('/api/authenticate/mfa', async ({ request }) => {
        verified = await request.json();
        return HttpResponse.json({
          user: admin,
          accessToken: 'access-enrolled',
          recoveryCodes: RECOVERY_CODES,
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/login' });
    await signInWithPassword(user, 'admin@demo.test');

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    // First the code mailed to the account's address: nothing is enrolled before it.
    expect(
      screen.getByRole('heading', { name: 'We sent a code to your e-mail address' }),
    ).toBeVisible();
    const mailed = screen.getByLabelText('8-digit code from the e-mail');
    expect(mailed).toHaveFocus();
    expect(mailed).toHaveAttribute('inputmode', 'numeric');
    expect(mailed).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('img', { name: 'QR code to set up two-factor sign-in' })).toBeNull();
    expect(enrolments).toEqual([]);

    // Checked before sending: eight digits.
    await user.type(mailed, '1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter the 8 digits from the e-mail.')).toBeVisible();
    expect(enrolments).toEqual([]);

    // A wrong code: the server's meaning at the field, which is emptied and keeps the focus.
    await user.clear(mailed);
    await user.type(mailed, '8765 4321');
    expect(mailed).toHaveValue('87654321');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'This is not the code we sent to your e-mail address. Check it and try again.',
      ),
    ).toBeVisible();
    expect(mailed).toHaveAttribute('aria-invalid', 'true');
    expect(mailed).toHaveAccessibleDescription(
      'This is not the code we sent to your e-mail address. Check it and try again.',
    );
    expect(mailed).toHaveValue('');
    expect(mailed).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'QR code to set up two-factor sign-in' })).toBeNull();

    // The right code: the secret to scan.
    await user.type(mailed, '12345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to set up two-factor sign-in' }),
    ).toBeVisible();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeVisible();
    expect(screen.queryByLabelText('8-digit code from the e-mail')).toBeNull();
    expect(enrolments).toEqual([
      { challenge: 'challenge-1', emailCode: '87654321' },
      { challenge: 'challenge-1', emailCode: '12345678' },
    ]);
    const code = screen.getByLabelText('6-digit code from the app');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(screen.getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(verified).toEqual({ challenge: 'challenge-1', code: '246810' });
    // The session starts only once the codes have been seen.
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    const written = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: written },
    });
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(written).toHaveBeenCalledWith(RECOVERY_CODES.join('\n'));
    expect(await screen.findByText('The codes have been copied.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'I have saved them – continue' }));
    expect(await screen.findByRole('heading', { name: 'Recruiting dashboard' })).toBeVisible();
    expect(localStorage.getItem('token')).toBe('access-enrolled');
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back to the password when wrong mailed codes have spent the challenge', async () => {
    challengeAnswer({ enrolmentRequired: true });
    server.use(
      http.post('/api/authenticate/mfa/enrol', () =>
        HttpResponse.json(errorBody('mfa_challenge_invalid', 'Spent'), { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await signInWithPassword(user, 'admin@demo.test');
    await user.type(
      await screen.findByLabelText('8-digit code from the e-mail'),
      '11112222{Enter}',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in took too long or has already been used. Please sign in again.',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByLabelText('8-digit code from the e-mail')).toBeNull();
  });
});
