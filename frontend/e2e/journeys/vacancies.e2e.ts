import type { Schemas } from '../../src/lib/api/types';
import { Api } from '../support/api';
import { mainMenu, openUserMenu, signIn, visit } from '../support/app';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

test('an admin publishes a vacancy, moves an application to interview, and the applicant sees it', async ({
  page,
  actors,
  tenants,
}) => {
  // The demo data brings an applicant with a complete profile and CV.
  const tenant = await tenants.create('Dockside Logistics', { seed: true });

  await test.step('signs in and sees only Home, Job Vacancy, All applications, Users, Help centre, Hiring processes, Calendar, To-do, Messages and Chat', async () => {
    await signIn(page, tenant, tenant.admin);
    await expect(mainMenu(page).getByRole('listitem')).toHaveText([
      'Home',
      'Job Vacancy',
      'All applications',
      'Users',
      'Help centre',
      'Hiring processes',
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

  await test.step('creates a vacancy with a question and publishes it', async () => {
    await mainMenu(page).getByRole('link', { name: 'Job Vacancy' }).click();
    await expect(page).toHaveURL('/job-vacancy-setting');
    await page.getByRole('link', { name: 'New vacancy' }).click();
    await page.getByLabel('Job title').fill('Dock Master');
    await page.getByLabel('Category').selectOption({ label: 'Experienced' });
    await page.getByLabel('Location').fill('Rotterdam');
    await page.getByRole('textbox', { name: 'About the role' }).fill('Run **the docks**.');
    await page.getByRole('textbox', { name: 'What you bring' }).fill('- Ten years at sea');
    await page.getByRole('button', { name: 'Add a question' }).click();
    const question = page.getByRole('group', { name: 'Question 1' });
    await question.getByLabel('Question', { exact: true }).fill('Can you start within a month?');
    await question.getByLabel('Answer type').selectOption({ label: 'Yes / no' });
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(page).toHaveURL('/job-vacancy-setting');
    const row = page.getByRole('row').filter({ hasText: 'Dock Master' });
    // Title, category, status…
    await expect(row.getByRole('cell').nth(2)).toHaveText('Draft');
    await row.getByRole('button', { name: 'Publish Dock Master' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Published');
  });

  const visitor = await actors.open('visitor');
  const vacancyId = await test.step('it appears on the public list', async () => {
    await visit(visitor.page, tenant, '/job-vacancy?q=dock');
    await visitor.page.getByRole('link', { name: 'Dock Master' }).click();
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Dock Master');
    await expect(visitor.page.getByRole('strong')).toHaveText('the docks');
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

  await test.step('moves the application to interview', async () => {
    await page.reload();
    await page.getByRole('link', { name: 'Applicants for Dock Master' }).click();
    await expect(page.getByRole('heading', { name: 'Applicants for Dock Master' })).toBeVisible();
    await page.getByRole('link', { name: 'Ana Applicant' }).click();
    // The pipeline goes one stage at a time: in review first, then interview.
    for (const status of ['In review', 'Interview']) {
      await page.getByLabel('New status').selectOption({ label: status });
      if (status === 'Interview') {
        await page.getByLabel('Note for the team (optional)').fill('Strong sea record.');
      }
      await page.getByRole('button', { name: 'Change status' }).click();
      await expect(page.locator('.app-timeline > li').last()).toContainText(status);
    }
    await expect(
      page.getByText('The status has been changed and the applicant informed.'),
    ).toBeVisible();
  });

  await test.step('the applicant sees the new status and the timeline', async () => {
    const applicant = await actors.open('applicant');
    await signIn(applicant.page, tenant, demoUsers.applicant);
    await (
      await openUserMenu(applicant.page)
    )
      .getByRole('link', { name: 'My Application' })
      .click();
    const card = applicant.page.getByRole('article').filter({ hasText: 'Dock Master' });
    await expect(card).toContainText('Interview');
    await card.getByRole('button', { name: 'Show history' }).click();
    const timeline = card.getByRole('listitem');
    await expect(timeline.locator('.fw-semibold')).toHaveText([
      'Submitted',
      'In review',
      'Interview',
    ]);
    // The team's note stays with the team.
    await expect(card).not.toContainText('Strong sea record.');
  });
});
