import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, applicant } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function openUserMenu(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'User menu' });
  await user.click(toggle);
  const menu = document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`);
  if (!menu) throw new Error('the user menu did not open');
  const entries = () =>
    Array.from(menu.querySelectorAll('.dropdown-item')).map((item) => item.textContent);
  return { menu: within(menu), entries };
}

describe('user dropdown', () => {
  it('shows the e-mail, "Available" and the default avatar when the person lookup fails', async () => {
    renderApp({ user: applicant });
    const toggle = await screen.findByRole('button', { name: 'User menu' });
    expect(within(toggle).getByText('applicant@demo.test')).toBeInTheDocument();
    expect(within(toggle).getByText('Available')).toBeInTheDocument();
    expect(within(toggle).getByTestId('default-avatar')).toBeInTheDocument();
  });

  it('shows the profile image from getPersonBasicInfo', async () => {
    let requested: unknown;
    server.use(
      http.post('/api/v1/Persons/getPersonBasicInfo', async ({ request }) => {
        requested = await request.json();
        return HttpResponse.json({ result: { id: 7, image: '/files/avatar-7.png' } });
      }),
    );
    renderApp({ user: applicant });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
        'src',
        '/files/avatar-7.png',
      ),
    );
    expect(requested).toEqual({ id: 7 });
  });

  it('does not look up a person while person is 0', async () => {
    const lookup = vi.fn();
    server.use(
      http.post('/api/v1/Persons/getPersonBasicInfo', () => {
        lookup();
        return HttpResponse.json({ result: { image: '/x.png' } });
      }),
    );
    renderApp({ user: admin });
    await screen.findByRole('button', { name: 'User menu' });
    expect(screen.getByTestId('default-avatar')).toBeInTheDocument();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('offers an admin only Security, Bookmarks and Log Out', async () => {
    const user = userEvent.setup();
    renderApp({ user: admin });
    const { entries } = await openUserMenu(user);
    expect(entries()).toEqual(['Security', 'Bookmarks', 'Log Out']);
  });

  it('offers an applicant the profile pages, each opened with fromProfile', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ user: applicant });
    const { menu, entries } = await openUserMenu(user);
    expect(entries()).toEqual([
      'Edit Profile',
      'Change Password',
      'Security',
      'My Application',
      'Bookmarks',
      'Log Out',
    ]);
    await user.click(menu.getByRole('link', { name: 'My Application' }));
    // The page is loaded on first use, so the navigation ends a moment after the click.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-application'));
    expect(router.state.location.state).toEqual({ fromProfile: true });
  });

  it('logs out: ends the server session, clears all local storage and goes to /', async () => {
    const logout = vi.fn();
    server.use(
      http.post('/api/authenticate/logout', ({ request }) => {
        logout(request.headers.get('tenantid'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: applicant, url: '/change-password' });
    localStorage.setItem('gateweyURL', window.location.origin);
    expect(localStorage.getItem('token')).not.toBeNull();

    localStorage.setItem('customizer', '{}');
    const clear = vi.spyOn(Storage.prototype, 'clear');
    const { menu } = await openUserMenu(user);
    await user.click(menu.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
    // Log Out first asks whether the session came from an identity provider: the way to `/` (a
    // transition, while its page loads) ends a moment after the session.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(clear).toHaveBeenCalled();
    for (const key of ['token', 'userInfo', 'isLogin', 'gateweyURL', 'customizer']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    // The page is still this tenant's careers site, so only its branding comes back.
    expect(Object.keys(localStorage).sort()).toEqual(['dataErec', 'tenantID']);
    await waitFor(() => expect(logout).toHaveBeenCalledWith('demo'));
  });
});

describe('language dropdown', () => {
  it('switches the language and remembers it', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('button', { name: 'Deutsch' }));

    expect(
      await screen.findByRole('link', { name: 'Anmelden / Registrieren' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(JSON.parse(localStorage.getItem('locale') ?? '{}')).toMatchObject({
      state: { locale: 'de' },
    });
  });

  it('saves a signed-in user’s choice to the account, for the language of e-mails', async () => {
    let body: unknown;
    server.use(
      http.put('/api/v1/me', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant });
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('button', { name: 'Português' }));
    await waitFor(() => expect(body).toEqual({ locale: 'pt' }));
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
  });

  it('formats the footer year for the locale', async () => {
    renderApp();
    const year = new Date().getFullYear();
    expect(await screen.findByText(new RegExp(`© ${year} Demo Company`))).toBeInTheDocument();
  });
});
