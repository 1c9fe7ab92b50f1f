import { Api, publishVacancy } from '../support/api';
import { mainMenu, visit } from '../support/app';
import { expect, test } from '../support/fixtures';

const vacancies = [
  { category: 'fresh-graduate', label: 'Fresh Graduate', title: 'Graduate Cartographer' },
  { category: 'experienced-hire', label: 'Experienced', title: 'Senior Lighthouse Keeper' },
  { category: 'internship', label: 'Internship', title: 'Beekeeping Intern' },
] as const;

test('a visitor browses each category, searches, opens a vacancy and is offered Login / Register', async ({
  page,
  tenants,
}) => {
  const tenant = await tenants.create('Harbour Works');
  const admin = await new Api(tenant.slug).signIn(tenant.admin);
  for (const { category, title } of vacancies) await publishVacancy(admin, { title, category });

  await visit(page, tenant, '/');
  await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  const results = page.getByRole('main').getByRole('article').getByRole('heading');

  for (const { label, title } of vacancies) {
    await page.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(results).toHaveText([title]);
    await page.getByRole('link', { name: tenant.name, exact: true }).click();
    await expect(page).toHaveURL('/');
    // Navigations are transitions: the address changes first, and the list (which has its own
    // Keywords box) stays on screen until the home is ready. Type only once the home shows.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tenant.name} Careers`);
  }

  await page.getByRole('searchbox', { name: 'Keywords' }).fill('lighthouse');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/job-vacancy?q=lighthouse');
  await expect(results).toHaveText(['Senior Lighthouse Keeper']);

  await page.getByRole('link', { name: 'Senior Lighthouse Keeper' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Lighthouse Keeper');
  await expect(page.getByRole('article')).toContainText('Join us as Senior Lighthouse Keeper.');

  await page.getByRole('link', { name: 'Login / Register' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Harbour Works' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});
