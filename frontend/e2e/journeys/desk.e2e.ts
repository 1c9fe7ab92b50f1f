import type { Locator, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { seriousViolations } from '../support/a11y';
import { Api } from '../support/api';
import { mainMenu, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

/** A column of the pipeline board, by its status (its heading also carries the count). */
function column(page: Page, status: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${status}`) });
}

/** Drags `card` by its handle into `target` with the mouse, in small steps as a hand would. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

// The seeded "Junior Data Analyst" pipeline has Clara Weber and Jonas Meyer in review, and David
// Martin, Lena Fischer and the demo applicant at the interview stage (server/src/demo.rs).
test('recruiter’s desk: move applications on the board by mouse and keyboard, then filter, export and move them all at once', async ({
  page,
  tenants,
}) => {
  const tenant = await tenants.create('Harbour Analytics', { seed: true });
  const found: string[] = [];

  await test.step('the recruiter opens the analyst vacancy’s board', async () => {
    await signIn(page, tenant, demoUsers.staff);
    await mainMenu(page).getByRole('link', { name: 'Applicants', exact: true }).click();
    await page.getByRole('link', { name: 'Applicants for Junior Data Analyst' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Applicants for Junior Data Analyst' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show as a board' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      column(page, 'In review').getByRole('link', { name: 'Clara Weber' }),
    ).toBeVisible();
    await expect(
      column(page, 'In review').getByRole('link', { name: 'Jonas Meyer' }),
    ).toBeVisible();
    found.push(...(await seriousViolations(page, 'pipeline board')));
  });

  await test.step('a card dragged with the mouse moves from in review to interview', async () => {
    await dragWithMouse(
      page,
      page.getByRole('button', { name: 'Drag Clara Weber' }),
      column(page, 'Interview'),
    );
    await expect(page.getByText('Clara Weber moved to “Interview”.')).toBeVisible();
    await expect(
      column(page, 'Interview').getByRole('link', { name: 'Clara Weber' }),
    ).toBeVisible();
    await expect(column(page, 'In review').getByRole('link', { name: 'Clara Weber' })).toHaveCount(
      0,
    );
  });

  await test.step('a card dropped where it cannot go stays and says where it could', async () => {
    await dragWithMouse(
      page,
      page.getByRole('button', { name: 'Drag Jonas Meyer' }),
      column(page, 'Submitted'),
    );
    await expect(
      page.getByText(
        'An application in “In review” can move only to “Interview” or “Not selected”.',
      ),
    ).toBeVisible();
    await expect(
      column(page, 'In review').getByRole('link', { name: 'Jonas Meyer' }),
    ).toBeVisible();
  });

  await test.step('another is moved with the keyboard: Space, an arrow, Space', async () => {
    await page.getByRole('button', { name: 'Drag Jonas Meyer' }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('Picked up Jonas Meyer');
    // In a left-to-right page the next column is to the right.
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(
      'Jonas Meyer is over “Interview”',
    );
    await page.keyboard.press('Space');
    await expect(
      column(page, 'Interview').getByRole('link', { name: 'Jonas Meyer' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      column(page, 'Interview').getByRole('link', { name: 'Jonas Meyer' }),
    ).toBeVisible();
    await expect(
      column(page, 'Interview').getByRole('link', { name: 'Clara Weber' }),
    ).toBeVisible();
  });

  const interviewing: string[] = [];
  await test.step('all applications, filtered by status, are exported as XLSX', async () => {
    await mainMenu(page).getByRole('link', { name: 'All applications' }).click();
    await expect(page).toHaveURL('/applications');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Interview' });
    await expect(page).toHaveURL(/status=interview/);
    const table = page.getByRole('region', { name: 'Applications' });
    await expect(table.getByRole('link', { name: 'Jonas Meyer' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Clara Weber' })).toBeVisible();
    for (const link of await table.getByRole('row').getByRole('link').all()) {
      interviewing.push(await link.innerText());
    }
    expect(interviewing.length).toBeGreaterThanOrEqual(4);
    await expect(
      page.getByText(`${interviewing.length} applications`, { exact: true }),
    ).toBeVisible();
    found.push(...(await seriousViolations(page, '/applications')));

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(
      page.getByRole('heading', { name: `${interviewing.length} applications selected` }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selected as Excel (XLSX)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const [header, ...rows] = await readSheet(await file.path());
    expect(header).toEqual([
      'id',
      'name',
      'email',
      'vacancy',
      'status',
      'knocked out',
      'source',
      'applied at',
      'updated at',
      'answers',
    ]);
    expect(rows.map((row) => row[1]).sort()).toEqual([...interviewing].sort());
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['interview']));
  });

  await test.step('and moved on together, with a note for the team', async () => {
    await page.getByLabel('Move to').selectOption({ label: 'Offer made' });
    await page.getByLabel('Note for the team (optional)').fill('Strong interviews all round');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByText(`${interviewing.length} applications were moved.`)).toBeVisible();
    await expect(page.getByText('No applications match these filters.')).toBeVisible();

    const staff = await new Api(tenant.slug).signIn(demoUsers.staff);
    const offered = await staff.request<{ data: { applicantName: string }[] }>(
      'GET',
      '/api/v1/admin/applications?status=offered&q=Jonas',
    );
    expect(offered.data.map((application) => application.applicantName)).toEqual(['Jonas Meyer']);
  });

  expect(found).toEqual([]);
});
