import { Api } from '../support/api';
import { mainMenu, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';

test('layout: horizontal from 1200 px, vertical at 1199 px, switching live; scroll-to-top after 160 px', async ({
  page,
  tenants,
}) => {
  const tenant = await tenants.create('Layout Labs', { seed: true });
  const applicant = { email: 'lee@layout.test', password: 'lee-password-1' };
  const api = await new Api(tenant.slug).register('Lee Layout', applicant);
  await api.request('PUT', '/api/v1/me/profile', { fullName: 'Lee Layout' });

  await page.setViewportSize({ width: 1200, height: 800 });
  await signIn(page, tenant, applicant);
  const horizontal = page.getByTestId('layout-horizontal');
  const vertical = page.getByTestId('layout-vertical');
  await expect(horizontal).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expect(vertical).toHaveCount(0);

  await page.setViewportSize({ width: 1199, height: 800 });
  await expect(vertical).toBeVisible();
  await expect(horizontal).toHaveCount(0);
  // Docked at this width: the sidebar itself holds the Job Vacancy group.
  await mainMenu(page).getByRole('button', { name: 'Job Vacancy' }).click();
  await mainMenu(page).getByRole('link', { name: 'Experienced' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experienced');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(horizontal).toBeVisible();
  await expect(vertical).toHaveCount(0);

  // The list is long enough to scroll; the button appears only past 160 px.
  const scrollToTop = page.getByRole('button', { name: 'Scroll to top' });
  await page.goto('/job-vacancy');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(scrollToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 160));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(160);
  await expect(scrollToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 161));
  await expect(scrollToTop).toBeVisible();
  await scrollToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(scrollToTop).toHaveCount(0);
});
