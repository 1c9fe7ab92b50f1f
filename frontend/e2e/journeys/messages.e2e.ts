import type { Page } from '@playwright/test';
import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { appliedApplication } from '../support/api';
import { mainMenu, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';
import { samplePdf } from '../support/sample-files';
import { demoUsers } from '../support/tenants';

/** The Messages entry of the main menu, whose badge counts the inbox's unread messages. */
function messagesLink(page: Page) {
  return mainMenu(page).getByRole('link', { name: /^Messages/ });
}

/** Waits until the page shows no loading placeholders or spinners. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.placeholder-glow, .spinner-border')).toHaveCount(0);
}

test('messages: a recruiter writes to an applicant about an application, the applicant replies with a file', async ({
  page,
  actors,
  tenants,
}) => {
  // The demo data brings a recruiter (Sam Staff) and an applicant with a complete profile and CV
  // (Ana Applicant), and a few conversations of theirs.
  const tenant = await tenants.create('Beacon Shipping', { seed: true });
  // Applying is the applicant journey; here it is done through the API.
  const { applicant: applicantApi, application } = await appliedApplication(tenant, {
    title: 'Lighthouse Keeper',
    category: 'experienced-hire',
  });
  // The seeded conversations may hold unread messages already; the new one adds one.
  const countsBefore = await applicantApi.request<Schemas['MailCounts']>(
    'GET',
    '/api/v1/mail/counts',
  );
  const unreadBefore = countsBefore.folders.inbox;
  const subject = 'Your visit to the lighthouse';

  await test.step('the recruiter writes to the applicant from the application page', async () => {
    await signIn(page, tenant, demoUsers.staff);
    await page.goto(`/job-vacancy-setting/applications/${application.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Applicant');
    const card = page
      .locator('.card')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Messages' }) });
    await expect(card.getByText('No messages about this application yet.')).toBeVisible();

    await card.getByRole('button', { name: 'Write to the applicant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write to the applicant' });
    // Addressed to the applicant already; the recruiter does not choose.
    await expect(dialog).toContainText('Ana Applicant');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog
      .getByLabel('Message', { exact: true })
      .fill('Could you come by on **Tuesday** at ten?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('Your message has been sent.')).toBeVisible();
    await expect(card.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  });

  const applicant = await actors.open('applicant');
  // The applicant reads in the dark theme, as the customizer's panel would leave it stored, so the
  // accessibility checks below cover both themes' mail pages.
  await applicant.context.addInitScript(() => {
    if (!localStorage.getItem('customizer')) {
      localStorage.setItem('customizer', JSON.stringify({ state: { theme: 'dark' }, version: 1 }));
    }
  });
  const found: string[] = [];

  await test.step('the applicant sees the unread badge in the menu and opens the thread', async () => {
    await signIn(applicant.page, tenant, demoUsers.applicant);
    await expect(applicant.page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    const badge = messagesLink(applicant.page).locator('.menu-badge');
    await expect(badge).toContainText(`${unreadBefore + 1} unread message`);

    await messagesLink(applicant.page).click();
    await expect(applicant.page).toHaveURL('/email/inbox');
    await expect(applicant.page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const row = applicant.page.getByRole('link', { name: `Unread: ${subject}` });
    await expect(row).toBeVisible();
    await settled(applicant.page);
    found.push(...(await seriousViolations(applicant.page, '/email/inbox (dark)')));

    await row.click();
    await expect(applicant.page).toHaveURL(/\/email\/message\/\d+$/);
    const heading = applicant.page.getByRole('heading', { level: 1, name: subject });
    await expect(heading).toBeFocused();
    await expect(applicant.page.getByRole('strong')).toHaveText('Tuesday');
    // Read now: the badge counts one fewer.
    if (unreadBefore === 0) await expect(badge).toHaveCount(0);
    else await expect(badge).toContainText(`${unreadBefore} unread message`);
  });

  await test.step('the applicant replies with an attachment', async () => {
    const thread = applicant.page;
    await thread.getByLabel('Attach a file').setInputFiles({
      name: 'Ana portfolio.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Ana Applicant - portfolio'),
    });
    await expect(thread.getByRole('list', { name: 'Attachments' })).toContainText(
      'Ana portfolio.pdf',
    );
    await thread.getByLabel('Your reply').fill('Tuesday at ten works. My portfolio is attached.');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByText('Your reply has been sent.')).toBeVisible();
    const reply = thread
      .getByRole('article')
      .filter({ hasText: 'Tuesday at ten works. My portfolio is attached.' });
    await expect(reply.getByRole('heading', { name: 'Ana Applicant' })).toBeVisible();
    await expect(reply.getByRole('button', { name: /Download Ana portfolio\.pdf/ })).toBeVisible();
    await settled(thread);
    found.push(...(await seriousViolations(thread, '/email/message/:id (dark)')));
  });

  await test.step('the recruiter opens the thread and sees the reply and its attachment', async () => {
    await messagesLink(page).click();
    await expect(page).toHaveURL('/email/inbox');
    await page.getByRole('link', { name: `Unread: Re: ${subject}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeFocused();
    const messages = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(messages.getByRole('heading', { level: 2 })).toHaveText([
      'Sam Staff',
      'Ana Applicant',
    ]);
    const reply = messages.filter({ hasText: 'Tuesday at ten works.' });
    const download = page.waitForEvent('download');
    await reply.getByRole('button', { name: /Download Ana portfolio\.pdf/ }).click();
    expect((await download).suggestedFilename()).toBe('Ana portfolio.pdf');
    await settled(page);
    found.push(...(await seriousViolations(page, '/email/message/:id (light)')));

    // The application page lists the thread too.
    await page.goto(`/job-vacancy-setting/applications/${application.id}`);
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  });

  await test.step('the inbox has no serious accessibility problem in the light theme either', async () => {
    await page.goto('/email/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await settled(page);
    found.push(...(await seriousViolations(page, '/email/inbox (light)')));
    expect(found, found.join('\n')).toEqual([]);
  });
});
