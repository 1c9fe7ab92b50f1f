import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anApplication } from '@/testing/builders';
import { admin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { RequestInput, SchedulingRequest } from '../api/types';
import { aRequest } from '../testing/scheduling-data';

const ada = { id: 'u-ada', name: 'Ada Admin', email: 'ada@demo.test' };
const sam = { id: 'u-sam', name: 'Sam Staff', email: 'sam@demo.test' };

/** Application 5 with these requests (asked for by its id); the people search finds Ada and Sam. */
function answerRequests(requests: () => SchedulingRequest[]) {
  server.use(
    http.get('/api/v1/admin/applications/5', () => HttpResponse.json(anApplication())),
    http.get('/api/v1/scheduling/requests', ({ request }) => {
      expect(new URL(request.url).searchParams.get('applicationId')).toBe('5');
      return HttpResponse.json({ data: requests() });
    }),
    http.get('/api/v1/calendar/people', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json({
        data: [ada, sam].filter((person) => person.name.toLowerCase().includes(q)),
      });
    }),
  );
}

async function schedulingCard() {
  return within(await screen.findByRole('region', { name: 'Scheduling' }));
}

describe('the scheduling card on an application', () => {
  it('requests a two-session loop back to back and says what became of it', async () => {
    let requests: SchedulingRequest[] = [];
    answerRequests(() => requests);
    const sent: RequestInput[] = [];
    server.use(
      http.post('/api/v1/scheduling/requests', async ({ request }) => {
        const body = (await request.json()) as RequestInput;
        sent.push(body);
        requests = [aRequest()];
        return HttpResponse.json({ results: [{ id: 5, ok: true, requestId: 31 }] });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = await schedulingCard();
    expect(
      await card.findByText('The candidate has not been asked to choose interview times yet.'),
    ).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Request interview times' }));

    // Sent empty, each problem is said at its field.
    await user.click(card.getByRole('button', { name: 'Send to the candidate' }));
    expect(card.getByLabelText(/^Title/)).toHaveAccessibleDescription(
      'Give the interview a title of up to 200 characters.',
    );
    expect(sent).toEqual([]);

    const first = within(card.getByRole('group', { name: /^Interview 1/ }));
    await user.type(first.getByLabelText(/^Title/), 'Technical interview');
    await user.type(first.getByRole('searchbox'), 'a');
    await user.click(await first.findByRole('button', { name: 'Add Ada Admin' }));
    await user.click(await first.findByRole('button', { name: 'Add Sam Staff' }));
    await user.selectOptions(first.getByLabelText('Who takes part'), 'any');
    await user.clear(first.getByLabelText('Buffer after (min)'));
    await user.type(first.getByLabelText('Buffer after (min)'), '10');

    // The arrangement is asked for once there are two sessions.
    expect(card.queryByLabelText('How the interviews follow one another')).toBeNull();
    await user.click(card.getByRole('button', { name: 'Add an interview' }));
    const second = within(card.getByRole('group', { name: /^Interview 2/ }));
    await user.type(second.getByLabelText(/^Title/), 'Team talk');
    await user.clear(second.getByLabelText(/^Minutes/));
    await user.type(second.getByLabelText(/^Minutes/), '30');
    await user.type(second.getByRole('searchbox'), 'sam');
    await user.click(await second.findByRole('button', { name: 'Add Sam Staff' }));
    expect(card.getByLabelText('How the interviews follow one another')).toHaveValue(
      'back_to_back',
    );
    await user.type(card.getByLabelText('Working days offered'), '7');
    await user.type(card.getByLabelText('Note to the candidate'), 'See you soon.');
    await user.click(card.getByRole('button', { name: 'Send to the candidate' }));

    expect(await card.findByText('1 candidate was asked to choose a time.')).toBeVisible();
    expect(sent).toEqual([
      {
        applicationIds: [5],
        sessions: [
          {
            title: 'Technical interview',
            minutes: 45,
            interviewers: ['u-ada', 'u-sam'],
            mode: 'any',
            location: null,
            bufferBefore: 0,
            bufferAfter: 10,
          },
          {
            title: 'Team talk',
            minutes: 30,
            interviewers: ['u-sam'],
            mode: 'all',
            location: null,
            bufferBefore: 0,
            bufferAfter: 0,
          },
        ],
        arrangement: 'back_to_back',
        windowDays: 7,
        message: 'See you soon.',
      },
    ]);
    expect(await card.findByText('Waiting for the candidate')).toBeVisible();
  });

  it('says why an application got no request', async () => {
    answerRequests(() => []);
    server.use(
      http.post('/api/v1/scheduling/requests', () =>
        HttpResponse.json({ results: [{ id: 5, ok: false, code: 'scheduling_request_open' }] }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = await schedulingCard();
    await user.click(await card.findByRole('button', { name: 'Request interview times' }));
    await user.type(card.getByLabelText(/^Title/), 'Chat');
    await user.type(card.getByRole('searchbox'), 'ada');
    await user.click(await card.findByRole('button', { name: 'Add Ada Admin' }));
    await user.click(card.getByRole('button', { name: 'Send to the candidate' }));
    const alert = await card.findByRole('alert');
    expect(alert).toHaveTextContent('No candidate was asked.');
    expect(alert).toHaveTextContent(
      'Application 5: This application already has an open request for interview times.',
    );
  });

  it('shows a booked loop with who was assigned, marks a no-show and cancels', async () => {
    const booked = aRequest({
      state: 'booked',
      bookedAt: '2026-11-20T10:00:00Z',
      reschedules: 2,
      timeZone: 'America/New_York',
      sessions: [
        {
          ...aRequest().sessions[0]!,
          mode: 'any',
          start: '2026-11-25T14:00:00Z',
          end: '2026-11-25T14:45:00Z',
          eventId: 77,
          assigned: [{ id: 'u-sam', name: 'Sam Staff' }],
        },
      ],
    });
    let requests = [booked];
    answerRequests(() => requests);
    const changes: unknown[] = [];
    server.use(
      http.put('/api/v1/scheduling/requests/31/no-show', async ({ request }) => {
        const body = (await request.json()) as { noShow: boolean };
        changes.push(body);
        return HttpResponse.json({ ...booked, noShow: body.noShow });
      }),
      http.delete('/api/v1/scheduling/requests/31', () => {
        changes.push('cancelled');
        requests = [{ ...booked, state: 'cancelled' }];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = await schedulingCard();
    expect(await card.findByText('Booked')).toBeVisible();
    expect(card.getByText('With Sam Staff')).toBeVisible();
    expect(card.getByText(/Candidate's time zone: America\/New_York\./)).toBeVisible();
    expect(card.getByText(/Rescheduled 2 times\./)).toBeVisible();

    await user.click(card.getByRole('switch', { name: 'The candidate did not come' }));
    expect(await card.findByText('No-show')).toBeVisible();
    expect(card.getByRole('switch', { name: 'The candidate did not come' })).toBeChecked();

    await user.click(card.getByRole('button', { name: 'Cancel request' }));
    const confirm = card.getByRole('button', { name: 'Cancel request' });
    expect(confirm).toHaveAccessibleDescription(/Booked interviews are cancelled/);
    await user.click(confirm);
    await waitFor(() => expect(card.getByText('Cancelled')).toBeVisible());
    expect(changes).toEqual([{ noShow: true }, 'cancelled']);
  });

  it('offers no no-show before the interview has started', async () => {
    answerRequests(() => [
      aRequest({
        state: 'booked',
        sessions: [
          {
            ...aRequest().sessions[0]!,
            start: '2099-01-01T10:00:00Z',
            end: '2099-01-01T10:45:00Z',
            assigned: [{ id: 'u-ada', name: 'Ada Admin' }],
          },
        ],
      }),
    ]);
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = await schedulingCard();
    expect(await card.findByText('Booked')).toBeVisible();
    expect(card.queryByRole('switch', { name: 'The candidate did not come' })).toBeNull();
  });
});
