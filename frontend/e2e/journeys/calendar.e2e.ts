import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { Api, appliedApplication } from '../support/api';
import { openUserMenu, signIn } from '../support/app';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { leafParts, mailFiles, mimePart } from '../support/mail';
import { demoUsers } from '../support/tenants';

/** Waits until the page shows no loading placeholders or spinners. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.placeholder-glow, .spinner-border')).toHaveCount(0);
}

/** The decoded `text/calendar; method=REQUEST` part of the mail to `email` about `title`. */
async function invitationTo(tenant: string, email: string, title: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailFiles(tenant)) {
          const to = mimePart(mail).headers.get('to') ?? '';
          if (!to.toLowerCase().includes(email)) continue;
          const calendar = leafParts(mail).find((part) =>
            /^text\/calendar;\s*charset=utf-8;\s*method=REQUEST$/i.test(
              part.headers.get('content-type') ?? '',
            ),
          );
          if (!calendar) continue;
          expect(calendar.headers.get('content-transfer-encoding')?.toLowerCase()).toBe('base64');
          const ics = Buffer.from(calendar.body.replace(/\s+/g, ''), 'base64').toString('utf8');
          if (ics.includes(title.slice(0, 20))) found = ics;
        }
        return found !== undefined;
      },
      { timeout: 10_000, message: `an invitation to ${email} in ${e2eEnv.mailDir}/${tenant}` },
    )
    .toBe(true);
  return found ?? '';
}

test('calendar: a recruiter schedules an interview, the applicant accepts it, the invitation is valid iCalendar', async ({
  page,
  actors,
  tenants,
}) => {
  // The demo data brings a recruiter (Sam Staff), a colleague (Demo Admin) and an applicant with a
  // complete profile (Ana Applicant), and a week of the team's events.
  const tenant = await tenants.create('Harbour Works', { seed: true });
  // Applying is the applicant journey; here it is done through the API.
  const { application } = await appliedApplication(tenant, {
    title: 'Harbour Pilot',
    category: 'experienced-hire',
  });
  const title = 'Interview: Ana Applicant – Harbour Pilot';
  const found: string[] = [];

  const scheduled =
    await test.step('the recruiter schedules an interview from the application', async () => {
      await signIn(page, tenant, demoUsers.staff);
      await page.goto(`/job-vacancy-setting/applications/${application.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Applicant');
      await page.getByRole('button', { name: 'Schedule interview' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule an interview with Ana Applicant' });
      await expect(dialog.getByLabel('Title')).toHaveValue(title);

      // The free times are asked again once a colleague joins: the first offered is free for both.
      const bothFree = page.waitForResponse(
        (response) =>
          response.url().includes('/api/v1/calendar/free-slots') &&
          new URL(response.url()).searchParams.get('attendees')?.split(',').length === 2,
      );
      await dialog.getByLabel('Interviewers').fill('Demo');
      await dialog.getByRole('button', { name: 'Add Demo Admin' }).click();
      await expect(dialog.getByRole('button', { name: 'Remove Demo Admin' })).toBeVisible();
      const slots = (await (await bothFree).json()) as Schemas['FreeSlots'];
      const [slot] = slots.slots;
      if (!slot) throw new Error('no common free time in the next two weeks');
      const free = dialog.getByRole('group', { name: 'Free times (next two weeks)' });
      const first = free.getByRole('button').first();
      // The list may still be the one asked before the colleague joined when the answer above
      // arrives: a click on its first time is lost when the new list replaces it, so click until
      // the new list's first time is the one chosen.
      await expect(async () => {
        await first.click();
        await expect(first).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      // The browser's zone is UTC: the form shows the slot's UTC time.
      await expect(dialog.getByLabel('Starts')).toHaveValue(slot.start.slice(0, 16));
      await dialog.getByLabel('Location').fill('https://meet.example.test/harbour');

      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/calendar/events') &&
          response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      const event = (await (await created).json()) as Schemas['CalendarEvent'];
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByText('The interview is scheduled; the applicant has been invited.'),
      ).toBeVisible();
      expect(Date.parse(event.start)).toBe(Date.parse(slot.start));
      expect(event.attendees.map((person) => person.name).sort()).toEqual([
        'Demo Admin',
        'Sam Staff',
      ]);

      // Scheduling moved the application to the interview stage.
      await expect(page.locator('.app-timeline > li').last()).toContainText('Interview');
      return { event, start: slot.start };
    });

  await test.step('the invitation mail carries a valid text/calendar part', async () => {
    const ics = await invitationTo(tenant.slug, demoUsers.applicant.email, title);
    // Folded at 75 octets (RFC 5545 3.1), lines ending in CRLF.
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) {
      expect(line).not.toContain('\n');
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    }
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const events = calendar.getAllSubcomponents('vevent');
    const [vevent] = events;
    expect(events).toHaveLength(1);
    if (!vevent) return;
    expect(String(vevent.getFirstPropertyValue('uid'))).toMatch(/@erecruit$/);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(vevent.getFirstPropertyValue('summary')).toBe(title);
    const start = vevent.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
    expect(start.toJSDate().toISOString()).toBe(new Date(scheduled.start).toISOString());
    const attendees = vevent
      .getAllProperties('attendee')
      .map((property) => String(property.getFirstValue()).toLowerCase());
    expect(attendees).toContain(`mailto:${demoUsers.applicant.email}`);
  });

  await test.step('the applicant accepts the interview on My Application', async () => {
    const applicant = await actors.open('applicant');
    await signIn(applicant.page, tenant, demoUsers.applicant);
    await (
      await openUserMenu(applicant.page)
    )
      .getByRole('link', { name: 'My Application' })
      .click();
    const interviews = applicant.page.getByRole('region', { name: 'Interviews' });
    const interview = interviews.getByRole('listitem', { name: title });
    await expect(interview).toContainText('Your answer: No answer yet');
    await expect(interview).toContainText('With Sam Staff');
    await interview.getByRole('button', { name: 'Accept', exact: true }).click();
    await interview.getByLabel('Message to the recruiter (optional)').fill('See you on the quay.');
    await interview.getByRole('button', { name: 'Accept the interview' }).click();
    await expect(interview).toContainText('Your answer: Accepted');
    await expect(interview.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  });

  await test.step('the recruiter sees the answer in the calendar', async () => {
    const staffApi = await new Api(tenant.slug).signIn(demoUsers.staff);
    const event = await staffApi.request<Schemas['CalendarEvent']>(
      'GET',
      `/api/v1/calendar/events/${scheduled.event.id}`,
    );
    expect(event.application).toMatchObject({
      id: application.id,
      response: 'accepted',
      responseMessage: 'See you on the quay.',
    });

    // The list view, a week at a time until the interview's week.
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'List' }).click();
    const item = page.getByText(title);
    for (let week = 0; week < 3; week += 1) {
      if (
        await item.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'Edit event' });
    const applicantCard = dialog.getByRole('region', {
      name: 'Applicant: Ana Applicant (Harbour Pilot)',
    });
    await expect(applicantCard).toContainText('Accepted');
    await expect(applicantCard).toContainText('See you on the quay.');
    await expect(dialog.getByRole('button', { name: 'Remove Demo Admin' })).toBeVisible();
    await settled(page);
    found.push(...(await seriousViolations(page, '/calendar event dialog')));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the calendar has no serious accessibility problem', async () => {
    await page.goto('/calendar');
    await expect(page.locator('.fc-daygrid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Month', pressed: true })).toBeVisible();
    await settled(page);
    found.push(...(await seriousViolations(page, '/calendar (month, light)')));

    // A phone in the dark theme, right to left, as the customizer's panel would leave them.
    const phone = await actors.open('phone');
    await phone.context.addInitScript(() => {
      if (!localStorage.getItem('customizer')) {
        localStorage.setItem(
          'customizer',
          JSON.stringify({ state: { theme: 'dark', direction: 'rtl' }, version: 1 }),
        );
      }
    });
    await signIn(phone.page, tenant, demoUsers.staff);
    await phone.page.setViewportSize({ width: 360, height: 800 });
    await phone.page.goto('/calendar');
    await expect(phone.page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(phone.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(phone.page.getByRole('button', { name: 'List', pressed: true })).toBeVisible();
    await expect(phone.page.locator('.fc-list')).toBeVisible();
    await settled(phone.page);
    found.push(...(await seriousViolations(phone.page, '/calendar (list, 360 px, dark, rtl)')));
    expect(found, found.join('\n')).toEqual([]);
  });
});
