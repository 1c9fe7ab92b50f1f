import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { applicant, errorBody, vacancyPage, vacancySummary } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** Answers the list with `answer` and records each query string it was asked with. */
function answerList(answer: () => Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/vacancies', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return queries;
}

describe('vacancy lists', () => {
  it('shows a skeleton, then the category’s open vacancies', async () => {
    const queries = answerList(() =>
      HttpResponse.json(
        vacancyPage([vacancySummary(), vacancySummary({ id: 12, title: 'Data Analyst' })], 2),
      ),
    );
    renderApp({ url: '/job-vacancy-list/experienced-hire' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toHaveAttribute(
      'href',
      '/job-vacancy/11',
    );
    expect(screen.getByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(screen.getByText('2 open vacancies')).toBeInTheDocument();
    expect(screen.getAllByText('€50,000 – €65,000')).toHaveLength(2);
    expect(queries[0]?.get('category')).toBe('experienced-hire');
    expect(queries[0]?.get('page')).toBe('1');
  });

  it('says so when nothing matches', async () => {
    answerList(() => HttpResponse.json(vacancyPage([])));
    renderApp({ url: '/job-vacancy-list/internship' });
    expect(await screen.findByText('No open vacancies found')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    answerList(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(errorBody('internal_error', 'boom'), { status: 500 })
        : HttpResponse.json(vacancyPage([vacancySummary()]));
    });
    renderApp({ url: '/job-vacancy-list/fresh-graduate' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
  });

  it('keeps search, filters and page in the address', async () => {
    const queries = answerList(() =>
      HttpResponse.json({ ...vacancyPage([vacancySummary()], 30), perPage: 12 }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/job-vacancy-list/experienced-hire?q=rust&page=2' });
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Keywords')).toHaveValue('rust');
    expect(queries[0]?.get('q')).toBe('rust');
    expect(queries[0]?.get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Workplace'), 'Remote');
    expect(router.state.location.search).toBe('?q=rust&workplace=remote');

    const keywords = screen.getByLabelText('Keywords');
    await user.clear(keywords);
    await user.type(keywords, 'engineer{Enter}');
    expect(router.state.location.search).toBe('?q=engineer&workplace=remote');
    expect(queries.at(-1)?.get('q')).toBe('engineer');

    await user.click(await screen.findByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?q=engineer&workplace=remote&page=3');

    await router.navigate(-1);
    expect(router.state.location.search).toBe('?q=engineer&workplace=remote');
  });

  it('switches the category tab of /job-vacancy through the address', async () => {
    const queries = answerList(() => HttpResponse.json(vacancyPage([vacancySummary()])));
    const { router } = renderApp({ url: '/job-vacancy' });
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(queries[0]?.has('category')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Internship' }));
    expect(router.state.location.search).toBe('?category=internship');
    expect(screen.getByRole('button', { name: 'Internship' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(queries.at(-1)?.get('category')).toBe('internship');
  });

  it('lets an applicant save and unsave a vacancy', async () => {
    let saved: number[] = [];
    answerList(() => HttpResponse.json(vacancyPage([vacancySummary()])));
    server.use(
      http.get('/api/v1/me/saved-vacancies', () =>
        HttpResponse.json(
          saved.map((id) => ({ vacancy: vacancySummary({ id }), savedAt: '2026-11-20T10:00:00Z' })),
        ),
      ),
      http.put('/api/v1/me/saved-vacancies/:id', ({ params }) => {
        saved = [Number(params.id)];
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete('/api/v1/me/saved-vacancies/:id', () => {
        saved = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ user: applicant, url: '/job-vacancy-list/experienced-hire' });
    const save = await screen.findByRole('button', { name: 'Save Backend Engineer' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    const unsave = await screen.findByRole('button', {
      name: 'Remove Backend Engineer from saved vacancies',
    });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unsave);
    expect(await screen.findByRole('button', { name: 'Save Backend Engineer' })).toBeEnabled();
  });

  it('sends a visitor who wants to save a vacancy to sign in', async () => {
    answerList(() => HttpResponse.json(vacancyPage([vacancySummary()])));
    const { router } = renderApp({ url: '/job-vacancy-list/experienced-hire' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Backend Engineer' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
