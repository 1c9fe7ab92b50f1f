import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, standardTemplate } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { validationFailed } from '../testing/offer-data';

const FIELDS = ['candidate_name', 'vacancy_title', 'salary'];

function answerSettings() {
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.get('/api/v1/admin/stage-templates', () => HttpResponse.json([standardTemplate])),
    http.get('/api/v1/admin/rejection-reasons', () => HttpResponse.json([])),
    http.get('/api/v1/calendar/people', () =>
      HttpResponse.json({
        data: [
          {
            id: '00000000-0000-4000-8000-000000000022',
            name: 'Cleo Colleague',
            email: 'cleo@demo.test',
          },
        ],
      }),
    ),
    http.get('/api/v1/admin/offer-templates', () =>
      HttpResponse.json({ templates: [], fields: FIELDS }),
    ),
    http.post('/api/v1/admin/offer-templates/preview', async ({ request }) => {
      const body = (await request.json()) as Schemas['OfferLetterPreviewInput'];
      return HttpResponse.json({
        markdown: body.body.replace('{candidate_name}', 'Alex Example'),
        missingFields: body.body.includes('{custom_car}') ? ['car'] : [],
      });
    }),
    http.post('/api/v1/admin/offer-templates', async ({ request }) => {
      sent.push({ path: 'templates', body: await request.json() });
      return HttpResponse.json(
        validationFailed({
          'bodies.de': {
            code: 'offer_field_unknown',
            message: 'There is no merge field kandidat.',
          },
        }),
        { status: 400 },
      );
    }),
    http.put('/api/v1/admin/offer-approval-chain', async ({ request }) => {
      const body = (await request.json()) as Schemas['OfferApprovalChain'];
      sent.push({ path: 'chain', body });
      return HttpResponse.json(body);
    }),
  );
  return sent;
}

describe('the offers’ settings on the hiring page', () => {
  it('writes a template with merge fields and a preview, and shows an unknown field at its letter', async () => {
    const sent = answerSettings();
    renderApp({ user: admin, url: '/admin/hiring' });
    const card = within(await screen.findByRole('region', { name: 'Offer letter templates' }));
    await userEvent.click(await card.findByRole('button', { name: 'New template' }));
    await userEvent.type(card.getByLabelText(/^Name/), 'Standard');
    const english = card.getByLabelText('Letter in English');
    await userEvent.type(english, 'Dear ');
    await userEvent.click(card.getByRole('button', { name: 'Insert candidate_name' }));
    expect(english).toHaveValue('Dear {candidate_name}');
    // The preview fills the fields in with example data.
    expect(await card.findByText('Dear Alex Example', {}, { timeout: 3000 })).toBeVisible();

    await userEvent.click(card.getByRole('tab', { name: /German/ }));
    await userEvent.type(card.getByLabelText('Letter in German'), 'Liebe {{kandidat}');
    await userEvent.click(card.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(card.getByLabelText('Letter in German')).toBeInvalid());
    expect(card.getByLabelText('Letter in German')).toHaveAccessibleDescription(
      'There is no merge field kandidat.',
    );
    expect(card.getByRole('tab', { name: /German.*has errors/ })).toBeVisible();
    expect(sent[0]).toEqual({
      path: 'templates',
      body: {
        name: 'Standard',
        bodies: { en: 'Dear {candidate_name}', de: 'Liebe {kandidat}' },
      },
    });
  });

  it('saves an approval chain of the hiring manager and a colleague, in order', async () => {
    const sent = answerSettings();
    renderApp({ user: admin, url: '/admin/hiring' });
    const card = within(await screen.findByRole('region', { name: 'Offer approval chain' }));
    expect(await card.findByText('No approval steps.')).toBeVisible();
    const approver = card.getByRole('combobox', { name: 'Approver' });
    await userEvent.selectOptions(approver, 'The vacancy’s hiring manager');
    await userEvent.click(card.getByRole('button', { name: 'Add step' }));
    await userEvent.selectOptions(approver, 'Cleo Colleague (cleo@demo.test)');
    await userEvent.click(card.getByRole('button', { name: 'Add step' }));
    await userEvent.click(card.getByRole('button', { name: 'Move step 2 (Cleo Colleague) up' }));
    await userEvent.click(card.getByRole('button', { name: 'Save approval chain' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: 'chain',
      body: { steps: [{ userId: '00000000-0000-4000-8000-000000000022' }, { userId: null }] },
    });
    expect(await screen.findByText('The approval chain was saved.')).toBeVisible();
  });
});
