import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, standardTemplate } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const backend: Schemas['VacancyOffers'] = {
  vacancyId: 11,
  title: 'Backend Engineer',
  sent: 8,
  accepted: 3,
  declined: 1,
  expired: 0,
  open: 4,
  acceptanceRate: 0.75,
  medianDaysToAnswer: 1.5,
  declineReasons: ['Took another offer', 'Salary too low'],
};

const designer: Schemas['VacancyOffers'] = {
  vacancyId: 12,
  title: 'Product Designer',
  sent: 2,
  accepted: 0,
  declined: 0,
  expired: 0,
  open: 2,
  acceptanceRate: null,
  medianDaysToAnswer: null,
  declineReasons: [],
};

/** The hiring page's lists, and the report's answer; every report query it was asked. */
function answerReport(answer: (query: URLSearchParams) => Schemas['OffersReport']) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/admin/stage-templates', () => HttpResponse.json([standardTemplate])),
    http.get('/api/v1/admin/rejection-reasons', () => HttpResponse.json([])),
    http.get('/api/v1/admin/offers/report', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(answer(query));
    }),
  );
  return queries;
}

/** Midnight UTC `days` before today, as the card computes the period's start. */
function daysAgo(days: number): string {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days),
  ).toISOString();
}

describe('the offers report on the hiring page', () => {
  it('shows each vacancy’s figures, the acceptance rate, the time to answer and the reasons', async () => {
    const queries = answerReport(() => ({ vacancies: [backend, designer] }));
    renderApp({ user: admin, url: '/admin/hiring' });

    const card = within(await screen.findByRole('region', { name: 'Offers report' }));
    // The last 90 days unless chosen.
    expect(card.getByLabelText('Period')).toHaveValue('90');
    const region = await card.findByRole('region', { name: 'Offers per vacancy' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(queries[0]?.get('from')).toBe(daysAgo(90));
    expect(queries[0]?.has('to')).toBe(false);

    const table = within(within(region).getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Vacancy',
      'Sent',
      'Accepted',
      'Declined',
      'Expired',
      'Open',
      'Acceptance rate',
      'Median time to answer',
    ]);
    const backendRow = within(table.getByRole('row', { name: /^Backend Engineer/ }));
    expect(backendRow.getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting/11/applications',
    );
    expect(backendRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '8',
      '3',
      '1',
      '0',
      '4',
      '75%',
      '1.5 days',
    ]);
    const designerRow = within(table.getByRole('row', { name: /^Product Designer/ }));
    expect(designerRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2',
      '0',
      '0',
      '0',
      '2',
      '—',
      '—',
    ]);

    // The reasons are folded under their vacancy; only a vacancy with reasons has them.
    const reasons = card.getByText('Decline reasons for Backend Engineer (2)');
    expect(card.getByText('Salary too low')).not.toBeVisible();
    await userEvent.click(reasons);
    expect(card.getByText('Salary too low')).toBeVisible();
    expect(card.getByText('Took another offer')).toBeVisible();
    expect(card.queryByText(/Decline reasons for Product Designer/)).toBeNull();
  });

  it('asks for the chosen period, and says when nothing was sent in it', async () => {
    const queries = answerReport((query) =>
      query.has('from') ? { vacancies: [backend] } : { vacancies: [] },
    );
    renderApp({ user: admin, url: '/admin/hiring' });
    const card = within(await screen.findByRole('region', { name: 'Offers report' }));
    expect(await card.findByRole('cell', { name: '75%' })).toBeVisible();

    await userEvent.selectOptions(card.getByLabelText('Period'), 'Last 30 days');
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe(daysAgo(30)));

    await userEvent.selectOptions(card.getByLabelText('Period'), 'All time');
    expect(await card.findByText('No offers were sent in this period.')).toBeVisible();
    expect(queries.at(-1)?.has('from')).toBe(false);
    expect(card.queryByRole('table')).toBeNull();
  });
});
