import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { admin, applicant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

type Session = Schemas['SessionView'];

const THIS_ONE: Session = {
  id: '10000000-0000-4000-8000-000000000001',
  current: true,
  device: 'Firefox on Linux',
  signedInAt: '2026-11-20T08:00:00Z',
  lastUsedAt: '2026-11-21T09:30:00Z',
  method: 'password',
  secondFactor: true,
};
const PHONE: Session = {
  id: '10000000-0000-4000-8000-000000000002',
  current: false,
  device: 'Safari on iPhone',
  signedInAt: '2026-11-18T18:00:00Z',
  lastUsedAt: '2026-11-21T07:45:00Z',
  method: 'reset',
  secondFactor: false,
};
const OLD_LAPTOP: Session = {
  id: '10000000-0000-4000-8000-000000000003',
  current: false,
  device: 'Chrome on Windows',
  signedInAt: '2026-10-02T10:00:00Z',
  lastUsedAt: '2026-11-02T10:00:00Z',
  method: 'invitation',
  secondFactor: false,
};

const MFA_OFF: Schemas['MfaStatus'] = { totpEnabled: false, recoveryCodesLeft: 0, required: false };

/** The server's sessions, which the handlers end; the requests are recorded. */
function sessionsServer(initial: Session[], mfa: Schemas['MfaStatus'] = MFA_OFF) {
  let sessions = [...initial];
  const calls: string[] = [];
  server.use(
    http.get('/api/v1/me/mfa', () => HttpResponse.json(mfa)),
    http.get('/api/v1/me/sessions', () => {
      calls.push('GET');
      return HttpResponse.json(sessions);
    }),
    http.delete('/api/v1/me/sessions/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      const found = sessions.some((session) => session.id === params.id);
      sessions = sessions.filter((session) => session.id !== params.id);
      return found
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(errorBody('session_not_found', 'Gone'), { status: 404 });
    }),
    http.delete('/api/v1/me/sessions', () => {
      calls.push('DELETE others');
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return HttpResponse.json({ ended });
    }),
  );
  return {
    calls,
    /** Another device signs out by itself meanwhile. */
    forget: (id: string) => {
      sessions = sessions.filter((session) => session.id !== id);
    },
  };
}

async function sessionsList() {
  const card = within(await screen.findByRole('region', { name: 'Where you’re signed in' }));
  await card.findAllByRole('listitem');
  return card;
}

describe('where you are signed in', () => {
  it('lists the sessions, this one marked, and signs out another one', async () => {
    const { calls } = sessionsServer([THIS_ONE, PHONE, OLD_LAPTOP]);
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/pages/account-settings' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' }),
    ).toBeVisible();
    const card = await sessionsList();

    const items = card.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox on Linux');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('Signed in with a second factor');
    expect(items[0]).toHaveTextContent('Signed in with password');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Signed in after a password reset');
    expect(items[1]).not.toHaveTextContent('This device');
    expect(items[2]).toHaveTextContent('Signed in on accepting an invitation');

    await user.click(
      card.getByRole('button', { name: /^Sign out Safari on iPhone, last active \w+ \d+, 2026/ }),
    );
    expect(await card.findByRole('status')).toHaveTextContent(
      'Safari on iPhone has been signed out.',
    );
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(2));
    expect(card.queryByText('Safari on iPhone')).toBeNull();
    expect(calls).toEqual(['GET', `DELETE ${PHONE.id}`, 'GET']);
  });

  it('signs out everywhere else after a confirmation, and says how many', async () => {
    const { calls } = sessionsServer([THIS_ONE, PHONE, OLD_LAPTOP]);
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/pages/account-settings' });
    const card = await sessionsList();

    await user.click(card.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['GET']);

    await user.click(card.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sign out the others',
      }),
    );
    expect(await card.findByRole('status')).toHaveTextContent(
      '2 other sessions have been signed out.',
    );
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(1));
    expect(card.getByText('You are signed in only here.')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(calls).toEqual(['GET', 'DELETE others', 'GET']);
  });

  it('says so when a session had already ended, and drops it from the list', async () => {
    const sessions = sessionsServer([THIS_ONE, PHONE]);
    const user = userEvent.setup();
    useLocaleStore.getState().setLocale('pt');
    renderApp({ user: applicant, url: '/pages/account-settings' });
    const card = within(await screen.findByRole('region', { name: 'Onde tem sessão iniciada' }));
    await card.findAllByRole('listitem');
    sessions.forget(PHONE.id);
    await user.click(card.getByRole('button', { name: /^Terminar a sessão em Safari on iPhone/ }));
    expect(await card.findByRole('alert')).toHaveTextContent('Esta sessão já terminou.');
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('two-factor sign-in on the account', () => {
  const enrolment = {
    secret: 'JBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/Demo:applicant%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Demo',
  };

  it('sets up the authenticator app and shows the recovery codes once', async () => {
    let mfa = MFA_OFF;
    const codes = Array.from({ length: 10 }, (_, i) => `rcvr-code-${String(i)}`);
    sessionsServer([THIS_ONE]);
    server.use(
      http.get('/api/v1/me/mfa', () => HttpResponse.json(mfa)),
      http.post('/api/v1/me/mfa/totp', () => HttpResponse.json(enrolment)),
      http.post('/api/v1/me/mfa/totp/confirm', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '135790') {
          return HttpResponse.json(errorBody('mfa_code_invalid', 'no'), { status: 400 });
        }
        mfa = { totpEnabled: true, recoveryCodesLeft: 10, required: false };
        return HttpResponse.json({ recoveryCodes: codes });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/pages/account-settings' });
    const card = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    expect(await card.findByText('Two-factor sign-in is off.')).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await card.findByRole('heading', { name: 'Set up your authenticator app' }),
    ).toHaveFocus();
    expect(
      await card.findByRole('img', { name: 'QR code to set up two-factor sign-in' }),
    ).toBeVisible();
    expect(card.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = card.getByLabelText('6-digit code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '000000');
    await user.click(card.getByRole('button', { name: 'Verify and turn on' }));
    expect(await card.findByText('This code is not valid. Check it and try again.')).toBeVisible();
    expect(code).toHaveFocus();
    await user.type(code, '135790{Enter}');

    const list = await card.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(card.getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    await user.click(card.getByRole('button', { name: 'I have saved them' }));
    expect(await card.findByText('Two-factor sign-in is on.')).toBeVisible();
    expect(card.getByText('You have 10 recovery codes left.')).toBeVisible();
    expect(card.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns it off with the password; a wrong one is said at the field', async () => {
    let mfa: Schemas['MfaStatus'] = { totpEnabled: true, recoveryCodesLeft: 2, required: false };
    const sent: unknown[] = [];
    sessionsServer([THIS_ONE]);
    server.use(
      http.get('/api/v1/me/mfa', () => HttpResponse.json(mfa)),
      http.delete('/api/v1/me/mfa/totp', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        if (body.password !== 'demo-password-1') {
          return HttpResponse.json(
            errorBody('validation_failed', 'no', { password: 'current_password_wrong' }),
            { status: 400 },
          );
        }
        mfa = MFA_OFF;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/pages/account-settings' });
    const card = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    expect(await card.findByText('You have 2 recovery codes left.')).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Turn off' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }),
    );
    const password = dialog.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'wrong-one{Enter}');
    expect(await dialog.findByText('The current password is incorrect.')).toBeVisible();
    await user.clear(password);
    await user.type(password, 'demo-password-1');
    await user.click(dialog.getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(await card.findByText('Two-factor sign-in has been turned off.')).toBeVisible();
    expect(await card.findByText('Two-factor sign-in is off.')).toBeVisible();
    expect(sent).toEqual([{ password: 'wrong-one' }, { password: 'demo-password-1' }]);
  });

  it('offers no way to turn it off when the organisation requires it', async () => {
    sessionsServer([THIS_ONE], { totpEnabled: true, recoveryCodesLeft: 8, required: true });
    renderApp({ user: admin, url: '/pages/account-settings' });
    const card = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    expect(
      await card.findByText(
        'Your organisation requires two-factor sign-in for your role, so it cannot be turned off.',
      ),
    ).toBeVisible();
    expect(card.getByRole('button', { name: 'Make new recovery codes' })).toBeVisible();
    expect(card.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});
