import type { Page } from '@playwright/test';
import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { Api } from '../support/api';
import { mainMenu, openUserMenu, signIn, visit } from '../support/app';
import { column, dragWithMouse } from '../support/board';
import { catalog, message } from '../support/catalogs';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

/** Opens a vacancy's applicants as a board, from the Applicants page's search. */
async function openBoard(page: Page, title: string) {
  await mainMenu(page).getByRole('link', { name: 'Applicants', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Applicants by vacancy' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Keywords' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `Applicants for ${title}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Applicants for ${title}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show as a board' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

// The demo data's Ana Applicant has a complete profile and CV, and is at the interview stage of
// "Junior Data Analyst"; Sam Staff is a recruiter. It has an "Engineering" template of its own
// (server/src/demo.rs): the admin's is named for the platform team.
test('an admin gives a vacancy its own hiring process and team and publishes it; the recruiter moves an application through its interviews and turns another down, and the applicant follows in Portuguese', async ({
  page,
  actors,
  tenants,
}) => {
  const tenant = await tenants.create('Dockside Logistics', { seed: true });
  const found: string[] = [];

  await test.step('signs in and sees only Home, Job Vacancy, All applications, Users, Help centre, Hiring processes, Integrations, Automations, Scheduling, Calendar, To-do, Messages and Chat', async () => {
    await signIn(page, tenant, tenant.admin);
    await expect(mainMenu(page).getByRole('listitem')).toHaveText([
      'Home',
      'Job Vacancy',
      'All applications',
      'Users',
      'Help centre',
      'Hiring processes',
      'Integrations',
      'Automations',
      'Scheduling',
      'Calendar',
      'To-do',
      'Messages',
      'Chat',
    ]);
    const userMenu = await openUserMenu(page);
    await expect(userMenu.locator('.dropdown-item')).toHaveText([
      'Security',
      'Bookmarks',
      'Log Out',
    ]);
    await page.keyboard.press('Escape');
  });

  await test.step('makes a “Platform engineering” process with two interview stages', async () => {
    await mainMenu(page).getByRole('link', { name: 'Hiring processes' }).click();
    await expect(page).toHaveURL('/admin/hiring');
    const templates = page.getByRole('region', { name: 'Stage templates' });
    await templates.getByRole('button', { name: 'New template' }).click();
    await expect(templates.getByRole('heading', { name: 'New template' })).toBeFocused();
    await templates.getByLabel('Template name').fill('Platform engineering');
    // A new template starts from the five kinds: the interview becomes the technical one…
    await templates
      .getByRole('group', { name: 'Stage 3' })
      .getByLabel(/^Name in English/)
      .fill('Technical interview');
    // …and an onsite interview is added and moved up before the offer.
    await templates.getByRole('button', { name: 'Add a stage' }).click();
    const added = templates.getByRole('group', { name: 'Stage 6' });
    await expect(added.getByLabel(/^Name in English/)).toBeFocused();
    await page.keyboard.type('Onsite');
    await added.getByLabel('Kind').selectOption({ label: 'Interview' });
    const up = templates.getByRole('button', { name: 'Move “Onsite” up' });
    await up.click();
    await up.click();
    await expect(up).toBeFocused();
    await expect(
      templates.getByRole('group', { name: 'Stage 4' }).getByLabel(/^Name in English/),
    ).toHaveValue('Onsite');
    await templates.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Template “Platform engineering” saved.')).toBeVisible();
    const engineering = templates.getByRole('listitem').filter({ hasText: 'Platform engineering' });
    await expect(engineering).toContainText('Technical interview');
    await expect(engineering).toContainText('Onsite');
    found.push(...(await seriousViolations(page, '/admin/hiring')));
  });

  await test.step('creates a vacancy with a question on that process', async () => {
    await mainMenu(page).getByRole('link', { name: 'Job Vacancy' }).click();
    await expect(page).toHaveURL('/job-vacancy-setting');
    await page.getByRole('link', { name: 'New vacancy' }).click();
    await page.getByLabel('Hiring process').selectOption({ label: 'Platform engineering' });
    await page.getByLabel('Job title').fill('Platform Engineer');
    await page.getByLabel('Category').selectOption({ label: 'Experienced' });
    await page.getByLabel('Location').fill('Rotterdam');
    await page.getByRole('textbox', { name: 'About the role' }).fill('Run **the platform**.');
    await page.getByRole('textbox', { name: 'What you bring' }).fill('- Ten years of Linux');
    await page.getByRole('button', { name: 'Add a question' }).click();
    const question = page.getByRole('group', { name: 'Question 1' });
    await question.getByLabel('Question', { exact: true }).fill('Can you start within a month?');
    await question.getByLabel('Answer type').selectOption({ label: 'Yes / no' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL('/job-vacancy-setting');
  });

  const row = page.getByRole('row').filter({ hasText: 'Platform Engineer' });
  await test.step('puts a recruiter on its hiring team', async () => {
    await row.getByRole('link', { name: 'Edit Platform Engineer' }).click();
    // The vacancy runs its own copy of the template.
    const process = page.getByRole('region', { name: 'Hiring process' });
    await expect(
      process.getByRole('group', { name: 'Stage 3' }).getByLabel(/^Name in English/),
    ).toHaveValue('Technical interview');
    await expect(
      process.getByRole('group', { name: 'Stage 4' }).getByLabel(/^Name in English/),
    ).toHaveValue('Onsite');

    const team = page.getByRole('region', { name: 'Hiring team' });
    // Whoever makes a vacancy is on its team, as its recruiter.
    await expect(team.getByRole('group', { name: 'Administrator' }).getByLabel('Role')).toHaveValue(
      'recruiter',
    );
    const adding = team.getByRole('group', { name: 'Add a member' });
    await adding.getByLabel('Colleague').selectOption({ label: 'Sam Staff (staff@demo.test)' });
    await adding.getByLabel('Role').selectOption({ label: 'Recruiter' });
    await adding.getByRole('button', { name: 'Add to the team' }).click();
    await expect(adding.getByLabel('Colleague')).toBeFocused();
    await team.getByRole('button', { name: 'Save team' }).click();
    await expect(team.getByText('Hiring team saved.')).toBeVisible();
    found.push(...(await seriousViolations(page, 'vacancy editor with its hiring team')));

    // The server has the team.
    await page.reload();
    const sam = page
      .getByRole('region', { name: 'Hiring team' })
      .getByRole('group', { name: 'Sam Staff' });
    await expect(sam.getByLabel('Role')).toHaveValue('recruiter');
    await expect(sam).toContainText('staff@demo.test');

    // On a phone the team card still fits: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(sam.getByRole('button', { name: 'Remove Sam Staff from the team' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the vacancy editor scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    found.push(
      ...(await seriousViolations(page, 'hiring team at 360 px', {
        include: 'section[aria-labelledby="vacancy-team-title"]',
      })),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('publishes it', async () => {
    await mainMenu(page).getByRole('link', { name: 'Job Vacancy' }).click();
    await expect(page).toHaveURL('/job-vacancy-setting');
    // Title, category, status…
    await expect(row.getByRole('cell').nth(2)).toHaveText('Draft');
    await row.getByRole('button', { name: 'Publish Platform Engineer' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Published');
  });

  const visitor = await actors.open('visitor');
  const vacancyId = await test.step('it appears on the public list', async () => {
    await visit(visitor.page, tenant, '/job-vacancy?q=platform');
    await visitor.page.getByRole('link', { name: 'Platform Engineer', exact: true }).click();
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Platform Engineer');
    await expect(visitor.page.getByRole('strong')).toHaveText('the platform');
    return Number(new URL(visitor.page.url()).pathname.split('/').pop());
  });

  // The applicant's side of applying is the applicant journey; here it is one API call.
  const applicantApi = await new Api(tenant.slug).signIn(demoUsers.applicant);
  const vacancy = await applicantApi.request<Schemas['VacancyDetail']>(
    'GET',
    `/api/v1/vacancies/${vacancyId}`,
  );
  await applicantApi.request('POST', `/api/v1/vacancies/${vacancyId}/applications`, {
    consent: true,
    answers: vacancy.questions.map((q) => ({ questionId: q.id, answer: true })),
  });

  const recruiter = await actors.open('recruiter');
  await test.step('the recruiter drags the card through both interview stages', async () => {
    const board = recruiter.page;
    await signIn(board, tenant, demoUsers.staff);
    await openBoard(board, 'Platform Engineer');
    // The vacancy's own stages are the board's columns.
    await expect(column(board, 'Technical interview')).toBeVisible();
    await expect(column(board, 'Onsite')).toBeVisible();
    await expect(column(board, 'Interview')).toHaveCount(0);
    await expect(
      column(board, 'Submitted').getByRole('link', { name: 'Ana Applicant' }),
    ).toBeVisible();
    found.push(...(await seriousViolations(board, 'the platform engineer’s board')));

    const notice = board.getByRole('alert');
    for (const stage of ['Technical interview', 'Onsite']) {
      await dragWithMouse(
        board,
        board.getByRole('button', { name: 'Drag Ana Applicant' }),
        column(board, stage),
      );
      // The notice comes with the server's answer (the drag announcer says it before).
      await expect(notice).toHaveText(`Ana Applicant moved to “${stage}”.`);
      await expect(column(board, stage).getByRole('link', { name: 'Ana Applicant' })).toBeVisible();
      // The notice sits above the board, which moves up when it goes: it goes before the next
      // drag is aimed.
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toHaveCount(0);
    }
  });

  const applicant = await actors.open('applicant');
  const pt = catalog('pt');
  await test.step('the applicant, in Portuguese, sees the interview and not its stages', async () => {
    await signIn(applicant.page, tenant, demoUsers.applicant);
    await applicant.page
      .getByRole('button', { name: message(catalog('en'), 'language.label') })
      .click();
    await applicant.page.locator('.dropdown-menu.show [lang="pt"]').click();
    await expect(applicant.page.locator('html')).toHaveAttribute('lang', 'pt');
    await (
      await openUserMenu(applicant.page, message(pt, 'user.menu'))
    )
      .getByRole('link', { name: message(pt, 'user.myApplication') })
      .click();
    await expect(applicant.page).toHaveURL('/my-application');
    const card = applicant.page.getByRole('article').filter({ hasText: 'Platform Engineer' });
    await expect(card).toContainText(message(pt, 'status.interview'));
    await card.getByRole('button', { name: message(pt, 'applications.showHistory') }).click();
    // Two stages of one kind are one step for the applicant; their names stay with the team.
    await expect(card.getByRole('listitem').locator('.fw-semibold')).toHaveText([
      message(pt, 'status.submitted'),
      message(pt, 'status.interview'),
    ]);
    await expect(card).not.toContainText('Technical interview');
    await expect(card).not.toContainText('Onsite');
    found.push(...(await seriousViolations(applicant.page, 'My Applications in Portuguese')));
  });

  const analystId =
    await test.step('the recruiter turns down her other application, naming the reason', async () => {
      const board = recruiter.page;
      await openBoard(board, 'Junior Data Analyst');
      await board.getByRole('button', { name: 'Move Ana Applicant to…' }).click();
      await board.getByRole('button', { name: 'Not selected' }).click();
      const dialog = board.getByRole('dialog', { name: 'Not selected: Ana Applicant' });
      const reason = dialog.getByLabel(/^Reason/);
      await expect(reason).toBeFocused();
      // The first of the tenant's reasons (the option after "Choose a reason").
      await reason.selectOption({ index: 1 });
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(board.getByRole('alert')).toHaveText('Ana Applicant moved to “Not selected”.');
      await expect(
        column(board, 'Not selected').getByRole('link', { name: 'Ana Applicant' }),
      ).toBeVisible();
      // /job-vacancy-setting/<id>/applications
      return Number(new URL(board.url()).pathname.split('/')[2]);
    });

  await test.step('the applicant then sees it not selected, still in Portuguese', async () => {
    await applicant.page.reload();
    await expect(applicant.page.locator('html')).toHaveAttribute('lang', 'pt');
    // By its link: the analyst vacancy is written in Portuguese too, and she has another
    // application that was not selected before.
    const analyst = applicant.page
      .getByRole('article')
      .filter({ has: applicant.page.locator(`a[href="/job-vacancy/${analystId}"]`) });
    await expect(analyst).toContainText(message(pt, 'status.rejected'));
    const engineer = applicant.page.getByRole('article').filter({ hasText: 'Platform Engineer' });
    await expect(engineer).toContainText(message(pt, 'status.interview'));
  });

  expect(found).toEqual([]);
});
