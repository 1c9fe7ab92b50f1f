import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { Schemas } from '@/lib/api/types';
import { anApplicationPage, anApplicationRow } from '@/testing/builders';
import { admin, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { PIPELINE_VIEW_STORAGE_KEY, usePipelineView } from '../components/desk-preferences';

/** The vacancy's hiring process: two stages of the interview kind, the second named otherwise. */
const STAGES: Schemas['StageView'][] = (
  [
    [101, 'submitted', 'Submitted'],
    [102, 'in_review', 'In review'],
    [103, 'interview', 'Interview'],
    [104, 'interview', 'Technical interview'],
    [105, 'offered', 'Offer'],
    [106, 'hired', 'Hired'],
  ] as const
).map(([id, kind, name]) => ({ id, kind, name, names: { en: name } }));

/** The board's columns, in order, as `data-board-column` names them. */
const COLUMN_IDS = [...STAGES.map((stage) => `stage-${stage.id}`), 'rejected', 'withdrawn'];

const REASONS: Schemas['RejectionReason'][] = [
  { id: 1, name: 'Skills do not match', names: { en: 'Skills do not match' } },
  { id: 2, name: 'Role filled', names: { en: 'Role filled' } },
];

function card(overrides: Partial<Schemas['DeskApplication']>) {
  return anApplicationRow({
    status: 'in_review',
    stage: { id: 102, name: 'In review' },
    nextStatuses: ['submitted', 'interview', 'offered', 'rejected'],
    ...overrides,
  });
}

const ada = card({ unreadMessages: 2 });
const ben = card({
  id: 6,
  applicantName: 'Ben Builder',
  status: 'submitted',
  stage: { id: 101, name: 'Submitted' },
  knockedOut: true,
  nextStatuses: ['in_review', 'interview', 'offered', 'rejected'],
});

/**
 * The board's columns answer from `columns` (`stage-<id>` for a stage's column, asked with its
 * `stageId`; the status for a closing outcome's); every query is recorded.
 */
function serveBoard(columns: Record<string, Schemas['DeskApplication'][]>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/admin/vacancies/11', () =>
      HttpResponse.json({ id: 11, title: 'Backend Engineer' }),
    ),
    http.get('/api/v1/admin/vacancies/11/stages', () => HttpResponse.json(STAGES)),
    http.get('/api/v1/admin/rejection-reasons', () => HttpResponse.json(REASONS)),
    http.get('/api/v1/admin/applications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const stageId = query.get('stageId');
      const data = columns[stageId ? `stage-${stageId}` : (query.get('status') ?? '')] ?? [];
      return HttpResponse.json(anApplicationPage(data));
    }),
  );
  return queries;
}

/** What dnd-kit last told screen readers. */
function announced() {
  return document.querySelector('[id^="DndLiveRegion"]')?.textContent;
}

function column(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

/**
 * jsdom lays nothing out: the columns stand side by side, 300 px apart, each card at its top
 * (`shift` moves them all, as a notice above the board or a scrolled board would); the dragged
 * copy starts where Ada's card is, in the second column.
 */
function layOutBoard(shift = { x: 0, y: 0 }) {
  const order: readonly string[] = COLUMN_IDS;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (
      this.classList.contains('board-overlay') ||
      this.firstElementChild?.classList.contains('board-overlay')
    ) {
      return DOMRect.fromRect({ x: 310, y: 40, width: 260, height: 80 });
    }
    if (this.classList.contains('board')) {
      return DOMRect.fromRect({ x: 0, y: shift.y, width: 900, height: 600 });
    }
    const column = this.closest('[data-board-column]');
    const index = order.indexOf(column?.getAttribute('data-board-column') ?? '');
    if (index < 0) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    const own = this === column;
    return DOMRect.fromRect({
      x: index * 300 + (own ? 0 : 10) + shift.x,
      y: (own ? 0 : 40) + shift.y,
      width: own ? 280 : 260,
      height: own ? 600 : 80,
    });
  });
}

/** The sensor listens for the arrows from the next tick on, and measures after each move. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('pipeline board', () => {
  // The store outlives a test; storage is emptied before each.
  beforeEach(() => usePipelineView.setState({ view: 'board' }));

  it('loads a column per stage of the vacancy’s process and remembers the list view', async () => {
    const queries = serveBoard({ 'stage-102': [ada], 'stage-101': [ben] });
    server.use(
      http.get('/api/v1/admin/vacancies/11/applications', () =>
        HttpResponse.json({ data: [], total: 0, page: 1, perPage: 25 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/applications' });
    expect(await screen.findByRole('link', { name: 'Ada Applicant' })).toBeVisible();
    expect(within(column('Submitted')).getByText('Knockout answer')).toBeInTheDocument();
    expect(
      within(column('In review')).getByRole('img', { name: '2 unread messages' }),
    ).toBeVisible();
    // A stage named otherwise than its kind says its kind under its name.
    expect(
      within(column('Technical interview')).getByRole('heading', { level: 2 }),
    ).toHaveTextContent(/^Technical interviewInterview/);
    // Each open stage's column asks for its stage (and its kind: a closed application stays at
    // the stage it was closed at); the closing outcomes' columns for their status.
    expect(
      queries.map((query) => `${query.get('stageId') ?? '-'} ${query.get('status')}`).sort(),
    ).toEqual([
      '- rejected',
      '- withdrawn',
      '101 submitted',
      '102 in_review',
      '103 interview',
      '104 interview',
      '105 offered',
      '106 hired',
    ]);
    expect(queries.every((query) => query.get('vacancyId') === '11')).toBe(true);
    expect(queries.every((query) => query.get('perPage') === '100')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Show as a list' }));
    expect(await screen.findByText('No applications here yet.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PIPELINE_VIEW_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { view: 'list' },
    });
  });

  it('moves a card with its Move to menu at once, before the server answers', async () => {
    serveBoard({ 'stage-102': [ada] });
    let release: (value: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (release = resolve));
    let sent: unknown;
    server.use(
      http.post('/api/v1/admin/applications/5/stage', async ({ request }) => {
        sent = await request.json();
        await answered;
        return HttpResponse.json({ ...ada, status: 'interview' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/applications' });
    await user.click(await screen.findByRole('button', { name: 'Move Ada Applicant to…' }));
    const entries = screen
      .getAllByRole('button')
      .filter((b) => b.classList.contains('dropdown-item'));
    // Every other stage but Hired (from an offer stage only), and Not selected.
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Submitted',
      'Interview',
      'Technical interview',
      'Offer',
      'Not selected',
    ]);
    // A later stage, the next but one: skipping is allowed.
    await user.click(screen.getByRole('button', { name: 'Technical interview' }));

    expect(
      within(column('Technical interview')).getByRole('link', { name: 'Ada Applicant' }),
    ).toBeVisible();
    expect(within(column('In review')).queryByRole('link', { name: 'Ada Applicant' })).toBeNull();
    expect(sent).toEqual({ stageId: 104, note: null });
    release(null);
    expect(await screen.findByText('Ada Applicant moved to “Technical interview”.')).toBeVisible();
  });

  it('asks why a card is not selected, and puts it back when the server refuses the move', async () => {
    serveBoard({ 'stage-102': [ada] });
    let sent: unknown;
    server.use(
      http.post('/api/v1/admin/applications/5/status', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(errorBody('invalid_transition', 'no'), { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/applications' });
    const menu = await screen.findByRole('button', { name: 'Move Ada Applicant to…' });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Not selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not selected: Ada Applicant' });
    const reason = within(dialog).getByRole('combobox', { name: /^Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toBeRequired();
    // Without a reason nothing is sent: the reason is asked for.
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(reason).toHaveAccessibleDescription('Choose why the application is not selected.');
    expect(sent).toBeUndefined();
    await user.selectOptions(reason, 'Role filled');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({ status: 'rejected', note: null, reasonId: 2 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ada Applicant could not be moved and is back in its column',
    );
    await waitFor(() =>
      expect(
        within(column('In review')).getByRole('link', { name: 'Ada Applicant' }),
      ).toBeVisible(),
    );
    expect(
      within(column('Not selected')).queryByRole('link', { name: 'Ada Applicant' }),
    ).toBeNull();
  });

  it('explains where a card can go when it is dropped on a column that does not take it', async () => {
    layOutBoard();
    serveBoard({ 'stage-102': [ada] });
    let moves = 0;
    server.use(
      http.post('/api/v1/admin/applications/5/stage', () => {
        moves += 1;
        return HttpResponse.json({ ...ada, status: 'hired' });
      }),
    );
    const user = userEvent.setup();
    // Wide enough for the eight columns: the keyboard would otherwise scroll the page instead.
    renderApp({ user: admin, url: '/job-vacancy-setting/11/applications', width: 2600 });
    const handle = await screen.findByRole('button', { name: 'Drag Ada Applicant' });
    handle.focus();
    await user.keyboard(' ');
    await settle();
    await user.keyboard('{ArrowRight}');
    await settle();
    expect(announced()).toBe('Ada Applicant is over “Interview”: drop to move it here.');
    // On past Technical interview and Offer.
    for (let step = 0; step < 3; step += 1) {
      await user.keyboard('{ArrowRight}');
      await settle();
    }
    // Hired takes only applications at an offer stage.
    expect(announced()).toBe('Ada Applicant is over “Hired”: it cannot move there.');
    await user.keyboard(' ');
    expect(
      await screen.findByText(
        'An application in “In review” can move only to “Submitted”, “Interview”, “Technical interview”, “Offer”, or “Not selected”.',
        { selector: '.alert' },
      ),
    ).toBeVisible();
    expect(moves).toBe(0);
    expect(within(column('In review')).getByRole('link', { name: 'Ada Applicant' })).toBeVisible();
    vi.restoreAllMocks();
  });

  it('takes the arrow keys from the moment a card is picked up, and finds the columns where they are', async () => {
    layOutBoard();
    serveBoard({ 'stage-102': [ada] });
    let sent: unknown;
    server.use(
      http.post('/api/v1/admin/applications/5/stage', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...ada, status: 'interview' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/applications' });
    const handle = await screen.findByRole('button', { name: 'Drag Ada Applicant' });
    handle.focus();
    // Space and an arrow at once, before anything else runs: the arrow is the board's (the page
    // does not scroll with it), and moves the card.
    let arrowLeftToPage = true;
    act(() => {
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
      arrowLeftToPage = fireEvent.keyDown(handle, { key: 'ArrowRight', code: 'ArrowRight' });
    });
    expect(arrowLeftToPage).toBe(false);
    await settle();
    expect(announced()).toBe('Ada Applicant is over “Interview”: drop to move it here.');

    // Since the pick-up a notice appeared above the board and the board scrolled by a column.
    layOutBoard({ x: -300, y: 120 });
    await user.keyboard('{ArrowRight}');
    await settle();
    expect(announced()).toBe('Ada Applicant is over “Technical interview”: drop to move it here.');
    await user.keyboard('{ArrowLeft}');
    await settle();
    expect(announced()).toBe('Ada Applicant is over “Interview”: drop to move it here.');
    await user.keyboard(' ');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ada Applicant moved to “Interview”.',
    );
    expect(sent).toEqual({ stageId: 103, note: null });
    vi.restoreAllMocks();
  });

  it('shows what the server answered about a move only once the card being dragged is dropped', async () => {
    layOutBoard();
    const columns: Record<string, Schemas['DeskApplication'][]> = {
      'stage-102': [ada],
      'stage-101': [ben],
    };
    serveBoard(columns);
    let release: (value: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (release = resolve));
    server.use(
      http.post('/api/v1/admin/applications/5/stage', async () => {
        await answered;
        const moved = card({
          ...ada,
          status: 'interview',
          stage: { id: 103, name: 'Interview' },
          nextStatuses: ['submitted', 'in_review', 'offered', 'rejected'],
        });
        columns['stage-102'] = [];
        columns['stage-103'] = [moved];
        return HttpResponse.json(moved);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/applications', width: 2600 });
    await user.click(await screen.findByRole('button', { name: 'Move Ada Applicant to…' }));
    await user.click(screen.getByRole('button', { name: 'Interview' }));
    screen.getByRole('button', { name: 'Drag Ben Builder' }).focus();
    await user.keyboard(' ');
    await settle();
    expect(announced()).toMatch(/^Ben Builder is over “Submitted”/);

    // The answer comes while Ben's card is dragged: a notice now would move the board under it.
    release(null);
    // The columns reload once the server has answered: Ada's card offers its next moves again.
    expect(
      await within(column('Interview')).findByRole('button', { name: 'Move Ada Applicant to…' }),
    ).toBeVisible();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ada Applicant moved to “Interview”.',
    );
    vi.restoreAllMocks();
  });

  it('asks for a note before a card goes back to an earlier stage', async () => {
    serveBoard({ 'stage-102': [ada] });
    let sent: unknown;
    server.use(
      http.post('/api/v1/admin/applications/5/stage', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...ada, status: 'submitted' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/applications' });
    await user.click(await screen.findByRole('button', { name: 'Move Ada Applicant to…' }));
    await user.click(screen.getByRole('button', { name: 'Submitted' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move Ada Applicant back to “Submitted”',
    });
    expect(dialog).toHaveTextContent(
      'Ada Applicant goes back from “In review” to “Submitted”, an earlier stage.',
    );
    const note = within(dialog).getByRole('textbox', { name: /^Why it goes back/ });
    await waitFor(() => expect(note).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(note).toHaveAccessibleDescription('Say why the application goes back.');
    expect(sent).toBeUndefined();

    // Cancelled, the card stays where it is.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(column('In review')).getByRole('link', { name: 'Ada Applicant' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Move Ada Applicant to…' }));
    await user.click(screen.getByRole('button', { name: 'Submitted' }));
    const again = await screen.findByRole('dialog');
    await user.type(
      within(again).getByRole('textbox', { name: /^Why it goes back/ }),
      'CV checked too early',
    );
    await user.click(within(again).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Ada Applicant moved to “Submitted”.')).toBeVisible();
    expect(sent).toEqual({ stageId: 101, note: 'CV checked too early' });
  });
});
