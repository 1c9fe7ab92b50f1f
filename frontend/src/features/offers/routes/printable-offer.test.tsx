import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { admin, applicant } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { anOffer } from '../testing/offer-data';

describe('the printable offer', () => {
  it('shows the letter under the tenant’s letterhead, with a print button', async () => {
    server.use(
      http.get('/api/v1/offers/21', () =>
        HttpResponse.json(anOffer({ state: 'sent', sentAt: '2026-11-21T10:00:00Z' })),
      ),
    );
    renderApp({ user: admin, url: '/pages/invoice/21' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Offer to Ada Applicant: Backend Engineer',
      }),
    ).toBeVisible();
    expect(screen.getByText('Demo Company', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Offer' })).toBeVisible();
    expect(screen.getByText('Backend Engineer', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Back to Ada Applicant’s application' }),
    ).toHaveAttribute('href', '/job-vacancy-setting/applications/5');
  });

  it('is for the recruiting team only', async () => {
    const { router } = renderApp({ user: applicant, url: '/pages/invoice/21' });
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });

  it('is a missing page for an address that names no offer', async () => {
    const { router } = renderApp({ user: admin, url: '/pages/invoice/letterhead' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/error/404');
  });
});
