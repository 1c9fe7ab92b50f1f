import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { applicant } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { SHA, aCandidateOffer, validationFailed } from '../testing/offer-data';

describe('the offers on My Application', () => {
  it('accepts with the typed name and the document’s hash, and shows a mismatch at the name', async () => {
    const bodies: Schemas['Acceptance'][] = [];
    server.use(
      http.get('/api/v1/me/offers', () => HttpResponse.json([aCandidateOffer()])),
      http.post('/api/v1/me/offers/21/accept', async ({ request }) => {
        const body = (await request.json()) as Schemas['Acceptance'];
        bodies.push(body);
        if (body.fullName !== 'Ada Applicant') {
          return HttpResponse.json(
            validationFailed({
              fullName: {
                code: 'offer_name_mismatch',
                message: 'Type your full name as the offer names you: Ada Applicant.',
              },
            }),
            { status: 400 },
          );
        }
        return HttpResponse.json(
          aCandidateOffer({
            state: 'accepted',
            acceptedAs: 'Ada Applicant',
            answeredAt: '2026-11-22T10:00:00Z',
          }),
        );
      }),
    );
    renderApp({ user: applicant, url: '/my-application?offer=21' });
    const offer = within(
      await screen.findByRole('region', { name: 'Offer: Backend Engineer at Demo Company' }),
    );
    // The mail's link brings the offer into view.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'offer-21'));
    expect(offer.getByRole('heading', { name: 'Offer' })).toBeVisible();
    expect(offer.getByRole('button', { name: 'Download PDF' })).toBeVisible();

    await userEvent.click(offer.getByRole('button', { name: 'Accept' }));
    expect(offer.getByText(/simple electronic signature/)).toBeVisible();
    await userEvent.type(offer.getByLabelText(/Your full name/), 'Ada');
    await userEvent.click(
      offer.getByRole('checkbox', { name: /I accept the offer of Demo Company/ }),
    );
    await userEvent.click(offer.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(offer.getByLabelText(/Your full name/)).toBeInvalid());
    expect(offer.getByLabelText(/Your full name/)).toHaveAccessibleDescription(
      'Type your full name as the offer names you: Ada Applicant.',
    );

    await userEvent.clear(offer.getByLabelText(/Your full name/));
    await userEvent.type(offer.getByLabelText(/Your full name/), 'Ada Applicant');
    await userEvent.click(offer.getByRole('button', { name: 'Accept and sign' }));
    expect(await offer.findByText(/Accepted as Ada Applicant/)).toBeVisible();
    expect(offer.getByRole('button', { name: 'Download signed copy' })).toBeVisible();
    expect(bodies).toEqual([
      { fullName: 'Ada', documentSha256: SHA },
      { fullName: 'Ada Applicant', documentSha256: SHA },
    ]);
  });

  it('declines with an optional reason', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/me/offers', () => HttpResponse.json([aCandidateOffer()])),
      http.post('/api/v1/me/offers/21/decline', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(aCandidateOffer({ state: 'declined' }));
      }),
    );
    renderApp({ user: applicant, url: '/my-application' });
    const offer = within(
      await screen.findByRole('region', { name: 'Offer: Backend Engineer at Demo Company' }),
    );
    await userEvent.click(offer.getByRole('button', { name: 'Decline' }));
    await userEvent.click(offer.getByRole('button', { name: 'Decline the offer' }));
    expect(await offer.findByText('You declined this offer.')).toBeVisible();
    expect(bodies).toEqual([{ reason: null }]);
  });
});
