import type { Locator, Page } from '@playwright/test';
import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { Api, appliedApplication } from '../support/api';
import { signIn, visit } from '../support/app';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

type SchedulingRequest = Schemas['SchedulingRequest'];
type MySchedulingRequest = Schemas['MySchedulingRequest'];

const NEW_YORK = 'America/New_York';

/** Waits until the page shows no loading placeholders or spinners. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.placeholder-glow, .spinner-border')).toHaveCount(0);
}

/** The day an instant falls on, as the page (en-US) writes it in New York. */
function newYorkDay(instant: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: NEW_YORK }).format(
    new Date(instant),
  );
}

/**
 * Chooses an offered time (a radio styled as a button: its label is what is clicked) other than
 * `not`, and answers the loop's start, which is the radio's value.
 */
async function chooseTime(picker: Locator, not?: string): Promise<string> {
  const radios = picker.getByRole('radio');
  await expect(radios.first()).toBeAttached();
  const count = await radios.count();
  for (let index = 0; index < count; index += 1) {
    const radio = radios.nth(index);
    const start = await radio.getAttribute('value');
    if (!start || start === not) continue;
    const id = await radio.getAttribute('id');
    await picker.locator(`label[for="${id ?? ''}"]`).click();
    await expect(radio).toBeChecked();
    return start;
  }
  throw new Error(`no offered time other than ${not ?? 'none'}`);
}

test('scheduling: a recruiter asks for a two-interview loop, the candidate books it from New York, it is in the calendar, and she moves it', async ({
  page,
  actors,
  tenants,
}) => {
  // The demo data brings a recruiter (Sam Staff), a colleague (Demo Admin) and an applicant with a
  // complete profile (Ana Applicant).
  const tenant = await tenants.create('Lighthouse Lines', { seed: true });
  const { application, applicant } = await appliedApplication(tenant, {
    title: 'Lamp Keeper',
    category: 'experienced-hire',
  });
  const staffApi = await new Api(tenant.slug).signIn(demoUsers.staff);
  const requestOf = async () => {
    const { data } = await staffApi.request<{ data: SchedulingRequest[] }>(
      'GET',
      `/api/v1/scheduling/requests?applicationId=${application.id}`,
    );
    const [newest] = data;
    if (!newest) throw new Error(`application ${application.id} has no scheduling request`);
    return newest;
  };
  const found: string[] = [];

  await test.step('the recruiter requests a technical interview and a team talk back to back', async () => {
    await signIn(page, tenant, demoUsers.staff);
    await page.goto(`/job-vacancy-setting/applications/${application.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Applicant');
    const card = page.getByRole('region', { name: 'Scheduling', exact: true });
    await expect(
      card.getByText('The candidate has not been asked to choose interview times yet.'),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Request interview times' }).click();

    const first = card.getByRole('group', { name: 'Interview 1' });
    await first.getByLabel('Title').fill('Technical interview');
    await first.getByRole('searchbox').fill('Demo');
    await first.getByRole('button', { name: 'Add Demo Admin' }).click();
    await first.getByRole('searchbox').fill('Sam');
    await first.getByRole('button', { name: 'Add Sam Staff' }).click();
    await expect(first.getByRole('button', { name: 'Remove Demo Admin' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Remove Sam Staff' })).toBeVisible();
    await first.getByLabel('Who takes part').selectOption('all');
    await first.getByLabel('Place or meeting link').fill('https://meet.example.test/lamp');

    await card.getByRole('button', { name: 'Add an interview' }).click();
    const second = card.getByRole('group', { name: 'Interview 2' });
    await second.getByLabel('Title').fill('Team talk');
    await second.getByLabel('Minutes').fill('30');
    await second.getByRole('searchbox').fill('Sam');
    await second.getByRole('button', { name: 'Add Sam Staff' }).click();
    await expect(card.getByLabel('How the interviews follow one another')).toHaveValue(
      'back_to_back',
    );
    await card.getByLabel('Note to the candidate').fill('Bring a torch.');

    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/scheduling/requests') &&
        response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Send to the candidate' }).click();
    expect((await sent).status()).toBe(200);
    await expect(card.getByText('1 candidate was asked to choose a time.')).toBeVisible();
    await expect(card.getByText('Waiting for the candidate')).toBeVisible();
    await settled(page);
    found.push(...(await seriousViolations(page, 'application page, scheduling card')));
  });

  // The candidate's link, as her own applications list it (the mail carries the same one).
  const token = await test.step('the candidate’s link is hers', async () => {
    let mine: MySchedulingRequest | undefined;
    await expect
      .poll(
        async () => {
          const { data } = await applicant.request<{ data: MySchedulingRequest[] }>(
            'GET',
            '/api/v1/me/scheduling',
          );
          mine = data.find((request) => request.applicationId === application.id);
          return mine?.state;
        },
        { message: 'the applicant’s open scheduling request' },
      )
      .toBe('open');
    return mine?.token ?? '';
  });

  const candidate = await actors.open('candidate', { timezoneId: NEW_YORK });
  const booked =
    await test.step('the candidate books the first time, in New York time', async () => {
      // Signed out, from the mail's link (which names the tenant).
      await visit(candidate.page, tenant, `/schedule/${token}`);
      const { page: browser } = candidate;
      await expect(
        browser.getByRole('heading', { level: 1, name: 'Choose your interview time' }),
      ).toBeVisible();
      await expect(browser.getByRole('heading', { name: 'Lamp Keeper' })).toBeVisible();
      await expect(browser.getByText('Bring a torch.')).toBeVisible();
      await expect(browser.getByLabel('Your time zone')).toHaveValue(NEW_YORK);
      const picker = browser.getByRole('region', { name: 'Times still free' });
      // The options are grouped by their day in New York.
      const firstRadio = picker.getByRole('radio').first();
      await expect(firstRadio).toBeAttached();
      const firstStart = (await firstRadio.getAttribute('value')) ?? '';
      await expect(picker.getByRole('group').first()).toHaveAccessibleName(newYorkDay(firstStart));
      await settled(browser);
      found.push(...(await seriousViolations(browser, '/schedule/:token (open)')));

      const start = await chooseTime(picker);
      expect(start).toBe(firstStart);
      const booking = browser.waitForResponse(
        (response) =>
          response.url().includes(`/api/v1/scheduling/${token}/booking`) &&
          response.request().method() === 'POST',
      );
      await picker.getByRole('button', { name: 'Book this time' }).click();
      expect((await booking).status()).toBe(200);
      await expect(
        browser.getByRole('heading', { name: 'Your interview is booked' }),
      ).toBeVisible();
      await expect(
        browser.getByRole('heading', { level: 3, name: 'Technical interview' }),
      ).toBeVisible();
      await expect(browser.getByRole('heading', { level: 3, name: 'Team talk' })).toBeVisible();
      await expect(browser.getByText(newYorkDay(start)).first()).toBeVisible();
      await expect(browser.getByText(/E[SD]T/).first()).toBeVisible();

      const request = await requestOf();
      expect(request.state).toBe('booked');
      expect(request.timeZone).toBe(NEW_YORK);
      const [technical, talk] = request.sessions;
      expect(technical?.start && Date.parse(technical.start)).toBe(Date.parse(start));
      // Back to back: the talk starts as the technical interview (and its buffer) ends.
      expect(
        talk?.start && technical?.end && Date.parse(talk.start) >= Date.parse(technical.end),
      ).toBe(true);
      expect(technical?.assigned.map((person) => person.name).sort()).toEqual([
        'Demo Admin',
        'Sam Staff',
      ]);
      if (!technical?.eventId) throw new Error('the technical interview has no calendar event');
      return { start, eventId: technical.eventId };
    });

  await test.step('the recruiter finds the interview in the calendar', async () => {
    const event = await staffApi.request<Schemas['CalendarEvent']>(
      'GET',
      `/api/v1/calendar/events/${booked.eventId}`,
    );
    expect(Date.parse(event.start)).toBe(Date.parse(booked.start));
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.locator('.fc-list, .fc-list-empty').first()).toBeVisible();
    const item = page.getByText(event.title).first();
    // The list view, a week at a time until the interview's week (the window is a few weeks).
    for (let week = 0; week < 5; week += 1) {
      if (
        await item.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(item).toBeVisible();

    await page.goto(`/job-vacancy-setting/applications/${application.id}`);
    const card = page.getByRole('region', { name: 'Scheduling', exact: true });
    await expect(card.getByText('Booked', { exact: true })).toBeVisible();
    await expect(card.getByText(`Candidate's time zone: ${NEW_YORK}.`)).toBeVisible();
  });

  await test.step('the candidate moves the loop to another time', async () => {
    const { page: browser } = candidate;
    await browser.getByRole('button', { name: 'Reschedule' }).click();
    const picker = browser.getByRole('region', { name: 'Choose another time' });
    const start = await chooseTime(picker, booked.start);
    const moved = browser.waitForResponse(
      (response) =>
        response.url().includes(`/api/v1/scheduling/${token}/booking`) &&
        response.request().method() === 'POST',
    );
    await picker.getByRole('button', { name: 'Move to this time' }).click();
    expect((await moved).status()).toBe(200);
    await expect(picker).toHaveCount(0);
    await expect(browser.getByText(newYorkDay(start)).first()).toBeVisible();

    await expect
      .poll(async () => {
        const request = await requestOf();
        return [request.state, request.reschedules, request.sessions[0]?.start];
      })
      .toEqual(['booked', 1, expect.stringMatching(/./)]);
    const request = await requestOf();
    expect(Date.parse(request.sessions[0]?.start ?? '')).toBe(Date.parse(start));

    // The booked view on a phone in New York, dark and right to left, as the customizer's panel
    // would leave them, has no serious problem either.
    const phone = await actors.open('phone', {
      timezoneId: NEW_YORK,
      viewport: { width: 360, height: 800 },
    });
    await phone.context.addInitScript(() => {
      if (!localStorage.getItem('customizer')) {
        localStorage.setItem(
          'customizer',
          JSON.stringify({ state: { theme: 'dark', direction: 'rtl' }, version: 1 }),
        );
      }
    });
    await visit(phone.page, tenant, `/schedule/${token}`);
    await expect(phone.page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(phone.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      phone.page.getByRole('heading', { name: 'Your interview is booked' }),
    ).toBeVisible();
    await expect(phone.page.getByText(newYorkDay(start)).first()).toBeVisible();
    await settled(phone.page);
    found.push(
      ...(await seriousViolations(phone.page, '/schedule/:token (booked, 360 px, dark, rtl)')),
    );

    await page.reload();
    const card = page.getByRole('region', { name: 'Scheduling', exact: true });
    await expect(card.getByText('Rescheduled once.')).toBeVisible();
    expect(found, found.join('\n')).toEqual([]);
  });
});
