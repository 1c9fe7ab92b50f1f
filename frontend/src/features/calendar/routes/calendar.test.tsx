import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { anEventApplication } from '@/testing/builders';
import { calendarEvent, calendarEventSummary, errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** Today at `hour` in the viewer's zone: the list view shows the current week. */
function today(hour: number): string {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

/** Staff's interview today at 10. */
function interviewToday(overrides: Partial<Schemas['CalendarEvent']> = {}) {
  return calendarEvent({ start: today(10), end: today(11), updatedAt: today(8), ...overrides });
}

/** An all-day event today: its start and end are UTC midnights, the end exclusive. */
function dayOff(): Schemas['CalendarEvent'] {
  const day = new Date();
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return calendarEvent({
    id: 2,
    title: 'Team day off',
    label: 'holiday',
    allDay: true,
    start: `${date}T00:00:00Z`,
    end: next.toISOString(),
  });
}

const colleague = { id: '00000000-0000-4000-8000-000000000009', name: 'Cleo Colleague' };

/**
 * The server's calendar over `events`: the range's list answers summaries of the asked labels,
 * `GET /calendar/events/{id}` the whole event (404 once gone). Every list query and every event
 * asked for is kept for the test; `events` may be changed between requests.
 */
function answerEvents(events: Schemas['CalendarEvent'][]) {
  const queries: URLSearchParams[] = [];
  const opened: number[] = [];
  server.use(
    http.get('/api/v1/calendar/events', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const labels = (query.get('label') ?? '').split(',');
      return HttpResponse.json({
        data: events.filter((event) => labels.includes(event.label)).map(calendarEventSummary),
      });
    }),
    http.get('/api/v1/calendar/events/:id', ({ params }) => {
      const id = Number(params.id);
      opened.push(id);
      const event = events.find((candidate) => candidate.id === id);
      return event
        ? HttpResponse.json(event)
        : HttpResponse.json(errorBody('not_found', 'The requested resource does not exist.'), {
            status: 404,
          });
    }),
    http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [] })),
  );
  return { queries, opened };
}

/** Opens an event of the list view the keyboard's way: its row is a tab stop, Enter opens it. */
async function openFromKeyboard(user: ReturnType<typeof userEvent.setup>, title: string) {
  const row = (await screen.findByText(title)).closest('[tabindex="0"]') as HTMLElement;
  row.focus();
  await user.keyboard('{Enter}');
}

describe('calendar page', () => {
  it('lists the events (a phone gets the list view) in the viewer’s time zone', async () => {
    answerEvents([interviewToday()]);
    renderApp({ user: staff, url: '/calendar', width: 360 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(`Times in ${zone}`)).toBeVisible();
    expect(await screen.findByText('Interview with Ada')).toBeVisible();
    expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeVisible();
  });

  it('filters by label: the server is asked for the checked labels only', async () => {
    const { queries } = answerEvents([interviewToday(), dayOff()]);
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/calendar', width: 360 });
    expect(await screen.findByText('Team day off')).toBeVisible();
    expect(queries.at(-1)?.get('label')).toBe('interview,meeting,reminder,holiday,personal');

    const filter = screen.getByRole('group', { name: 'Labels' });
    await user.click(within(filter).getByRole('checkbox', { name: 'Holiday' }));
    await waitFor(() => expect(screen.queryByText('Team day off')).not.toBeInTheDocument());
    expect(screen.getByText('Interview with Ada')).toBeVisible();
    await waitFor(() =>
      expect(queries.at(-1)?.get('label')).toBe('interview,meeting,reminder,personal'),
    );
  });

  it('opens an event from the keyboard: its people and the applicant’s answer are loaded then', async () => {
    const { opened } = answerEvents([
      interviewToday({
        description: 'Bring the portfolio.',
        attendees: [
          { id: staff.id, name: staff.name, response: 'accepted' },
          { ...colleague, response: 'pending' },
        ],
        application: anEventApplication({
          response: 'declined',
          responseMessage: 'I am away that week.',
          respondedAt: today(9),
        }),
      }),
    ]);
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/calendar', width: 360 });
    await openFromKeyboard(user, 'Interview with Ada');
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(await within(dialog).findByLabelText('Title')).toHaveValue('Interview with Ada');
    expect(opened).toEqual([1]);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Bring the portfolio.');
    expect(within(dialog).getByRole('button', { name: 'Remove Cleo Colleague' })).toBeVisible();
    expect(within(dialog).getByText('Applicant: Ada Applicant (Backend Engineer)')).toBeVisible();
    expect(within(dialog).getByText('Declined')).toBeVisible();
    expect(within(dialog).getByText('I am away that week.')).toBeVisible();
    // The interviewers' scorecards are a link away.
    expect(within(dialog).getByRole('link', { name: 'Scorecard' })).toHaveAttribute(
      'href',
      '/scorecards/1',
    );
  });

  it('shows an event the viewer may not change, with who takes part', async () => {
    answerEvents([
      interviewToday({
        title: 'Budget review',
        label: 'meeting',
        canEdit: false,
        description: 'Q3 numbers.',
        organizer: colleague,
        attendees: [
          { ...colleague, response: 'accepted' },
          { id: staff.id, name: staff.name, response: 'pending' },
        ],
      }),
    ]);
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/calendar', width: 360 });
    await openFromKeyboard(user, 'Budget review');
    const dialog = await screen.findByRole('dialog', { name: 'Budget review' });
    expect(await within(dialog).findByText('Q3 numbers.')).toBeVisible();
    expect(within(dialog).getByText('Organised by Cleo Colleague')).toBeVisible();
    expect(within(dialog).getByText('No answer yet')).toBeVisible();
    expect(
      within(dialog).getByText('Only the organiser or an admin can change this event.'),
    ).toBeVisible();
    expect(within(dialog).queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('a failed load says so and can be tried again', async () => {
    answerEvents([interviewToday()]);
    let failures = 1;
    server.use(
      http.get('/api/v1/calendar/events/:id', () => {
        if (failures-- > 0) {
          // A timeout is not retried by itself: the reader decides.
          return HttpResponse.json(errorBody('request_timeout', 'The request took too long.'), {
            status: 408,
          });
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/calendar', width: 360 });
    await openFromKeyboard(user, 'Interview with Ada');
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Title')).toHaveValue('Interview with Ada');
  });

  it('a saved change keeps the attendees; the list is asked again, the event is the answer', async () => {
    const events = [
      interviewToday({
        attendees: [
          { id: staff.id, name: staff.name, response: 'accepted' },
          { ...colleague, response: 'pending' },
        ],
      }),
    ];
    const { queries, opened } = answerEvents(events);
    const changes: Schemas['EventChange'][] = [];
    server.use(
      http.patch('/api/v1/calendar/events/:id', async ({ request }) => {
        const change = (await request.json()) as Schemas['EventChange'];
        changes.push(change);
        events[0] = { ...events[0]!, title: change.title ?? events[0]!.title, sequence: 1 };
        return HttpResponse.json(events[0]);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/calendar', width: 360 });
    await openFromKeyboard(user, 'Interview with Ada');
    let dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    const title = await within(dialog).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Second interview with Ada');
    const listed = queries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Second interview with Ada')).toBeVisible();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      title: 'Second interview with Ada',
      attendees: [colleague.id],
    });
    expect(queries.length).toBeGreaterThan(listed);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, it shows the event as saved (the change's answer: not asked for again).
    await openFromKeyboard(user, 'Second interview with Ada');
    dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Second interview with Ada');
    expect(opened).toEqual([1]);
  });

  it('a deleted event leaves the list and is not asked for again', async () => {
    const events = [interviewToday(), dayOff()];
    const { opened } = answerEvents(events);
    const deleted: number[] = [];
    server.use(
      http.delete('/api/v1/calendar/events/:id', ({ params }) => {
        deleted.push(Number(params.id));
        events.splice(0, 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/calendar', width: 360 });
    await openFromKeyboard(user, 'Interview with Ada');
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));

    await waitFor(() => expect(screen.queryByText('Interview with Ada')).not.toBeInTheDocument());
    expect(screen.getByText('Team day off')).toBeVisible();
    expect(deleted).toEqual([1]);
    expect(opened).toEqual([1]);
  });
});
