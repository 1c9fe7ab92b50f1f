import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { anApplication, anEventApplication } from '@/testing/builders';
import { calendarEvent, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const application = anApplication({ status: 'interview' });

const colleague = {
  id: '00000000-0000-4000-8000-000000000009',
  name: 'Cleo Colleague',
  email: 'cleo@demo.test',
};
const slotStart = '2030-01-07T10:00:00Z';
const slotEnd = '2030-01-07T11:00:00Z';

describe('scheduling an interview', () => {
  it('proposes free slots and warns about a double booking before scheduling anyway', async () => {
    const sent: Schemas['EventInput'][] = [];
    const slotQueries: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/admin/applications/5', () => HttpResponse.json(application)),
      http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [colleague] })),
      http.get('/api/v1/calendar/free-slots', ({ request }) => {
        const query = new URL(request.url).searchParams;
        slotQueries.push(query);
        return HttpResponse.json({
          timeZone: 'Europe/Berlin',
          slots: [{ start: slotStart, end: slotEnd }],
          busy: [{ userId: colleague.id, start: slotStart, end: slotEnd }],
        });
      }),
      http.post('/api/v1/calendar/events', async ({ request }) => {
        const body = (await request.json()) as Schemas['EventInput'];
        sent.push(body);
        if (!body.allowConflicts) {
          return HttpResponse.json(
            { error: { code: 'schedule_conflict', message: 'An attendee is busy.' } },
            { status: 409 },
          );
        }
        return HttpResponse.json(
          calendarEvent({
            id: 90,
            title: body.title,
            start: body.start,
            end: body.end,
            attendees: [
              { id: staff.id, name: staff.name, response: 'accepted' },
              { ...colleague, response: 'pending' },
            ],
            application: anEventApplication(),
          }),
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/job-vacancy-setting/applications/5' });
    await user.click(await screen.findByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Schedule an interview with Ada Applicant',
    });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(
      'Interview: Ada Applicant – Backend Engineer',
    );

    await user.click(await within(dialog).findByRole('button', { name: 'Add Cleo Colleague' }));
    await waitFor(() =>
      expect(slotQueries.at(-1)?.get('attendees')).toBe(`${staff.id},${colleague.id}`),
    );
    expect(slotQueries.at(-1)?.get('duration')).toBe('60');
    const slot = await within(dialog).findByRole('button', { pressed: false, name: /2030|Jan/ });
    await user.click(slot);
    expect(slot).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Someone is busy at this time.');
    expect(await within(warning).findByText(/Cleo Colleague is busy/)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      label: 'interview',
      applicationId: 5,
      attendees: [colleague.id],
      start: new Date(slotStart).toISOString(),
      end: new Date(slotEnd).toISOString(),
    });
    expect(sent[0]?.allowConflicts).toBeUndefined();

    await user.click(within(warning).getByRole('button', { name: 'Schedule anyway' }));
    expect(await screen.findByText(/The interview is scheduled/)).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ allowConflicts: true, applicationId: 5 });
  });
});
