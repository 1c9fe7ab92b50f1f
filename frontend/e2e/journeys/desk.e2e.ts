import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { Api } from '../support/api';
import { mainMenu, signIn } from '../support/app';
import { column, dragWithMouse } from '../support/board';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

const IMPORTED = 500;

/**
 * A CSV of vacancies "E2E import role 1" to "E2E import role 500"; role n is on row n + 1 of the
 * file, the header being row 1. `broken` gives role 2 (row 3) a category that does not exist and
 * role 10 (row 11) a formula for a title.
 */
function vacancyImport({ broken }: { broken: boolean }): Buffer {
  const lines = ['title,category,employmentType,workplace,location'];
  for (let n = 1; n <= IMPORTED; n += 1) {
    const title = broken && n === 10 ? '"=HYPERLINK(""x"")"' : `E2E import role ${n}`;
    const category = broken && n === 2 ? 'senior' : 'experienced-hire';
    lines.push(`${title},${category},full_time,remote,Lisbon`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Picks the file with the wizard's own button, as the recruiter does. */
async function chooseImportFile(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file or drop it here' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer });
}

// The seeded "Junior Data Analyst" pipeline runs the "Standard" process (Submitted, In review,
// Interview, Offer, Hired). It has Bruno Costa submitted, Clara Weber and Jonas Meyer in review,
// and David Martin, Lena Fischer and the demo applicant at the interview stage (server/src/demo.rs).
test('recruiter’s desk: move applications on the board by mouse and keyboard, then filter, export and move them all at once, and import 500 vacancies from a file', async ({
  page,
  tenants,
}) => {
  const tenant = await tenants.create('Harbour Analytics', { seed: true });
  const found: string[] = [];

  await test.step('the recruiter opens the analyst vacancy’s board', async () => {
    await signIn(page, tenant, demoUsers.staff);
    await mainMenu(page).getByRole('link', { name: 'Applicants', exact: true }).click();
    // The home page stays on screen until the vacancies page has loaded, and it has a Keywords box
    // of its own: the search waits for the page it means.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Applicants by vacancy' }),
    ).toBeVisible();
    // The list is most recently changed first, over two pages: the recruiter searches for it.
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('Junior Data Analyst');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
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
    // The notice above the board, shown once the server took the move (the drag announcer says
    // the same words earlier, before the server has answered).
    await expect(page.getByRole('alert')).toHaveText('Clara Weber moved to “Interview”.');
    await expect(
      column(page, 'Interview').getByRole('link', { name: 'Clara Weber' }),
    ).toBeVisible();
    await expect(column(page, 'In review').getByRole('link', { name: 'Clara Weber' })).toHaveCount(
      0,
    );
  });

  await test.step('a card dropped where it cannot go stays and says where it could', async () => {
    // The last move's notice goes first: it sits above the board, and the board moves up when
    // it is dismissed (a drag aimed before that lands a notice's height off).
    const notice = page.getByRole('alert');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    // Forward moves are free (skipping stages too), back ones ask why; only an offer leads to
    // Hired.
    await dragWithMouse(
      page,
      page.getByRole('button', { name: 'Drag Jonas Meyer' }),
      column(page, 'Hired'),
    );
    // Shown on the page, and also told to screen readers by the drag-and-drop announcer.
    await expect(page.getByRole('alert')).toHaveText(
      'An application in “In review” can move only to “Submitted”, “Interview”, “Offer”, or “Not selected”.',
    );
    await expect(
      column(page, 'In review').getByRole('link', { name: 'Jonas Meyer' }),
    ).toBeVisible();
  });

  await test.step('another is moved with the keyboard: Space, an arrow, Space', async () => {
    // What the board tells screen readers. It takes the arrows from the moment the card is picked
    // up (dnd-kit's own keyboard sensor listened only from the next task on, and an arrow pressed
    // before that was lost: CI waited 20 s for "over “Interview”").
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.getByRole('button', { name: 'Drag Jonas Meyer' }).focus();
    await page.keyboard.press('Space');
    // Picked up ("Picked up Jonas Meyer…" is said first, then where the card is).
    await expect(announced).toContainText('Jonas Meyer is over “In review”');
    // In a left-to-right page the next column is to the right.
    await page.keyboard.press('ArrowRight');
    await expect(announced).toContainText('Jonas Meyer is over “Interview”');
    await page.keyboard.press('Space');
    await expect(
      column(page, 'Interview').getByRole('link', { name: 'Jonas Meyer' }),
    ).toBeVisible();
    // The card moves at once; the notice comes with the server's answer. Reloading before it
    // would cancel the move on its way.
    await expect(page.getByRole('alert')).toHaveText('Jonas Meyer moved to “Interview”.');
    await page.reload();
    await expect(
      column(page, 'Interview').getByRole('link', { name: 'Jonas Meyer' }),
    ).toBeVisible();
    await expect(
      column(page, 'Interview').getByRole('link', { name: 'Clara Weber' }),
    ).toBeVisible();
  });

  await test.step('one not selected names the reason, in a dialog that takes the focus', async () => {
    await page.getByRole('button', { name: 'Move Bruno Costa to…' }).click();
    await page.getByRole('button', { name: 'Not selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not selected: Bruno Costa' });
    const reason = dialog.getByLabel(/^Reason/);
    await expect(reason).toBeFocused();
    found.push(...(await seriousViolations(page, 'rejection reason dialog')));
    // The first of the tenant's reasons (the option after "Choose a reason").
    await reason.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText('Bruno Costa moved to “Not selected”.');
    await expect(
      column(page, 'Not selected').getByRole('link', { name: 'Bruno Costa' }),
    ).toBeVisible();
  });

  const interviewing: string[] = [];
  await test.step('all applications, filtered by status, are exported as XLSX', async () => {
    await mainMenu(page).getByRole('link', { name: 'All applications' }).click();
    await expect(page).toHaveURL('/applications');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Interview' });
    await expect(page).toHaveURL(/status=interview/);
    const table = page.getByRole('region', { name: 'Applications', exact: true });
    // The unfiltered rows stay on screen (busy) until the filtered ones arrive.
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.getByRole('link', { name: 'Jonas Meyer' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Clara Weber' })).toBeVisible();
    // Read in one go: the rows are virtualised and may be drawn again between two reads.
    interviewing.push(...(await table.getByRole('row').getByRole('link').allInnerTexts()));
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

  await test.step('the import wizard opens from the vacancy list, for vacancies', async () => {
    await mainMenu(page).getByRole('link', { name: 'Applicants', exact: true }).click();
    await expect(page).toHaveURL('/job-vacancy-setting');
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await expect(page).toHaveURL('/job-vacancy-setting/import');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import vacancies or candidates' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Vacancies', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Upload the file' })).toBeFocused();
  });

  const importButton = page.getByRole('button', { name: `Import ${IMPORTED} vacancies` });
  await test.step('a file with two bad rows is previewed with both named, and not imported', async () => {
    await chooseImportFile(page, 'vacancies.csv', vacancyImport({ broken: true }));
    await expect(page.getByRole('heading', { name: 'Check and import' })).toBeFocused();
    await expect(page.getByText('File: vacancies.csv')).toBeVisible();
    await expect(page.getByText(`${IMPORTED} rows`, { exact: true })).toBeVisible();
    await expect(page.getByText('2 errors', { exact: true })).toBeVisible();
    const errors = page.getByRole('region', { name: 'Errors by row' });
    const errorRow = (row: number) =>
      errors
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: String(row), exact: true }) });
    // The header row and the two bad rows.
    await expect(errors.getByRole('row')).toHaveCount(3);
    await expect(errorRow(3).getByRole('cell')).toHaveText([
      'category',
      'This value does not fit the column.',
    ]);
    await expect(errorRow(11).getByRole('cell')).toHaveText([
      'title',
      'This cell holds a formula. Enter the value instead.',
    ]);
    await expect(importButton).toBeDisabled();
    await expect(importButton).toHaveAccessibleDescription(
      'Nothing is imported while the file has errors. Correct them in the file and upload it again.',
    );
    found.push(...(await seriousViolations(page, 'import preview with errors')));
  });

  await test.step('the corrected file is imported whole', async () => {
    await page.getByRole('button', { name: 'Upload a corrected file' }).click();
    await chooseImportFile(page, 'vacancies-corrected.csv', vacancyImport({ broken: false }));
    await expect(page.getByText('File: vacancies-corrected.csv')).toBeVisible();
    await expect(page.getByText(`${IMPORTED} rows`, { exact: true })).toBeVisible();
    await expect(page.getByText('No errors', { exact: true })).toBeVisible();
    await importButton.click();
    await expect(page.getByRole('heading', { name: 'Import complete' })).toBeFocused();
    await expect(page.getByText(`${IMPORTED} vacancies were created as drafts.`)).toBeVisible();

    const staff = await new Api(tenant.slug).signIn(demoUsers.staff);
    const imported = await staff.request<Schemas['Page_AdminVacancy']>(
      'GET',
      '/api/v1/admin/vacancies?q=E2E+import+role&perPage=1',
    );
    expect(imported.total).toBe(IMPORTED);
  });

  expect(found).toEqual([]);
});
