import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  anApplication,
  anApplicationPage,
  anApplicationRow,
  anApplicationSummary,
} from '@/testing/builders';
import { adminVacancy, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function answerRecruiterEndpoints() {
  server.use(
    http.get('/api/v1/admin/vacancies', () =>
      HttpResponse.json({
        data: [adminVacancy({ status: 'published' })],
        total: 1,
        page: 1,
        perPage: 20,
      }),
    ),
    http.get('/api/v1/admin/vacancies/11', () => HttpResponse.json(adminVacancy())),
    http.get('/api/v1/admin/vacancies/11/applications', () =>
      HttpResponse.json({ data: [anApplicationSummary()], total: 1, page: 1, perPage: 25 }),
    ),
    // The vacancy's board: Ada is the one submitted application.
    http.get('/api/v1/admin/applications', ({ request }) => {
      const submitted = new URL(request.url).searchParams.get('status') === 'submitted';
      return HttpResponse.json(anApplicationPage(submitted ? [anApplicationRow()] : []));
    }),
    http.get('/api/v1/admin/applications/5', () => HttpResponse.json(anApplication())),
  );
}

describe('staff', () => {
  it('reach each vacancy’s applicants from the menu, without editing, users or settings', async () => {
    answerRecruiterEndpoints();
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/' });
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(menu.getByRole('link', { name: 'Applicants' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applicants by vacancy' }),
    ).toBeVisible();
    const row = (await screen.findByRole('rowheader', { name: /Backend Engineer/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New vacancy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Careers site settings' })).not.toBeInTheDocument();
    // The server lets staff import as well.
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting/import',
    );

    await user.click(within(row).getByRole('link', { name: 'Applicants for Backend Engineer' }));
    expect(
      await screen.findByRole('heading', { name: 'Applicants for Backend Engineer' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await user.click(await screen.findByRole('link', { name: 'Ada Applicant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Applicant' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change status' })).toBeInTheDocument();
  });

  it.each(['/job-vacancy-setting/new', '/job-vacancy-setting/11/edit', '/users', '/settings'])(
    'are not authorized on %s',
    async (url) => {
      const { router } = renderApp({ user: staff, url });
      expect(
        await screen.findByRole('heading', { name: 'You are not authorized' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/misc/not-authorized');
    },
  );
});
