import { screen } from '@testing-library/react';
import { admin, applicant } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('route guard', () => {
  it('lets an admin open the job vacancy setting', async () => {
    renderApp({ user: admin, url: '/job-vacancy-setting' });
    expect(
      await screen.findByRole('heading', { name: 'Job Vacancy Settings' }),
    ).toBeInTheDocument();
  });

  it('sends an applicant on an admin route to /misc/not-authorized', async () => {
    const { router } = renderApp({ user: applicant, url: '/job-vacancy-setting' });
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });

  it('sends an admin on an applicant route to /misc/not-authorized', async () => {
    const { router } = renderApp({ user: admin, url: '/my-application' });
    await screen.findByRole('heading', { name: 'You are not authorized' });
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });

  it('sends a visitor on a signed-in route to /login', async () => {
    const { router } = renderApp({ url: '/my-profile' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the 404 page for unknown routes', async () => {
    renderApp({ url: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
