import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vacancyPage, vacancySummary } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('the response figure on the vacancy list', () => {
  it('says how many applicants heard back, when the tenant shows it', async () => {
    server.use(
      http.get('/api/v1/vacancies', () => HttpResponse.json(vacancyPage([vacancySummary()]))),
      http.get('/api/v1/response-figure', () =>
        HttpResponse.json({
          shown: true,
          percent: 94,
          withinDays: 14,
          periodDays: 90,
          applications: 120,
        }),
      ),
    );
    renderApp({ url: '/job-vacancy' });
    expect(
      await screen.findByText(
        '94% of applicants heard back within 14 days (applications of the last 90 days)',
      ),
    ).toBeVisible();
  });

  it('says nothing when the tenant keeps it off', async () => {
    server.use(
      http.get('/api/v1/vacancies', () => HttpResponse.json(vacancyPage([vacancySummary()]))),
    );
    renderApp({ url: '/job-vacancy' });
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeVisible();
    expect(screen.queryByText(/heard back/)).toBeNull();
  });
});
