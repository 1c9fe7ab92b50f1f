import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { appliedApplication, invitedColleague } from '../support/api';
import { signIn } from '../support/app';
import { type Actor, expect, test } from '../support/fixtures';

/** An hour that ended an hour ago, in the API's form. */
function lastHour(): { start: string; end: string } {
  const end = new Date(Date.now() - 60 * 60 * 1000);
  end.setUTCMinutes(0, 0, 0);
  const start = new Date(end.getTime() - 60 * 60 * 1000);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** Rates each attribute of the sheet (by its legend) and gives the overall recommendation. */
async function rate(actor: Actor, ratings: Record<string, string>, recommendation: string) {
  for (const [attribute, rating] of Object.entries(ratings)) {
    await actor.page
      .getByRole('group', { name: attribute })
      .getByLabel(rating, { exact: true })
      .check();
  }
  await actor.page
    .getByRole('group', { name: 'Overall recommendation' })
    .getByLabel(recommendation, { exact: true })
    .check();
}

test('scorecards: two interviewers score blind, then the hiring manager advances on the evidence', async ({
  page,
  actors,
  tenants,
}) => {
  const tenant = await tenants.create('Estuary Logistics', { seed: true });
  const { admin, vacancyId, application } = await appliedApplication(tenant, {
    title: 'Harbour Pilot',
    category: 'experienced-hire',
  });
  const found: string[] = [];
  const sam = await invitedColleague(admin, 'Sam Tide', 'sam.tide@example.test');
  const nora = await invitedColleague(admin, 'Nora Quay', 'nora.quay@example.test');
  const interview = 'Interview: Ana Applicant (Harbour Pilot)';

  await test.step('a kit for the interview stage, a team, and an interview that just ended', async () => {
    const me = await admin.request<{ id: string }>('GET', '/api/v1/me');
    const kits = await admin.request<Schemas['StageKit'][]>(
      'GET',
      `/api/v1/admin/vacancies/${vacancyId}/interview-kits`,
    );
    const stage = kits.find((kit) => kit.kind === 'interview');
    if (!stage) throw new Error('a process has an interview stage');
    await admin.request(
      'PUT',
      `/api/v1/admin/vacancies/${vacancyId}/interview-kits/${stage.stageId}`,
      {
        attributes: [
          {
            area: 'skills',
            names: { en: 'Seamanship' },
            guidance: { en: 'Tides, charts, radio.' },
          },
          { area: 'personality', names: { en: 'Calm under pressure' } },
        ],
      },
    );
    await admin.request('PUT', `/api/v1/admin/vacancies/${vacancyId}/team`, {
      members: [
        { userId: me.id, role: 'hiring_manager' },
        { userId: sam.id, role: 'interviewer' },
        { userId: nora.id, role: 'interviewer' },
      ],
    });
    await admin.request('POST', '/api/v1/calendar/events', {
      title: interview,
      ...lastHour(),
      label: 'interview',
      attendees: [sam.id, nora.id],
      applicationId: application.id,
      allowConflicts: true,
    });
  });

  const first = await actors.open('sam');
  await test.step('the first interviewer scores from the calendar event, blind', async () => {
    await signIn(first.page, tenant, sam.credentials);
    await first.page.goto('/calendar');
    await first.page.getByRole('button', { name: 'List' }).click();
    await first.page.getByText(interview).click();
    await first.page.getByRole('link', { name: 'Scorecard' }).click();
    await expect(first.page.getByRole('heading', { level: 1 })).toHaveText(
      'Scorecard: Ana Applicant',
    );
    await expect(
      first.page.getByText('The other interviewers’ scorecards open once you submit yours.'),
    ).toBeVisible();
    await rate(first, { Seamanship: 'Strong yes', 'Calm under pressure': 'Yes' }, 'Yes');
    await first.page.getByLabel('Key take-aways').fill('Knows every sandbank by name.');
    await expect(first.page.getByText('Draft saved')).toBeVisible();
    found.push(...(await seriousViolations(first.page, '/scorecards (a draft)')));
    await first.page.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(first.page.getByText('Scorecard submitted.')).toBeVisible();
    await expect(first.page.getByText('No other scorecard submitted yet.')).toBeVisible();
  });

  const second = await actors.open('nora');
  await test.step('the second sees the first scorecard only after submitting her own', async () => {
    await signIn(second.page, tenant, nora.credentials);
    const mine = second.page.getByRole('region', { name: 'My scorecards' });
    await mine.getByRole('link', { name: /Ana Applicant/ }).click();
    await expect(
      second.page.getByText('The other interviewers’ scorecards open once you submit yours.'),
    ).toBeVisible();
    await expect(second.page.getByText('Knows every sandbank by name.')).toHaveCount(0);
    await rate(second, { Seamanship: 'Yes', 'Calm under pressure': 'Strong yes' }, 'Strong yes');
    await second.page.getByLabel('Key take-aways').fill('Steady voice on the radio.');
    await second.page.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(second.page.getByText('Scorecard submitted.')).toBeVisible();
    await expect(second.page.getByText('Knows every sandbank by name.')).toBeVisible();
  });

  await test.step('the hiring manager advances the candidate from the evidence', async () => {
    await signIn(page, tenant, tenant.admin);
    await page.goto(`/job-vacancy-setting/applications/${application.id}`);
    const evidence = page.getByRole('region', { name: 'Interview evidence' });
    const matrix = evidence.getByRole('table', { name: 'Ratings by attribute and interviewer' });
    await expect(matrix.getByRole('columnheader', { name: /Sam Tide/ })).toBeVisible();
    await expect(matrix.getByRole('columnheader', { name: /Nora Quay/ })).toBeVisible();
    await expect(matrix.getByRole('row', { name: /Seamanship/ })).toContainText('Strong yes');
    found.push(...(await seriousViolations(page, '/job-vacancy-setting/applications (evidence)')));
    await evidence.getByRole('group', { name: 'Decision' }).getByLabel('Advance').check();
    await evidence.getByLabel('Advance to').selectOption({ label: 'Offer' });
    await evidence.getByLabel('Note (why)').fill('Both interviewers recommend; strong seamanship.');
    await evidence.getByRole('button', { name: 'Record decision' }).click();
    await expect(evidence.getByText('Decision recorded.')).toBeVisible();
    await expect(
      evidence.getByText('Both interviewers recommend; strong seamanship.'),
    ).toBeVisible();
  });

  expect(found).toEqual([]);
});
