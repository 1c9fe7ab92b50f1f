import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, applicant, myApplication, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { AvailabilityInput, ExternalCalendar, SchedulingSettings } from '../api/types';

describe('the admins’ scheduling page', () => {
  it('saves the notice and the window, and shows how self-scheduling went', async () => {
    const sent: SchedulingSettings[] = [];
    server.use(
      http.get('/api/v1/admin/scheduling-settings', () =>
        HttpResponse.json({ noticeHours: 24, windowDays: 10 }),
      ),
      http.put('/api/v1/admin/scheduling-settings', async ({ request }) => {
        const body = (await request.json()) as SchedulingSettings;
        sent.push(body);
        return HttpResponse.json(body);
      }),
      http.get('/api/v1/scheduling/analytics', ({ request }) => {
        expect(new URL(request.url).searchParams.get('days')).toBe('90');
        return HttpResponse.json({
          days: 90,
          requests: 14,
          booked: 11,
          cancelled: 1,
          medianHoursToBook: 20.5,
          reschedules: 3,
          noShows: 1,
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/scheduling' });
    const settings = within(await screen.findByRole('region', { name: 'Self-scheduling' }));
    const notice = await settings.findByLabelText(/^Notice in hours/);
    expect(notice).toHaveValue(24);
    await user.clear(notice);
    await user.type(notice, '200');
    await user.click(settings.getByRole('button', { name: 'Save settings' }));
    expect(notice).toHaveAccessibleDescription(/The notice is 0 to 168 hours\./);
    expect(sent).toEqual([]);
    await user.clear(notice);
    await user.type(notice, '48');
    await user.click(settings.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The scheduling settings were saved.')).toBeVisible();
    expect(sent).toEqual([{ noticeHours: 48, windowDays: 10 }]);

    const analytics = within(screen.getByRole('region', { name: 'How self-scheduling went' }));
    expect(await analytics.findByText('20.5')).toBeVisible();
    expect(analytics.getByText('Median hours to book')).toBeVisible();
    expect(analytics.getByText('14')).toBeVisible();
  });

  it('is in the admins’ menu', async () => {
    server.use(
      http.get('/api/v1/admin/scheduling-settings', () =>
        HttpResponse.json({ noticeHours: 24, windowDays: 10 }),
      ),
      http.get('/api/v1/scheduling/analytics', () =>
        HttpResponse.json({
          days: 90,
          requests: 0,
          booked: 0,
          cancelled: 0,
          medianHoursToBook: null,
          reschedules: 0,
          noShows: 0,
        }),
      ),
    );
    renderApp({ user: admin, url: '/admin/scheduling' });
    expect(await screen.findByRole('link', { name: 'Scheduling' })).toHaveAttribute(
      'href',
      '/admin/scheduling',
    );
    const analytics = within(
      await screen.findByRole('region', { name: 'How self-scheduling went' }),
    );
    expect(await analytics.findByText('–')).toBeVisible();
  });
});

describe('availability in the account settings', () => {
  beforeEach(() => {
    // The page's own cards: two-factor sign-in off, no other session.
    server.use(
      http.get('/api/v1/me/mfa', () =>
        HttpResponse.json({ totpEnabled: false, recoveryCodesLeft: 0, required: false }),
      ),
      http.get('/api/v1/me/sessions', () => HttpResponse.json([])),
    );
  });

  it('saves working hours in the company’s zone, with limits', async () => {
    const sent: AvailabilityInput[] = [];
    server.use(
      http.put('/api/v1/me/availability', async ({ request }) => {
        const body = (await request.json()) as AvailabilityInput;
        sent.push(body);
        return HttpResponse.json({ ...body, effectiveTimeZone: body.timeZone ?? 'Europe/Berlin' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/pages/account-settings' });
    const card = within(await screen.findByRole('region', { name: 'Availability' }));
    const zone = await card.findByLabelText('Your time zone');
    expect(zone).toHaveValue('');
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent(
      'Company time zone (Europe/Berlin)',
    );
    expect(card.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(card.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(card.getByLabelText('Saturday from')).toBeDisabled();

    // A day that ends before it starts is said before anything is sent.
    await user.clear(card.getByLabelText('Friday to'));
    await user.type(card.getByLabelText('Friday to'), '08:00');
    await user.click(card.getByRole('button', { name: 'Save availability' }));
    expect(card.getByLabelText('Friday to')).toHaveAccessibleDescription(
      'Each working day needs a start before its end.',
    );
    expect(sent).toEqual([]);
    await user.clear(card.getByLabelText('Friday to'));
    await user.type(card.getByLabelText('Friday to'), '13:00');
    await user.click(card.getByRole('checkbox', { name: 'Tuesday' }));
    await user.type(card.getByLabelText('At most per day'), '3');
    await user.click(card.getByRole('button', { name: 'Save availability' }));
    expect(await card.findByText('Your availability was saved.')).toBeVisible();
    expect(sent).toEqual([
      {
        timeZone: null,
        days: [
          { weekday: 1, start: '09:00', end: '17:00' },
          { weekday: 3, start: '09:00', end: '17:00' },
          { weekday: 4, start: '09:00', end: '17:00' },
          { weekday: 5, start: '09:00', end: '13:00' },
        ],
        maxPerDay: 3,
        maxPerWeek: null,
      },
    ]);
  });

  it('connects an external calendar without ever showing its address again, and removes it', async () => {
    let calendar: ExternalCalendar = { configured: false, busyCount: 0 };
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/me/external-calendar', () => HttpResponse.json(calendar)),
      http.put('/api/v1/me/external-calendar', async ({ request }) => {
        const body = (await request.json()) as { address: string };
        sent.push(body);
        if (!body.address.endsWith('.ics')) {
          return HttpResponse.json(
            {
              error: {
                code: 'validation_failed',
                message: 'invalid',
                fields: { address: { code: 'external_calendar_address_invalid', message: '' } },
              },
            },
            { status: 400 },
          );
        }
        calendar = {
          configured: true,
          host: 'calendar.google.com',
          fetchedAt: null,
          error: null,
          busyCount: 0,
        };
        return HttpResponse.json(calendar);
      }),
      http.delete('/api/v1/me/external-calendar', () => {
        sent.push('removed');
        calendar = { configured: false, busyCount: 0 };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/pages/account-settings' });
    const card = within(await screen.findByRole('region', { name: 'External calendar' }));
    const address = await card.findByLabelText(/^Secret iCal address/);
    expect(address).toHaveAttribute('type', 'url');
    await user.type(address, 'https://calendar.google.com/private/secret/basic');
    await user.click(card.getByRole('button', { name: 'Connect calendar' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(/secret address in iCal format/),
    );
    await user.clear(address);
    await user.type(address, 'https://calendar.google.com/private/secret/basic.ics');
    await user.click(card.getByRole('button', { name: 'Connect calendar' }));

    expect(await card.findByText('calendar.google.com')).toBeVisible();
    expect(card.getByText('Not yet: it is read in a few minutes.')).toBeVisible();
    expect(card.queryByDisplayValue(/secret/)).toBeNull();
    expect(card.queryByText(/private\/secret/)).toBeNull();

    await user.click(card.getByRole('button', { name: 'Remove' }));
    await user.click(card.getByRole('button', { name: 'Remove calendar' }));
    expect(await card.findByRole('button', { name: 'Connect calendar' })).toBeVisible();
    expect(sent).toEqual([
      { address: 'https://calendar.google.com/private/secret/basic' },
      { address: 'https://calendar.google.com/private/secret/basic.ics' },
      'removed',
    ]);
  });

  it('is not shown to applicants', async () => {
    renderApp({ user: applicant, url: '/pages/account-settings' });
    expect(await screen.findByRole('region', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Availability' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'External calendar' })).toBeNull();
  });
});

describe('interview times on My Application', () => {
  it('links an open request to its page and shows a booked one with Change', async () => {
    server.use(
      http.get('/api/v1/me/applications', () =>
        HttpResponse.json([
          myApplication('interview', false),
          { ...myApplication('interview', false), id: 6 },
        ]),
      ),
      http.get('/api/v1/me/scheduling', () =>
        HttpResponse.json({
          data: [
            {
              requestId: 31,
              applicationId: 5,
              vacancyTitle: 'Backend Engineer',
              state: 'open',
              token: 'tok-open',
              sessions: [{ title: 'Technical interview', start: null, end: null }],
            },
            {
              requestId: 32,
              applicationId: 6,
              vacancyTitle: 'Backend Engineer',
              state: 'booked',
              token: 'tok-booked',
              sessions: [
                {
                  title: 'Technical interview',
                  start: '2026-12-08T14:00:00Z',
                  end: '2026-12-08T14:45:00Z',
                },
              ],
            },
          ],
        }),
      ),
    );
    renderApp({ user: applicant, url: '/my-application' });
    expect(await screen.findByRole('link', { name: 'Choose your interview time' })).toHaveAttribute(
      'href',
      '/schedule/tok-open',
    );
    // Each application's card shows its own request: the second may render after the first.
    expect(await screen.findByText('Your interview is booked:')).toBeVisible();
    expect(await screen.findByText(/Technical interview: .*December 8, 2026/)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      '/schedule/tok-booked',
    );
  });
});
