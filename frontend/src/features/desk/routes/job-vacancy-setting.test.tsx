import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, adminVacancy, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('job vacancy setting', () => {
  it('lists vacancies, filters through the address and publishes a draft', async () => {
    const queries: URLSearchParams[] = [];
    let status = 'draft';
    server.use(
      http.get('/api/v1/admin/vacancies', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          data: [adminVacancy({ status })],
          total: 1,
          page: 1,
          perPage: 20,
        });
      }),
      http.post('/api/v1/admin/vacancies/11/publish', () => {
        status = 'published';
        return HttpResponse.json(adminVacancy({ status }));
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: admin, url: '/job-vacancy-setting' });
    const row = (await screen.findByRole('rowheader', { name: /Backend Engineer/ })).closest('tr');
    expect(within(row as HTMLElement).getByText('Draft')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    expect(router.state.location.search).toBe('?status=draft');
    expect(queries.at(-1)?.get('status')).toBe('draft');

    await user.click(screen.getByRole('button', { name: 'Publish Backend Engineer' }));
    expect(
      await screen.findByRole('button', { name: 'Close Backend Engineer' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show as cards' }));
    expect(router.state.location.search).toBe('?status=draft&view=cards');
    expect(screen.getByRole('heading', { name: 'Backend Engineer' })).toBeInTheDocument();
  });

  it('shows applicants and popularity, and closes or deletes the ticked vacancies one by one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/vacancies', () =>
        HttpResponse.json({
          data: [
            adminVacancy({
              status: 'published',
              applicants: 12,
              newApplicants: 3,
              popularity: 80,
            }),
            adminVacancy({
              id: 12,
              title: 'Data Intern',
              status: 'draft',
              applicants: 0,
              newApplicants: 0,
              popularity: 0,
            }),
          ],
          total: 2,
          page: 1,
          perPage: 20,
        }),
      ),
      http.post('/api/v1/admin/vacancies/bulk', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          results: [
            { id: 11, ok: true },
            { id: 12, ok: false, code: 'invalid_transition', message: 'A draft is not closed.' },
          ],
          moved: 1,
          failed: 1,
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting' });
    const row = (await screen.findByRole('rowheader', { name: /Backend Engineer/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('3 new')).toBeInTheDocument();
    const bar = within(row).getByRole('progressbar', { name: 'Popularity: 80 of 100' });
    expect(bar.firstElementChild).toHaveClass('bg-success');
    const draft = screen
      .getByRole('rowheader', { name: /Data Intern/ })
      .closest('tr') as HTMLElement;
    expect(within(draft).getByRole('progressbar').firstElementChild).toHaveClass('bg-danger');

    await user.click(screen.getByRole('checkbox', { name: 'Select all vacancies on this page' }));
    expect(screen.getByRole('heading', { name: '2 vacancies selected' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close selected' }));
    expect(bodies[0]).toEqual({ ids: [11, 12], action: 'close' });
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('1 vacancy was changed.');
    expect(within(summary).getByRole('listitem')).toHaveTextContent(
      'Data Intern: This change is not possible in the current state.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select Data Intern' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected drafts' }));
    expect(bodies).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(bodies[1]).toEqual({ ids: [12], action: 'delete' });
  });

  it('leads to the import wizard from beside the new vacancy', async () => {
    server.use(
      http.get('/api/v1/admin/vacancies', () =>
        HttpResponse.json({ data: [adminVacancy()], total: 1, page: 1, perPage: 20 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: admin, url: '/job-vacancy-setting' });
    expect(await screen.findByRole('link', { name: 'New vacancy' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Import' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import vacancies or candidates' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/job-vacancy-setting/import');
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(
      http.get('/api/v1/admin/vacancies', () =>
        HttpResponse.json(errorBody('internal_error', 'boom'), { status: 500 }),
      ),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a draft with questions, previews Markdown and shows server errors at the fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/admin/vacancies', async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          return HttpResponse.json(
            errorBody('validation_failed', 'invalid', {
              salaryCurrency: 'currency_invalid',
            }),
            { status: 400 },
          );
        }
        return HttpResponse.json(adminVacancy(), { status: 201 });
      }),
      http.get('/api/v1/admin/vacancies', () =>
        HttpResponse.json({ data: [], total: 0, page: 1, perPage: 20 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: admin, url: '/job-vacancy-setting/new' });
    await user.type(await screen.findByLabelText('Job title'), 'Data Engineer');
    await user.type(screen.getByLabelText('About the role'), '## Team{Enter}{Enter}We **ship**.');
    await user.click(screen.getAllByRole('button', { name: 'Preview' })[0] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Team' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Currency (e.g. EUR)'), 'euro');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Question'), 'Can you start in January?');
    await user.selectOptions(screen.getByLabelText('Answer type'), 'Yes / no');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByLabelText('Currency (e.g. EUR)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Use a three-letter currency code such as EUR.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      title: 'Data Engineer',
      description: '## Team\n\nWe **ship**.',
      salaryCurrency: 'EURO',
      questions: [
        { prompt: 'Can you start in January?', kind: 'yes_no', options: [], required: false },
      ],
    });

    await user.clear(screen.getByLabelText('Currency (e.g. EUR)'));
    await user.type(screen.getByLabelText('Currency (e.g. EUR)'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-vacancy-setting'));
    expect(
      await screen.findByRole('heading', { name: 'Job Vacancy Settings' }),
    ).toBeInTheDocument();
  });
});
