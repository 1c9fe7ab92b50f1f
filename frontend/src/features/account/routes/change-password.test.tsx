import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { applicant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function fillAndSubmit(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password page', () => {
  it('changes the password', async () => {
    let body: unknown;
    server.use(
      http.put('/api/v1/me/password', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ user: applicant, url: '/change-password' });
    await fillAndSubmit('old-password-1', 'new-password-1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Other sessions were signed out.',
    );
    expect(body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-1',
      endOtherSessions: true,
    });
  });

  it('keeps the other sessions when the box is unticked', async () => {
    let body: unknown;
    server.use(
      http.put('/api/v1/me/password', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/change-password' });
    const endOthers = await screen.findByRole('checkbox', { name: 'Sign out everywhere else' });
    expect(endOthers).toBeChecked();
    expect(endOthers).toHaveAccessibleDescription(/will have to sign in again/);
    await user.click(endOthers);
    await fillAndSubmit('old-password-1', 'new-password-1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Your password has been changed\.$/,
    );
    expect(body).toMatchObject({ endOtherSessions: false });
  });

  it('shows a wrong current password next to that field', async () => {
    server.use(
      http.put('/api/v1/me/password', () =>
        HttpResponse.json(
          errorBody('validation_failed', 'invalid', {
            currentPassword: 'current_password_wrong',
          }),
          { status: 400 },
        ),
      ),
    );
    renderApp({ user: applicant, url: '/change-password' });
    await fillAndSubmit('wrong-password', 'new-password-1');
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('catches a mistyped confirmation before calling the server', async () => {
    renderApp({ user: applicant, url: '/change-password' });
    await fillAndSubmit('old-password-1', 'new-password-1', 'new-password-2');
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('shows strength hints live, says which are met and ties them to the fields', async () => {
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/change-password' });
    const next = await screen.findByLabelText('New password');
    const rules = within(screen.getByRole('list', { name: 'Password requirements' }));
    const rule = (name: RegExp) => rules.getByText(name).closest('li') as HTMLElement;
    expect(next).toHaveAccessibleDescription(/8 to 128 characters – not yet/);
    expect(rules.getByText(/8 to 128 characters/).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.type(next, 'applicant-2026');
    expect(screen.getByText('Strength: weak')).toBeInTheDocument();
    expect(rule(/8 to 128 characters/)).toHaveTextContent('done');
    expect(rule(/Not based on your e-mail address/)).toHaveTextContent('not yet');

    await user.clear(next);
    await user.type(next, 'Analytical-Engine-1843');
    expect(screen.getByText('Strength: strong')).toBeInTheDocument();
    expect(rule(/At least three of/)).toHaveTextContent('done');
    expect(rule(/Not based on your e-mail address/)).toHaveTextContent('done');
    expect(rule(/Both entries match/)).toHaveTextContent('not yet');
    await user.type(screen.getByLabelText('Confirm new password'), 'Analytical-Engine-1843');
    expect(rule(/Both entries match/)).toHaveTextContent('done');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      /Both entries match – done/,
    );
  });

  it('refuses a new password based on the e-mail address before calling the server', async () => {
    renderApp({ user: applicant, url: '/change-password' });
    await fillAndSubmit('old-password-1', 'Applicant@demo.test');
    expect(
      screen.getByText('Choose a password that is not based on your e-mail address.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the hints in the chosen language', async () => {
    useLocaleStore.getState().setLocale('de');
    renderApp({ user: applicant, url: '/change-password' });
    expect(
      await screen.findByRole('list', { name: 'Anforderungen an das Passwort' }),
    ).toHaveTextContent('Beruht nicht auf Ihrer E-Mail-Adresse');
  });
});
