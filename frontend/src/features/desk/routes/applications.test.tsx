import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { Schemas } from '@/lib/api/types';
import { anApplicationPage, anApplicationRow } from '@/testing/builders';
import { admin, adminVacancy } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  APPLICATION_COLUMNS_STORAGE_KEY,
  useApplicationColumns,
} from '../components/desk-preferences';

function application(overrides: Partial<Schemas['DeskApplication']>) {
  return anApplicationRow({
    status: 'in_review',
    source: 'LinkedIn',
    updatedAt: '2026-11-12T09:00:00Z',
    nextStatuses: ['interview', 'rejected'],
    stage: { id: 102, name: 'First look' },
    ...overrides,
  });
}

/** The tenant's rejection reasons (`GET /api/v1/admin/rejection-reasons`). */
const reasons: Schemas['RejectionReason'][] = [
  { id: 1, name: 'Skills do not match', names: { en: 'Skills do not match' } },
  { id: 2, name: 'Role filled', names: { en: 'Role filled' } },
];

/** Vacancy 11's hiring process (`GET /api/v1/admin/vacancies/11/stages`). */
const stages: Schemas['StageView'][] = [
  { id: 101, kind: 'submitted', name: 'Applied', names: { en: 'Applied' } },
  { id: 102, kind: 'in_review', name: 'First look', names: { en: 'First look' } },
  { id: 103, kind: 'interview', name: 'Technical interview', names: { en: 'Technical interview' } },
];

const ada = application({});
const ben = application({ id: 6, applicantName: 'Ben Builder', applicantEmail: 'ben@demo.test' });

/**
 * The grid answers `rows` of `total` (past 1,000 matches, 1,000 and `totalExact` false) for the
 * page asked for; every query is recorded.
 */
function serveDesk(rows: Schemas['DeskApplication'][], total = rows.length, totalExact = true) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/admin/applications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = Number(query.get('page') ?? 1);
      return HttpResponse.json(anApplicationPage(rows, { total, totalExact, page, perPage: 25 }));
    }),
    http.get('/api/v1/admin/rejection-reasons', () => HttpResponse.json(reasons)),
    http.get('/api/v1/admin/vacancies/11/stages', () => HttpResponse.json(stages)),
    http.get('/api/v1/admin/applications/sources', () =>
      HttpResponse.json(['LinkedIn', 'Referral']),
    ),
    http.get('/api/v1/admin/vacancies', () =>
      HttpResponse.json({
        data: [
          adminVacancy({ status: 'published', applicants: 2, newApplicants: 0, popularity: 50 }),
        ],
        total: 1,
        page: 1,
        perPage: 100,
      }),
    ),
  );
  return queries;
}

describe('all applications', () => {
  beforeEach(() => {
    useApplicationColumns.setState({ hidden: [] });
    // jsdom lays nothing out: the table's scroll area gets a height, so rows are rendered.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('desk-scroll') ? 600 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('puts the filters and the order into the address and the query', async () => {
    const queries = serveDesk([ada, ben]);
    const user = userEvent.setup();
    const { router } = renderApp({ user: admin, url: '/applications?status=in_review' });
    expect(await screen.findByRole('link', { name: 'Ben Builder' })).toBeVisible();
    // Each row says the stage of its vacancy's process it is at, under its status.
    expect(screen.getAllByText('Stage: First look')).toHaveLength(2);
    expect(queries.at(-1)?.get('status')).toBe('in_review');
    expect(queries.at(-1)?.get('sort')).toBe('-appliedAt');

    // The stage filter is there once a vacancy is chosen, with its process's stages.
    expect(screen.queryByLabelText('Stage')).toBeNull();
    await user.selectOptions(await screen.findByLabelText('Vacancy'), 'Backend Engineer');
    const stage = await screen.findByLabelText('Stage');
    await waitFor(() => expect(within(stage).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(stage, 'First look');
    await user.selectOptions(screen.getByLabelText('Knockout answer'), 'Without');
    await user.selectOptions(await screen.findByLabelText('Source'), 'Referral');
    await user.type(screen.getByLabelText('Applied from'), '2026-11-01');
    await user.type(screen.getByLabelText('Search by name or email'), 'ada{Enter}');
    const last = queries.at(-1);
    expect(Object.fromEntries(last ?? [])).toMatchObject({
      vacancyId: '11',
      stageId: '102',
      status: 'in_review',
      knockedOut: 'false',
      source: 'Referral',
      from: '2026-11-01',
      q: 'ada',
    });
    expect(new URLSearchParams(router.state.location.search).get('vacancyId')).toBe('11');

    const header = screen.getByRole('columnheader', { name: 'Applicant' });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button', { name: 'Applicant' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
    expect(queries.at(-1)?.get('sort')).toBe('name');
    expect(screen.getByRole('columnheader', { name: 'Applicant' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.selectOptions(screen.getByLabelText('Per page'), '100');
    expect(queries.at(-1)?.get('perPage')).toBe('100');
  });

  it('remembers the hidden columns', async () => {
    serveDesk([ada]);
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/applications' });
    expect(await screen.findByRole('columnheader', { name: 'Source' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Source' }));
    expect(screen.queryByRole('columnheader', { name: 'Source' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(APPLICATION_COLUMNS_STORAGE_KEY) ?? '{}')).toMatchObject(
      {
        state: { hidden: ['source'] },
      },
    );
  });

  it('moves every application matching the filters and lists the ones that could not move', async () => {
    serveDesk([ada, ben], 30);
    let sent: unknown;
    server.use(
      http.post('/api/v1/admin/applications/bulk-status', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          results: [
            { id: 5, ok: true },
            { id: 6, ok: false, code: 'invalid_transition', message: 'Ben is hired already.' },
          ],
          moved: 1,
          failed: 1,
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/applications?status=in_review&q=a' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('All 2 applications on this page are selected.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Select all 30 matching the filters' }));
    expect(screen.getByRole('heading', { name: '30 applications selected' })).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Move to'), 'Not selected');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Send the rejection e-mail (in each applicant’s language)',
      }),
    );
    await user.type(screen.getByLabelText('Note for the team (optional)'), 'Role filled');
    // A rejection names its reason: without one, nothing is sent and the reason is asked for.
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const reason = screen.getByLabelText(/^Reason/);
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('Choose why the application is not selected.');
    expect(sent).toBeUndefined();
    await user.selectOptions(reason, 'Role filled');
    await user.click(screen.getByRole('button', { name: 'Move' }));

    expect(sent).toEqual({
      filter: { status: 'in_review', q: 'a' },
      status: 'rejected',
      note: 'Role filled',
      rejectionMail: true,
      reasonId: 2,
    });
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('1 application was moved.');
    expect(summary).toHaveTextContent('1 could not be moved:');
    expect(within(summary).getByRole('listitem')).toHaveTextContent(
      'Ben Builder: This change is not possible in the current state.',
    );
  });

  it('reads an uncounted total as 1,000+ and pages on while the pages are full', async () => {
    const page = Array.from({ length: 25 }, (_, index) =>
      application({ id: 100 + index, applicantName: `Applicant ${index}` }),
    );
    const queries = serveDesk(page, 1000, false);
    const user = userEvent.setup();
    // Page 40 holds applications 976–1,000: there are more, so a 41st page.
    const { router } = renderApp({ user: admin, url: '/applications?page=40' });
    expect(await screen.findByText('1,000+ applications')).toBeVisible();
    expect(queries.at(-1)?.get('page')).toBe('40');

    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('41');
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('41'));

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(
      screen.getByRole('button', { name: 'Select all 1,000+ matching the filters' }),
    );
    expect(screen.getByRole('heading', { name: '1,000+ applications selected' })).toBeVisible();
  });

  it('moves the ticked applications by their ids', async () => {
    serveDesk([ada, ben]);
    let sent: unknown;
    server.use(
      http.post('/api/v1/admin/applications/bulk-status', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ results: [{ id: 6, ok: true }], moved: 1, failed: 0 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/applications' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ben Builder' }));
    await user.selectOptions(screen.getByLabelText('Move to'), 'Interview');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(sent).toEqual({ ids: [6], status: 'interview', note: null });
    expect(await screen.findByRole('status')).toHaveTextContent('1 application was moved.');
  });
});
