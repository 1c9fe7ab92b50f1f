import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
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
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(body).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-1' });
  });

  it('shows a wrong current password next to that field', async () => {
    server.use(
      http.put('/api/v1/me/password', () =>
        HttpResponse.json(
          errorBody('validation_failed', 'The current password is incorrect.', {
            currentPassword: 'The current password is incorrect.',
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
});
