import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { anApplicationPage, anApplicationRow } from '@/testing/builders';
import { admin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { RequestInput } from '../api/types';

const ada = anApplicationRow({ status: 'in_review', nextStatuses: ['interview'] });
const ben = anApplicationRow({
  id: 6,
  applicantName: 'Ben Builder',
  applicantEmail: 'ben@demo.test',
  status: 'in_review',
  nextStatuses: ['interview'],
});

describe('requesting interview times for ticked applications', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the table's scroll area gets a height, so rows are rendered.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('desk-scroll') ? 600 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends one request for all of them and names each that got none', async () => {
    const sent: RequestInput[] = [];
    server.use(
      http.get('/api/v1/admin/applications', () =>
        HttpResponse.json(anApplicationPage([ada, ben], { total: 2, page: 1, perPage: 25 })),
      ),
      http.get('/api/v1/admin/applications/sources', () => HttpResponse.json([])),
      http.get('/api/v1/admin/rejection-reasons', () => HttpResponse.json([])),
      http.get('/api/v1/calendar/people', () =>
        HttpResponse.json({ data: [{ id: 'u-sam', name: 'Sam Staff', email: 'sam@demo.test' }] }),
      ),
      http.post('/api/v1/scheduling/requests', async ({ request }) => {
        sent.push((await request.json()) as RequestInput);
        return HttpResponse.json({
          results: [
            { id: 5, ok: true, requestId: 40 },
            { id: 6, ok: false, code: 'application_closed' },
          ],
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/applications' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Request interview times' }));
    const panel = within(screen.getByRole('region', { name: 'Request interview times' }));
    expect(panel.getByText(/One request for each of the 2 ticked applications/)).toBeVisible();
    await user.type(panel.getByLabelText(/^Title/), 'First talk');
    await user.type(panel.getByRole('searchbox'), 'sam');
    await user.click(await panel.findByRole('button', { name: 'Add Sam Staff' }));
    await user.click(panel.getByRole('button', { name: 'Send to the candidate' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 candidate was asked to choose a time.');
    expect(alert).toHaveTextContent('Ben Builder: The application is closed.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.applicationIds.sort()).toEqual([5, 6]);
    expect(screen.queryByRole('region', { name: 'Request interview times' })).toBeNull();
  });
});
