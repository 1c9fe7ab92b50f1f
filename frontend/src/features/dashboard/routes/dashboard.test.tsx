import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { dashboard } from '../testing/dashboard';

// jsdom has no canvas: the chart is a labelled stand-in that shows what it was given.
vi.mock('../components/ChartCanvas', () => ({
  ChartCanvas: ({
    config,
    label,
  }: {
    config: { type: string; data: { labels: string[]; datasets: { backgroundColor: string }[] } };
    label: string;
  }) => (
    <div
      role="img"
      aria-label={label}
      data-type={config.type}
      data-color={config.data.datasets[0]?.backgroundColor}
    >
      {config.data.labels.join(' | ')}
    </div>
  ),
}));

/** Answers the dashboard with the full fixture and records each request's query. */
function answerDashboard() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/admin/dashboard', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(dashboard);
    }),
  );
  return queries;
}

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('the file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('admin dashboard', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the headline figures, the charts and each vacancy with its popularity', async () => {
    answerDashboard();
    renderApp({ user: admin, url: '/' });
    expect(await screen.findByRole('heading', { name: 'Recruiting dashboard' })).toBeVisible();
    expect(await screen.findByText('Figures from Oct 23, 2026 to Nov 21, 2026')).toBeVisible();
    expect(screen.getByText('12.5 days')).toBeInTheDocument();
    expect(screen.getByText('5.5 hr')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Applications per day: chart/ }),
    ).toHaveTextContent('Nov 20 | Nov 21');
    expect(await screen.findByRole('img', { name: /^Hiring funnel: chart/ })).toHaveTextContent(
      'In review (50%)',
    );
    const vacancies = section('Vacancies in this period');
    expect(vacancies.getByRole('link', { name: 'Data Analyst' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting/7/applications',
    );
    const popularity = vacancies.getByRole('progressbar', { name: 'Popularity of Data Analyst' });
    expect(popularity).toHaveAttribute('aria-valuenow', '72');
    expect(popularity.firstElementChild).toHaveClass('bg-success');
  });

  it('redraws the charts in the dark theme’s colours when the theme switches', async () => {
    answerDashboard();
    renderApp({ user: admin, url: '/' });
    const chart = await screen.findByRole('img', { name: /^Hiring funnel: chart/ });
    expect(chart).toHaveAttribute('data-color', '#0072B2');
    act(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /^Hiring funnel: chart/ })).toHaveAttribute(
        'data-color',
        '#56B4E9',
      ),
    );
    act(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
  });

  it('sends the filters in the request’s query and keeps them in the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
    const queries = answerDashboard();
    const user = userEvent.setup();
    const { router } = renderApp({ user: admin, url: '/?category=internship' });
    await screen.findByText('Figures from Oct 23, 2026 to Nov 21, 2026');
    expect(queries[0]?.get('category')).toBe('internship');
    expect(queries[0]?.has('from')).toBe(false);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-11-15'));
    expect(queries.at(-1)?.get('to')).toBe('2026-11-21');
    expect(queries.at(-1)?.get('category')).toBe('internship');
    expect(router.state.location.search).toBe('?category=internship&from=2026-11-15&to=2026-11-21');

    await user.selectOptions(screen.getByLabelText('Category'), 'Fresh Graduate');
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('fresh-graduate'));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-01-05'));
    expect(queries.at(-1)?.get('to')).toBe('2026-11-21');
  });

  it('shows the funnel’s conversions as a table on request', async () => {
    answerDashboard();
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/' });
    await screen.findByRole('heading', { name: 'Hiring funnel' });
    const funnel = section('Hiring funnel');
    await user.click(funnel.getByRole('button', { name: 'Show as table' }));
    expect(funnel.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = funnel.getByRole('table', { name: 'Hiring funnel' });
    expect(within(table).getByRole('row', { name: 'In review 5 50%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Interview 2 40%' })).toBeInTheDocument();
    expect(funnel.queryByRole('img')).not.toBeInTheDocument();
  });

  it('downloads a chart’s figures as a CSV file', async () => {
    answerDashboard();
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:funnel';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/' });
    await screen.findByRole('heading', { name: 'Hiring funnel' });
    await user.click(screen.getByRole('button', { name: /^Download CSV\s*: Hiring funnel$/ }));
    expect(clicks).toEqual(['funnel_2026-10-23_2026-11-21.csv']);
    const bytes = await bytesOf(files[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n').slice(0, 3)).toEqual([
      'Stage,Reached,Conversion from the previous stage (%)',
      'Submitted,10,',
      'In review,5,50',
    ]);
  });

  it('says in the reader’s words when the range is too long', async () => {
    server.use(
      http.get('/api/v1/admin/dashboard', () =>
        HttpResponse.json(errorBody('range_too_long', 'at most 366 days'), { status: 400 }),
      ),
    );
    renderApp({ user: admin, url: '/?from=2024-01-01&to=2026-01-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A period can be at most 366 days long',
    );
    // The filters stay, so the range can be put right.
    expect(screen.getByLabelText('From')).toHaveValue('2024-01-01');
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
