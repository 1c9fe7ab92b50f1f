import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { anApplication } from '@/testing/builders';
import { admin, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { adminsStep, anOffer, validationFailed } from '../testing/offer-data';

/** Application 5 with these offers; the offers' change requests are recorded. */
function answerOffers(offers: Schemas['Offer'][]) {
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.get('/api/v1/admin/applications/5', () => HttpResponse.json(anApplication())),
    http.get('/api/v1/admin/applications/5/evidence', () =>
      HttpResponse.json(errorBody('not_found', 'The requested resource does not exist.'), {
        status: 404,
      }),
    ),
    http.get('/api/v1/offers', ({ request }) => {
      expect(new URL(request.url).searchParams.get('applicationId')).toBe('5');
      return HttpResponse.json(offers);
    }),
  );
  return sent;
}

async function offerCard() {
  return within(await screen.findByRole('region', { name: 'Offer' }));
}

describe('the offer panel on an application', () => {
  it('shows a draft with its terms and letter, and submits it on its version', async () => {
    const sent = answerOffers([anOffer({ termsVersion: 3 })]);
    server.use(
      http.post('/api/v1/offers/21/submit', async ({ request }) => {
        sent.push({ path: 'submit', body: await request.json() });
        return HttpResponse.json(
          anOffer({
            termsVersion: 3,
            state: 'pending_approval',
            approvals: [{ ...adminsStep, approverName: 'Hank Manager', approverId: null }],
          }),
        );
      }),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = await offerCard();
    expect(await card.findByText('Draft')).toBeVisible();
    expect(card.getByText('€65,000.00 per year')).toBeVisible();
    expect(card.getByText('Company car')).toBeVisible();
    // The letter's Markdown is rendered (its heading under the card's).
    expect(card.getByRole('heading', { level: 3, name: 'Offer' })).toBeVisible();
    expect(card.getByText('Backend Engineer', { selector: 'strong' })).toBeVisible();

    await userEvent.click(card.getByRole('button', { name: 'Submit for approval' }));
    expect(await card.findByText('Awaiting approval')).toBeVisible();
    expect(sent).toEqual([{ path: 'submit', body: { termsVersion: 3 } }]);
    expect(card.getByRole('status')).toHaveTextContent('The offer was submitted for approval.');
    const approvals = within(card.getByRole('region', { name: 'Approvals' }));
    expect(approvals.getByText('Hank Manager')).toBeVisible();
    expect(approvals.getByText('waiting')).toBeVisible();
  });

  it('lets the approver whose turn it is approve with a comment', async () => {
    const sent = answerOffers([
      anOffer({ state: 'pending_approval', mayApprove: true, approvals: [adminsStep] }),
    ]);
    server.use(
      http.post('/api/v1/offers/21/approval', async ({ request }) => {
        sent.push({ path: 'approval', body: await request.json() });
        return HttpResponse.json(
          anOffer({
            state: 'approved',
            approvals: [
              {
                ...adminsStep,
                decision: 'approved',
                comment: 'Fair.',
                decidedAt: '2026-11-21T09:00:00Z',
              },
            ],
          }),
        );
      }),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = await offerCard();
    await userEvent.type(await card.findByLabelText(/Comment/), 'Fair.');
    await userEvent.click(card.getByRole('button', { name: 'Approve' }));
    expect(await card.findByText('Approved', { selector: '.badge' })).toBeVisible();
    expect(sent).toEqual([
      { path: 'approval', body: { termsVersion: 1, approve: true, comment: 'Fair.' } },
    ]);
    // Approved: it may go to the candidate, on the paper chosen.
    expect(card.getByRole('button', { name: 'Send to candidate' })).toBeVisible();
    expect(card.getByRole('combobox', { name: 'Paper' })).toHaveValue('a4');
  });

  it('drafts a new offer, showing the server’s problems at their fields', async () => {
    const bodies: Schemas['NewOffer'][] = [];
    answerOffers([]);
    server.use(
      http.post('/api/v1/offers', async ({ request }) => {
        bodies.push((await request.json()) as Schemas['NewOffer']);
        return HttpResponse.json(
          validationFailed({
            'salary.amount': {
              code: 'offer_salary_invalid',
              message: 'The salary is an amount of at least 0 with at most two decimals.',
            },
            expiresOn: {
              code: 'offer_expiry_past',
              message: 'The offer must be open until today at least.',
            },
            'customFields.car': {
              code: 'offer_custom_field_invalid',
              message: 'Up to 20 custom fields.',
            },
          }),
          { status: 400 },
        );
      }),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = await offerCard();
    expect(await card.findByText('No open offer for this application.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'New offer' }));
    await userEvent.type(card.getByLabelText(/Salary amount/), '65000.123');
    await userEvent.click(card.getByRole('button', { name: 'Add field' }));
    await userEvent.type(card.getByLabelText('Name of field 1'), 'car');
    await userEvent.type(card.getByLabelText('Value of field 1'), 'Company car');
    await userEvent.click(card.getByRole('button', { name: 'Save terms' }));

    await waitFor(() => expect(card.getByLabelText(/Salary amount/)).toBeInvalid());
    expect(card.getByLabelText(/Salary amount/)).toHaveAccessibleDescription(
      'The salary is an amount of at least 0 with at most two decimals.',
    );
    expect(card.getByLabelText(/Open until/)).toHaveAccessibleDescription(
      'The offer must be open until today at least.',
    );
    expect(card.getByLabelText('Value of field 1')).toHaveAccessibleDescription(
      /Up to 20 custom fields, named with lower-case letters/,
    );
    expect(bodies[0]).toMatchObject({
      applicationId: 5,
      salary: { amount: 65000.123, currency: 'EUR', period: 'year' },
      contractType: 'permanent',
      templateId: null,
      locale: null,
      customFields: { car: 'Company car' },
    });
  });

  it('says when the offer changed meanwhile and shows it as it is now', async () => {
    let offers = [anOffer()];
    server.use(
      http.get('/api/v1/admin/applications/5', () => HttpResponse.json(anApplication())),
      http.get('/api/v1/admin/applications/5/evidence', () =>
        HttpResponse.json(errorBody('not_found', 'Not found.'), { status: 404 }),
      ),
      http.get('/api/v1/offers', () => HttpResponse.json(offers)),
      http.post('/api/v1/offers/21/submit', () => {
        offers = [
          anOffer({ termsVersion: 2, salary: { amount: 70000, currency: 'EUR', period: 'year' } }),
        ];
        return HttpResponse.json(errorBody('offer_changed', 'Changed.'), { status: 409 });
      }),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = await offerCard();
    await userEvent.click(await card.findByRole('button', { name: 'Submit for approval' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'The offer was changed meanwhile: reload it and try again.',
    );
    expect(await card.findByText('€70,000.00 per year')).toBeVisible();
  });

  it('shows no card to an interviewer, who has no part in the offers', async () => {
    answerOffers([]);
    let asked = false;
    server.use(
      http.get('/api/v1/offers', () => {
        asked = true;
        return HttpResponse.json(errorBody('forbidden', 'Forbidden.'), { status: 403 });
      }),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Applicant' })).toBeVisible();
    await waitFor(() => expect(asked).toBe(true));
    // Once refused, the card (there while the offers were on their way) is gone.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull());
    expect(screen.queryByText('You do not have permission', { exact: false })).toBeNull();
  });
});
