import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vacancyPage, vacancySummary } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('careers home', () => {
  it('shows the recruitment title, open positions per category and the latest vacancies', async () => {
    server.use(
      http.get('/api/v1/vacancies/categories', () =>
        HttpResponse.json([
          { category: 'fresh-graduate', open: 3 },
          { category: 'experienced-hire', open: 1 },
          { category: 'internship', open: 0 },
        ]),
      ),
      http.get('/api/v1/vacancies', () => HttpResponse.json(vacancyPage([vacancySummary()]))),
    );
    const { router } = renderApp({ url: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Demo Company' }),
    ).toBeVisible();
    expect(await screen.findByText('3 open positions')).toBeInTheDocument();
    expect(screen.getByText('1 open position')).toBeInTheDocument();
    expect(screen.getByText('No open positions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fresh Graduate' })).toHaveAttribute(
      'href',
      '/job-vacancy-list/fresh-graduate',
    );
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Keywords'), 'data analyst{Enter}');
    // The list is fetched on first use; the home stays until it has arrived.
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-vacancy'));
    expect(router.state.location.search).toBe('?q=data%20analyst');
  });
});
