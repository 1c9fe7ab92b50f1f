import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  aDelivery,
  anEndpoint,
  answerLists,
  ENDPOINT_ID,
  HOOK_URL,
  invalid,
} from '../testing/integration-data';

type Input = Schemas['WebhookEndpointInput'];

function answer(endpoints: Schemas['WebhookEndpoint'][]) {
  const sent: { method: string; body: unknown }[] = [];
  answerLists([], endpoints);
  server.use(
    http.post('/api/v1/admin/webhooks', async ({ request }) => {
      const body = (await request.json()) as Input;
      sent.push({ method: 'POST', body });
      if (!body.url.startsWith('https://')) {
        return invalid({ url: 'webhook_url_invalid', events: 'webhook_events_invalid' });
      }
      return HttpResponse.json(
        { endpoint: anEndpoint(body), secret: 'whsec_c2VjcmV0' },
        { status: 201 },
      );
    }),
    http.put('/api/v1/admin/webhooks/:id', async ({ request }) => {
      const body = (await request.json()) as Input;
      sent.push({ method: 'PUT', body });
      return HttpResponse.json(anEndpoint(body));
    }),
    http.post('/api/v1/admin/webhooks/:id/rotate-secret', () => {
      sent.push({ method: 'ROTATE', body: null });
      return HttpResponse.json({
        endpoint: anEndpoint({ previousSecretUntil: '2099-01-01T10:00:00Z' }),
        secret: 'whsec_bmV3',
      });
    }),
    http.delete('/api/v1/admin/webhooks/:id', () => {
      sent.push({ method: 'DELETE', body: null });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

async function webhooksCard() {
  return within(await screen.findByRole('region', { name: 'Webhooks' }));
}

describe('the webhooks card', () => {
  it('lists endpoints with their events, state, failures and the note of one turned off', async () => {
    answer([
      anEndpoint({ events: ['application.hired', 'offer.sent'], consecutiveFailures: 3 }),
      anEndpoint({
        id: '00000000-0000-4000-8000-0000000000b2',
        url: 'https://hr.example.org/in',
        enabled: false,
        disabledAt: '2026-11-29T10:00:00Z',
      }),
    ]);
    renderApp({ user: admin, url: '/admin/integrations' });
    const card = await webhooksCard();
    expect(await card.findByText(HOOK_URL)).toBeVisible();
    expect(card.getByText(/^2 events/)).toBeVisible();
    expect(card.getByText('3 failures in a row')).toBeVisible();
    expect(card.getByText('On')).toBeVisible();
    expect(card.getByText('Off')).toBeVisible();
    expect(card.getByText(/Turned off Nov 29, 2026/)).toBeVisible();
  });

  it('adds an endpoint: problems at their fields, then the secret once', async () => {
    const sent = answer([]);
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/integrations' });
    const card = await webhooksCard();
    await user.click(await card.findByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New webhook endpoint' }));
    await user.type(dialog.getByLabelText(/^Address/), 'http://localhost/hook');
    await user.click(dialog.getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Address/)).toBeInvalid());
    expect(dialog.getByLabelText(/^Address/)).toHaveAccessibleDescription(
      'Enter an https address on the public internet.',
    );
    expect(dialog.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(
      'Choose at least one event from the list.',
    );

    await user.clear(dialog.getByLabelText(/^Address/));
    await user.type(dialog.getByLabelText(/^Address/), HOOK_URL);
    await user.type(dialog.getByLabelText('Description'), 'Payroll');
    const offers = within(dialog.getByRole('group', { name: 'Offers' }));
    await user.click(offers.getByRole('checkbox', { name: 'Accepted' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Hired' }));
    await user.click(dialog.getByRole('button', { name: 'Save endpoint' }));

    const created = within(await screen.findByRole('dialog', { name: 'Endpoint added' }));
    expect(created.getByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0');
    expect(created.getByLabelText('Signing secret')).toHaveAccessibleDescription(
      /you will not see it again/,
    );
    expect(sent[1]).toEqual({
      method: 'POST',
      body: {
        url: HOOK_URL,
        description: 'Payroll',
        events: ['offer.accepted', 'application.hired'],
        enabled: true,
      },
    });
  });

  it('edits an endpoint’s events and turns it off', async () => {
    const sent = answer([anEndpoint()]);
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/integrations' });
    const card = await webhooksCard();
    await user.click(await card.findByRole('button', { name: `Edit ${HOOK_URL}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit webhook endpoint' }));
    expect(dialog.getByRole('checkbox', { name: 'Hired' })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Rejected' }));
    await user.click(dialog.getByRole('switch', { name: 'Send events to this endpoint' }));
    await user.click(dialog.getByRole('button', { name: 'Save endpoint' }));
    expect(await screen.findByText('The endpoint was saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          url: HOOK_URL,
          description: 'Payroll',
          events: ['application.hired', 'application.rejected'],
          enabled: false,
        },
      },
    ]);
  });

  it('rotates the secret once confirmed and shows the new one; deletes an endpoint', async () => {
    const sent = answer([anEndpoint()]);
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/integrations' });
    const card = await webhooksCard();
    await user.click(await card.findByRole('button', { name: `Rotate the secret of ${HOOK_URL}` }));
    const rotate = within(
      await screen.findByRole('dialog', { name: 'Rotate the signing secret?' }),
    );
    expect(rotate.getByText(/keeps working for 24 hours/)).toBeVisible();
    await user.click(rotate.getByRole('button', { name: 'Rotate secret' }));
    const rotated = within(await screen.findByRole('dialog', { name: 'New signing secret' }));
    expect(rotated.getByLabelText('Signing secret')).toHaveValue('whsec_bmV3');
    await user.click(rotated.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(card.getByRole('button', { name: `Delete ${HOOK_URL}` }));
    const remove = within(await screen.findByRole('dialog', { name: 'Delete the endpoint?' }));
    await user.click(remove.getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('The endpoint was deleted.')).toBeVisible();
    expect(sent.map(({ method }) => method)).toEqual(['ROTATE', 'DELETE']);
  });
});

describe('the delivery log', () => {
  it('lists deliveries with their state, opens one to its attempts and body, and sends it again', async () => {
    answer([anEndpoint()]);
    const pages: string[] = [];
    let again = '';
    server.use(
      http.get('/api/v1/admin/webhooks/:id/deliveries', ({ request, params }) => {
        expect(params.id).toBe(ENDPOINT_ID);
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        return HttpResponse.json({
          data:
            page === '1'
              ? [
                  aDelivery(),
                  aDelivery({
                    id: '00000000-0000-4000-8000-0000000000c2',
                    event: 'offer.sent',
                    state: 'pending',
                    attempts: [],
                    finishedAt: null,
                  }),
                ]
              : [aDelivery({ id: '00000000-0000-4000-8000-0000000000c3', state: 'delivered' })],
          page: Number(page),
          perPage: 20,
          total: 22,
        });
      }),
      http.post('/api/v1/admin/webhooks/:id/deliveries/:deliveryId/send-again', ({ params }) => {
        again = String(params.deliveryId);
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/integrations' });
    const card = await webhooksCard();
    await user.click(await card.findByRole('button', { name: `Delivery log of ${HOOK_URL}` }));
    const log = within(await screen.findByRole('region', { name: `Delivery log: ${HOOK_URL}` }));
    expect(await log.findByText('Failed')).toBeVisible();
    expect(log.getByText('Pending')).toBeVisible();
    expect(log.getByText(/2 attempts/)).toBeVisible();

    await user.click(log.getByText('application.hired'));
    const attempts = within(log.getByRole('table', { name: 'Attempts' }));
    expect(attempts.getByText('503')).toBeVisible();
    expect(attempts.getByText('Service Unavailable')).toBeVisible();
    expect(attempts.getByText('timed out')).toBeVisible();
    expect(attempts.getByText('10000 ms')).toBeVisible();
    // The first delivery's body is shown, the closed one's is not.
    const bodies = log.getAllByText(/"applicationId": 5/);
    expect(bodies[0]).toBeVisible();
    expect(bodies[1]).not.toBeVisible();
    // A delivery still being tried cannot be sent again; a failed one can.
    expect(log.getAllByRole('button', { name: 'Send again', hidden: true })).toHaveLength(1);
    await user.click(log.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The delivery will be sent again.')).toBeVisible();
    expect(again).toBe('00000000-0000-4000-8000-0000000000c1');

    await user.click(log.getByRole('link', { name: 'Page 2' }));
    expect(await log.findByText('Delivered')).toBeVisible();
    expect(pages).toContain('2');
  });
});
