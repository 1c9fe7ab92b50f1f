import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** Today at `hour` in the viewer's zone: the list view shows the current week. */
function today(hour: number): string {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

function calendarEvent(
  overrides: Partial<Schemas['CalendarEvent']> = {},
): Schemas['CalendarEvent'] {
  return {
    id: 1,
    title: 'Interview with Ada',
    start: today(10),
    end: today(11),
    allDay: false,
    label: 'interview',
    location: null,
    description: null,
    organizer: { id: staff.id, name: staff.name },
    attendees: [],
    application: null,
    sequence: 0,
    canEdit: true,
    updatedAt: today(8),
    ...overrides,
  };
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

/** Answers with the events of the asked labels; every request's query is kept for the test. */
function answerEvents(events: Schemas['CalendarEvent'][]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/calendar/events', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const labels = (query.get('label') ?? '').split(',');
      return HttpResponse.json({ data: events.filter((event) => labels.includes(event.label)) });
    }),
  );
  return queries;
}

describe('calendar page', () => {
  it('lists the events (a phone gets the list view) in the viewer’s time zone', async () => {
    answerEvents([calendarEvent()]);
    renderApp({ user: staff, url: '/calendar', width: 360 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(`Times in ${zone}`)).toBeVisible();
    expect(await screen.findByText('Interview with Ada')).toBeVisible();
    expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeVisible();
  });

  it('filters by label: the server is asked for the checked labels only', async () => {
    const queries = answerEvents([calendarEvent(), dayOff()]);
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

  it('opens an event from the keyboard and shows the applicant’s answer to the organiser', async () => {
    answerEvents([
      calendarEvent({
        application: {
          id: 5,
          applicantName: 'Ada Applicant',
          vacancyTitle: 'Backend Engineer',
          response: 'declined',
          responseMessage: 'I am away that week.',
          respondedAt: today(9),
        },
      }),
    ]);
    server.use(http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/calendar', width: 360 });
    const event = await screen.findByText('Interview with Ada');
    const row = event.closest('[tabindex="0"]') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Interview with Ada');
    expect(within(dialog).getByText('Applicant: Ada Applicant (Backend Engineer)')).toBeVisible();
    expect(within(dialog).getByText('Declined')).toBeVisible();
    expect(within(dialog).getByText('I am away that week.')).toBeVisible();
  });
});
