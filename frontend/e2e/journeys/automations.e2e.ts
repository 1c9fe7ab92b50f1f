import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { Api, publishVacancy } from '../support/api';
import { mainMenu, signIn } from '../support/app';
import { column, dragWithMouse } from '../support/board';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { decodedHeader, mailFiles, mimePart } from '../support/mail';
import { DEMO_PASSWORD } from '../support/tenants';

/** Our wording of a mail in a language: the server's own mail catalog. */
function serverMail(
  locale: 'en' | 'de' | 'fr' | 'pt',
  key: string,
  values: Record<string, string>,
) {
  const file = new URL(`../../../crates/platform/src/mail/catalog/${locale}.json`, import.meta.url);
  const text = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (text === undefined) throw new Error(`the server's ${locale} mail catalog has no ${key}`);
  return Object.entries(values).reduce(
    (done, [name, value]) => done.replace(`{${name}}`, value),
    text,
  );
}

/** The decoded subjects of the mails written to `email` so far. */
async function subjectsTo(tenant: string, email: string): Promise<string[]> {
  return (await mailFiles(tenant))
    .map((mail) => mimePart(mail).headers)
    .filter((headers) => (headers.get('to') ?? '').toLowerCase().includes(email))
    .map((headers) => decodedHeader(headers.get('subject') ?? ''));
}

/** Waits for the page's requests and placeholders to settle before axe looks at it. */
async function settled(page: Page) {
  await expect(page.locator('.placeholder-glow, .spinner-border')).toHaveCount(0);
}

test('automations: an admin writes a stage rule, dry-runs it on a past application, turns it on, and a move on the board mails the applicant in her language', async ({
  page,
  actors,
  tenants,
}) => {
  const tenant = await tenants.create('Tidewater Pilots', { seed: true });
  const found: string[] = [];
  const title = 'Harbour Pilot';
  const ruleName = 'Invite to the interview';

  // The vacancy, and two of the demo data's applicants (complete profiles, their own languages)
  // who apply to it: David (French) was already moved to the interview before the rule existed,
  // Clara (German) waits in the first stage.
  const admin = await new Api(tenant.slug).signIn(tenant.admin);
  const vacancyId = await publishVacancy(admin, { title, category: 'experienced-hire' });
  const apply = async (email: string) => {
    const applicant = await new Api(tenant.slug).signIn({ email, password: DEMO_PASSWORD });
    return applicant.request<Schemas['MyApplication']>(
      'POST',
      `/api/v1/vacancies/${vacancyId}/applications`,
      { consent: true, answers: [] },
    );
  };
  const david = await apply('david.martin@demo.test');
  await admin.request('POST', `/api/v1/admin/applications/${david.id}/status`, {
    status: 'interview',
  });
  const clara = await apply('clara.weber@demo.test');

  const rules = page.getByRole('region', { name: 'Stage rules' });
  const rule = rules.getByRole('listitem').filter({ hasText: ruleName });

  await test.step('the admin opens Automations from the menu and picks the vacancy', async () => {
    await signIn(page, tenant, tenant.admin);
    await mainMenu(page).getByRole('link', { name: 'Automations' }).click();
    await expect(page).toHaveURL('/admin/automations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automations');
    await expect(
      page.getByRole('region', { name: 'Message templates' }).getByLabel(/^Subject/),
    ).toBeVisible();
    await rules.getByLabel('Vacancy').selectOption({ label: title });
    await expect(rules.getByText('This vacancy has no rules yet.')).toBeVisible();
  });

  await test.step('writes the rule: entering Interview sends the invitation and makes a task', async () => {
    await rules.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    await dialog.getByLabel(/^Name/).fill(ruleName);
    await dialog.getByLabel('Trigger').selectOption({ label: 'An application enters a stage' });
    await dialog.getByLabel('Stage', { exact: true }).selectOption({ label: 'Interview' });
    const first = dialog.getByRole('group', { name: 'Action 1' });
    await first.getByLabel('Action', { exact: true }).selectOption({ label: 'Send a message' });
    await first.getByLabel('Message').selectOption({ label: 'Interview invitation' });
    await dialog.getByRole('button', { name: 'Add action' }).click();
    const second = dialog.getByRole('group', { name: 'Action 2' });
    await second.getByLabel('Action', { exact: true }).selectOption({ label: 'Create a task' });
    await second.getByLabel(/^Task/).fill('Schedule the interview');
    await second.getByLabel('For the team’s').selectOption({ label: 'Recruiter' });
    found.push(...(await seriousViolations(page, '/admin/automations (a new rule)')));
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByText(`The rule “${ruleName}” was saved.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rule.getByText('Draft', { exact: true })).toBeVisible();
    await expect(rule).toContainText('When an application enters “Interview”');
    await expect(rule).toContainText('Send “Interview invitation”');
    await expect(rule).toContainText('Task “Schedule the interview” for the Recruiter');
  });

  await test.step('dry-runs it: David, already in the interview, would get the French invitation', async () => {
    await rules.getByRole('button', { name: `Dry run of ${ruleName}` }).click();
    const dryRun = page.getByRole('region', { name: `Dry run: ${ruleName}` });
    await expect(
      dryRun.getByText('The trigger fired for 1 past application; the rule would have acted on 1.'),
    ).toBeVisible();
    const item = dryRun.getByRole('listitem').filter({ hasText: 'David Martin' }).first();
    const invitation = serverMail('fr', 'interview_invitation.subject', { title });
    await expect(item).toContainText(`Mail “${invitation}” (French)`);
    await expect(item).toContainText('Task “Schedule the interview” for');
    await settled(page);
    found.push(...(await seriousViolations(page, '/admin/automations (a dry run)')));
    // Nothing was sent.
    expect(await subjectsTo(tenant.slug, 'david.martin@demo.test')).not.toContain(invitation);
  });

  await test.step('turns the rule on', async () => {
    await rules.getByRole('button', { name: `Turn on ${ruleName}` }).click();
    await expect(page.getByText(`The rule “${ruleName}” is on.`)).toBeVisible();
    await expect(rule.getByText('On', { exact: true })).toBeVisible();
  });

  await test.step('a recruiter’s move of Clara into Interview on the board sets it off', async () => {
    await page.goto(`/job-vacancy-setting/${vacancyId}/applications`);
    await expect(
      column(page, 'Submitted').getByRole('link', { name: 'Clara Weber' }),
    ).toBeVisible();
    await dragWithMouse(
      page,
      page.getByRole('button', { name: 'Drag Clara Weber' }),
      column(page, 'Interview'),
    );
    await expect(page.getByRole('alert')).toHaveText('Clara Weber moved to “Interview”.');
  });

  await test.step('Clara’s invitation arrives, in German', async () => {
    const invitation = serverMail('de', 'interview_invitation.subject', { title });
    await expect
      .poll(() => subjectsTo(tenant.slug, 'clara.weber@demo.test'), {
        timeout: 30_000,
        message: `"${invitation}" to Clara in ${e2eEnv.mailDir}/${tenant.slug}`,
      })
      .toContain(invitation);
  });

  await test.step('her history notes what the rule did, and so does its activity log', async () => {
    await page.goto(`/job-vacancy-setting/applications/${clara.id}`);
    const note = page.getByText(`Rule “${ruleName}”:`, { exact: false });
    // The rule's task is written with the mail, in the same round.
    await expect(note.first()).toBeVisible();
    await page.goto(`/admin/automations?vacancy=${vacancyId}`);
    await rules.getByRole('button', { name: `Activity of ${ruleName}` }).click();
    const log = page.getByRole('region', { name: 'Activity log' });
    // The invitation's run (the task's comes after it, in a round of its own).
    const sent = log
      .getByRole('row')
      .filter({ hasText: 'Clara Weber' })
      .filter({ hasText: 'Send “Interview invitation”' });
    await expect(sent).toContainText('Done');
    await settled(page);
    found.push(...(await seriousViolations(page, '/admin/automations (a rule’s activity)')));
  });

  await test.step('on a phone, dark and right to left, the rules and a dry run fit the screen', async () => {
    const phone = await actors.open('phone');
    await phone.context.addInitScript(() => {
      if (!localStorage.getItem('customizer')) {
        localStorage.setItem(
          'customizer',
          JSON.stringify({ state: { theme: 'dark', direction: 'rtl' }, version: 1 }),
        );
      }
    });
    await signIn(phone.page, tenant, tenant.admin);
    await phone.page.setViewportSize({ width: 360, height: 800 });
    await phone.page.goto(`/admin/automations?vacancy=${vacancyId}`);
    await expect(phone.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(phone.page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await phone.page.getByRole('button', { name: `Dry run of ${ruleName}` }).click();
    await expect(
      phone.page
        .getByRole('region', { name: `Dry run: ${ruleName}` })
        .getByRole('listitem')
        .filter({ hasText: 'David Martin' })
        .first(),
    ).toBeVisible();
    await settled(phone.page);
    const width = await phone.page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(width.page).toBeLessThanOrEqual(width.screen);
    found.push(
      ...(await seriousViolations(phone.page, '/admin/automations (a dry run, 360 px, dark, rtl)')),
    );
  });

  expect(found).toEqual([]);
});
