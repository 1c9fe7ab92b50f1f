import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { applicant, errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

type SearchGroup = Schemas['SearchGroup'];

const candidates: SearchGroup = {
  group: 'candidates',
  total: 6,
  totalExact: true,
  data: [
    {
      id: 'application-5',
      title: 'José Ribeiro',
      subtitle: 'Crane Operator',
      link: '/job-vacancy-setting/applications/5',
      at: '2026-11-02T10:00:00Z',
    },
    {
      id: 'application-8',
      title: 'Josefa Ribas',
      subtitle: 'Harbour Pilot',
      link: '/job-vacancy-setting/applications/8',
      at: null,
    },
  ],
};

const vacancies: SearchGroup = {
  group: 'vacancies',
  total: 1,
  totalExact: true,
  data: [
    {
      id: 'vacancy-11',
      title: 'Ribbon Designer',
      subtitle: null,
      link: '/job-vacancy-setting/11/applications',
      at: null,
    },
  ],
};

/** The server's answer to every search; each request's query is kept for the test to read. */
function answerSearch(groups: SearchGroup[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/search', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ groups });
    }),
  );
  return queries;
}

beforeEach(() => {
  // jsdom lays nothing out; the active option is scrolled into view in a browser.
  Element.prototype.scrollIntoView = () => undefined;
});

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1 });
  // The box arrives a moment after the page (its own chunk); the shortcut works from then on.
  const box = await screen.findByRole('combobox', { name: 'Search' });
  expect(box).not.toHaveFocus();
  await user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

describe('global search', () => {
  it('opens with Ctrl+K, searches once typing pauses, and moves through the grouped options by keyboard', async () => {
    const queries = answerSearch([vacancies, candidates]);
    server.use(
      http.get('/api/v1/admin/applications/5', () =>
        HttpResponse.json(errorBody('not_found', 'No such application.'), { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/job-vacancy-setting' });
    const box = await openSearch(user);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'jose rib');
    const list = await screen.findByRole('listbox', { name: 'Results for “jose rib”' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // One request for the pause, not one per key.
    expect(queries.map((query) => query.get('q'))).toEqual(['jose rib']);
    expect(queries[0]?.get('limit')).toBe('4');

    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(within(list).getByRole('group', { name: 'Vacancies' })).toBeInTheDocument();
    const people = within(list).getByRole('group', { name: 'Candidates' });
    expect(
      within(people)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'José RibeiroCrane Operator',
      'Josefa RibasHarbour Pilot',
      'See all 6 in Candidates',
    ]);
    expect(await screen.findByText('3 results')).toHaveAttribute('aria-live', 'polite');

    await user.keyboard('{ArrowDown}');
    const first = within(list).getByRole('option', { name: 'Ribbon Designer' });
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const jose = within(people).getByRole('option', { name: /José Ribeiro/ });
    expect(box).toHaveAttribute('aria-activedescendant', jose.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    // Up from the first wraps to the last; down from it comes back.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(people).getByRole('option', { name: 'See all 6 in Candidates' }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', jose.id);

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/job-vacancy-setting/applications/5'),
    );
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds the pages the role may open, accents or not, first; Escape closes, a second clears', async () => {
    answerSearch([]);
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/job-vacancy-setting' });
    const box = await openSearch(user);

    await user.type(box, 'CALENDÁ');
    const list = await screen.findByRole('listbox');
    const pages = within(list).getByRole('group', { name: 'Pages' });
    expect(within(pages).getByRole('option', { name: 'Calendar' })).toBeInTheDocument();
    expect(await screen.findByText('1 result')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('CALENDÁ');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('shows an applicant no staff pages, and says when nothing matches', async () => {
    answerSearch([{ group: 'vacancies', total: 0, totalExact: true, data: [] }]);
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-application' });
    const box = await openSearch(user);
    await user.type(box, 'calendar');
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(
      screen.getByText('No results', { selector: '[aria-live="polite"]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the full results on Enter with no option active', async () => {
    answerSearch([candidates]);
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/job-vacancy-setting' });
    const box = await openSearch(user);
    await user.type(box, 'jose{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/search'));
    expect(router.state.location.search).toBe('?q=jose');
    const results = await screen.findByRole('region', { name: 'Candidates 6' });
    expect(within(results).getByRole('link', { name: 'José Ribeiro' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting/applications/5',
    );
    expect(within(results).getByRole('link', { name: 'See all 6 in Candidates' })).toHaveAttribute(
      'href',
      '/pages/search?q=jose&group=candidates',
    );
  });

  it('says "1,000+" of a group counted only up to 1,000, and pages its results on', async () => {
    // Messages count up to 1,000; each page of a group is full until the last (page 53).
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/search', ({ request }) => {
        const asked = new URL(request.url).searchParams;
        queries.push(asked);
        const limit = Number(asked.get('limit'));
        const page = Number(asked.get('page') ?? '1');
        const messages: SearchGroup = {
          group: 'messages',
          total: 1000,
          totalExact: false,
          data: Array.from({ length: page < 53 ? limit : 3 }, (_, index) => ({
            id: `mail-${page}-${index}`,
            title: `Harbour news ${page}.${index}`,
            subtitle: 'Ops',
            link: `/mail/thread/${page * 100 + index}`,
            at: null,
          })),
        };
        return HttpResponse.json({ groups: [messages] });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/job-vacancy-setting' });
    const box = await openSearch(user);
    await user.type(box, 'harbour');
    const list = await screen.findByRole('listbox', { name: 'Results for “harbour”' });
    const mail = within(list).getByRole('group', { name: 'Messages' });
    expect(
      within(mail).getByRole('option', { name: 'See all 1,000+ in Messages' }),
    ).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/search'));
    const results = await screen.findByRole('region', { name: 'Messages 1,000+' });
    await user.click(within(results).getByRole('link', { name: 'See all 1,000+ in Messages' }));
    expect(router.state.location.search).toBe('?q=harbour&group=messages');
    expect(await screen.findByRole('link', { name: 'Harbour news 1.0' })).toBeInTheDocument();
    // 20 a page: the 1,000 counted make 50 pages, and a full page 50 has a next one.
    await router.navigate('/pages/search?q=harbour&group=messages&page=50');
    expect(await screen.findByRole('link', { name: 'Harbour news 50.0' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Harbour news 51.0' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('51');
    expect(screen.getByRole('link', { name: 'Page 52' })).toBeInTheDocument();
  });

  it('is a button below 768 px that opens the same box across the navbar', async () => {
    answerSearch([candidates]);
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/job-vacancy-setting', width: 360 });
    await screen.findByRole('heading', { level: 1 });
    const open = await screen.findByRole('button', { name: 'Open search' });
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
    await user.click(open);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'jose');
    expect(await screen.findByRole('option', { name: /José Ribeiro/ })).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
