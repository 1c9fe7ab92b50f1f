import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { admin, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('admin dashboard', () => {
  it('shows open vacancies, applications by status, the daily chart and review time', async () => {
    renderApp({ user: admin, url: '/' });
    expect(await screen.findByRole('heading', { name: 'Recruiting dashboard' })).toBeVisible();
    expect(await screen.findByText('5 open positions')).toBeInTheDocument();
    expect(screen.getByText('5.5 h')).toBeInTheDocument();
    expect(screen.getByText('Submitted').closest('li')).toHaveTextContent('Submitted4');
    expect(
      screen.getByRole('img', { name: 'Applications in the last 30 days' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '3' })).toBeInTheDocument();
  });

  it('offers to try again when the numbers cannot be loaded', async () => {
    server.use(
      http.get('/api/v1/admin/dashboard', () =>
        HttpResponse.json(errorBody('internal_error', 'boom'), { status: 500 }),
      ),
    );
    renderApp({ user: admin, url: '/' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
