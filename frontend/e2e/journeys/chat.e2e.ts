import type { Page } from '@playwright/test';
import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { appliedApplication } from '../support/api';
import { mainMenu, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

/** The Chat entry of the main menu, whose badge counts the chat messages not yet seen. */
function chatLink(page: Page) {
  return mainMenu(page).getByRole('link', { name: /^Chat/ });
}

/** Waits until the chat page shows no loading spinners and its socket is open. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.locator('.placeholder-glow, .spinner-border')).toHaveCount(0);
  await expect(page.getByText(/^(Connecting|Reconnecting)…$/)).toHaveCount(0);
}

/** A message of the open conversation, by its text. */
function chatMessage(page: Page, contactName: string, text: string) {
  return page
    .getByRole('region', { name: `Messages with ${contactName}` })
    .getByRole('listitem')
    .filter({ hasText: text });
}

test('chat: a recruiter writes to an applicant live, the applicant reads and replies', async ({
  page,
  actors,
  tenants,
}) => {
  // The demo data brings a recruiter (Sam Staff) and an applicant (Ana Applicant) who have chatted
  // already; an application of hers makes sure they are each other's contacts.
  const tenant = await tenants.create('Harbour Lights', { seed: true });
  const { applicant: applicantApi } = await appliedApplication(tenant, {
    title: 'Harbour Pilot',
    category: 'experienced-hire',
  });
  // The seeded chats may hold unseen messages already; the new one adds one, and reading Sam's
  // chat leaves only the others'.
  const chatsBefore = await applicantApi.request<Schemas['ChatSummary'][]>(
    'GET',
    '/api/v1/chat/chats',
  );
  const unseenBefore = chatsBefore.reduce((sum, chat) => sum + chat.unseenCount, 0);
  const unseenElsewhere = chatsBefore
    .filter((chat) => chat.contact.displayName !== 'Sam Staff')
    .reduce((sum, chat) => sum + chat.unseenCount, 0);
  const question = 'Could you bring your sailing certificate on Thursday?';
  const answer = 'Of course, I will bring it along.';
  const found: string[] = [];

  // The applicant is signed in first, on another page: the badge has to change live. She reads
  // in the dark theme, right to left, so the checks below cover both.
  const applicant = await actors.open('applicant');
  await applicant.context.addInitScript(() => {
    if (!localStorage.getItem('customizer')) {
      localStorage.setItem(
        'customizer',
        JSON.stringify({ state: { theme: 'dark', direction: 'rtl' }, version: 1 }),
      );
    }
  });
  await signIn(applicant.page, tenant, demoUsers.applicant);
  await expect(applicant.page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(applicant.page.locator('html')).toHaveAttribute('dir', 'rtl');
  const badge = chatLink(applicant.page).locator('.menu-badge');
  if (unseenBefore === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toContainText(`${unseenBefore} unseen chat message`);

  await test.step('the recruiter finds the applicant and sends a message', async () => {
    await signIn(page, tenant, demoUsers.staff);
    await chatLink(page).click();
    await expect(page).toHaveURL('/chat');
    await settled(page);

    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Ana');
    const contacts = page.getByRole('list', { name: 'Contacts' });
    await contacts.getByRole('link', { name: /^Ana Applicant/ }).click();
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ana Applicant' })).toBeFocused();

    const box = page.getByRole('textbox', { name: 'Message to Ana Applicant' });
    await box.fill(question);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const sent = chatMessage(page, 'Ana Applicant', question);
    await expect(sent.getByRole('img', { name: 'Sent' })).toBeVisible();
    // Chosen from the contacts, the chat is in the list now, first after any pinned ones.
    await page.getByRole('button', { name: 'Show chats' }).click();
    await expect(
      page.getByRole('list', { name: 'Chats' }).getByRole('link', { name: /^Ana Applicant/ }),
    ).toContainText(question);
  });

  await test.step('the applicant sees the badge change, opens the chat and reads it', async () => {
    await expect(badge).toContainText(`${unseenBefore + 1} unseen chat message`);
    await chatLink(applicant.page).click();
    await expect(applicant.page).toHaveURL('/chat');
    const row = applicant.page
      .getByRole('list', { name: 'Chats' })
      .getByRole('link', { name: /^Sam Staff/ });
    await expect(row).toContainText(question);
    await row.click();
    await expect(chatMessage(applicant.page, 'Sam Staff', question)).toBeVisible();
    // On screen: seen, and the badge counts only other chats.
    if (unseenElsewhere === 0) await expect(badge).toHaveCount(0);
    else await expect(badge).toContainText(`${unseenElsewhere} unseen chat message`);
    await settled(applicant.page);
    found.push(...(await seriousViolations(applicant.page, '/chat/:contactId (dark, rtl)')));
  });

  await test.step('the recruiter sees the message seen', async () => {
    const sent = chatMessage(page, 'Ana Applicant', question);
    await expect(sent.getByRole('img', { name: 'Seen' })).toBeVisible();
  });

  await test.step('the applicant replies and the recruiter sees it arrive', async () => {
    const box = applicant.page.getByRole('textbox', { name: 'Message to Sam Staff' });
    await box.fill(answer);
    await box.press('Enter');
    // Sent, or already seen: the recruiter has the conversation open and may read it at once.
    await expect(
      chatMessage(applicant.page, 'Sam Staff', answer).getByRole('img', { name: /^(Sent|Seen)$/ }),
    ).toBeVisible();

    await expect(chatMessage(page, 'Ana Applicant', answer)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: answer })).toHaveText(
      `New message from Ana Applicant: ${answer}`,
    );
    // The recruiter has it on screen, so the applicant's tick turns too.
    await expect(
      chatMessage(applicant.page, 'Sam Staff', answer).getByRole('img', { name: 'Seen' }),
    ).toBeVisible();
    await settled(page);
    found.push(...(await seriousViolations(page, '/chat/:contactId (light)')));
  });

  await test.step('at 360 px the list and the conversation are two screens', async () => {
    await applicant.page.setViewportSize({ width: 360, height: 740 });
    await applicant.page.goto('/chat');
    await settled(applicant.page);
    const row = applicant.page
      .getByRole('list', { name: 'Chats' })
      .getByRole('link', { name: /^Sam Staff/ });
    await expect(row).toBeVisible();
    found.push(...(await seriousViolations(applicant.page, '/chat at 360 px (dark, rtl)')));

    await row.click();
    await expect(chatMessage(applicant.page, 'Sam Staff', answer)).toBeVisible();
    await expect(row).toBeHidden();
    await applicant.page.getByRole('link', { name: 'Back to chats' }).click();
    await expect(applicant.page).toHaveURL('/chat');
    await expect(row).toBeFocused();
    expect(found, found.join('\n')).toEqual([]);
  });
});
