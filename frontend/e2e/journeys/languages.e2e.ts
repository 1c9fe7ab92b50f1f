import { Api, publishVacancy } from '../support/api';
import { mainMenu, signIn, visit } from '../support/app';
import { type Locale, catalog, untranslated } from '../support/catalogs';
import { expect, test } from '../support/fixtures';

const checkedPages = ['/', '/job-vacancy-list/experienced-hire', '/my-application', '/my-profile'];

test('languages: de, fr and pt translate the menu and the pages; rtl mirrors the layout', async ({
  page,
  tenants,
}) => {
  const tenant = await tenants.create('Polyglot Partners');
  const admin = await new Api(tenant.slug).signIn(tenant.admin);
  await publishVacancy(admin, { title: 'Crane Operator', category: 'experienced-hire' });
  const applicant = { email: 'lou@languages.test', password: 'lou-password-1' };
  const applicantApi = await new Api(tenant.slug).register('Lou Lang', applicant);
  await applicantApi.request('PUT', '/api/v1/me/profile', { fullName: 'Lou Lang' });
  await signIn(page, tenant, applicant);

  let shown: Locale = 'en';
  for (const locale of ['de', 'fr', 'pt'] as const) {
    await test.step(`switches to ${locale}`, async () => {
      const messages = catalog(locale);
      await page.getByRole('button', { name: catalog(shown)['language.label'] }).click();
      await page.locator(`.dropdown-menu.show [lang="${locale}"]`).click();
      shown = locale;
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      const menu = mainMenu(page, messages['nav.mainMenu']);
      await menu.getByRole('button', { name: messages['nav.jobVacancy'] }).click();
      await expect(menu.locator('.dropdown-menu.show .dropdown-item')).toHaveText(
        ['nav.jobVacancy', 'nav.freshGraduate', 'nav.experiencedHire', 'nav.internship'].map(
          (key) => messages[key] ?? key,
        ),
      );
      await page.keyboard.press('Escape');

      for (const path of checkedPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.placeholder-glow')).toHaveCount(0);
        const text = await page.locator('body').innerText();
        expect(untranslated(text, locale), `${path} in ${locale}`).toEqual([]);
      }
    });
  }

  await test.step('rtl mirrors the layout', async () => {
    const pt = catalog('pt');
    await page.goto('/');
    const brand = page.getByRole('link', { name: tenant.name, exact: true });
    const userMenu = page.getByRole('button', { name: pt['user.menu'] });
    // Brand first, user menu last: left to right, then right to left.
    const brandMinusUser = async () => {
      const [a, b] = [await brand.boundingBox(), await userMenu.boundingBox()];
      return a && b ? a.x + a.width / 2 - (b.x + b.width / 2) : Number.NaN;
    };
    expect(await brandMinusUser()).toBeLessThan(0);

    await page.getByRole('button', { name: pt['customizer.open'] }).click();
    await page.getByLabel(pt['customizer.rtl'] ?? '').check();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#bootstrap-stylesheet')).toHaveAttribute('href', /rtl/);
    await expect.poll(brandMinusUser).toBeGreaterThan(0);

    // The vertical layout's sidebar moves to the right as well.
    await page.setViewportSize({ width: 1100, height: 800 });
    const sidebar = page.locator('aside.app-sidebar');
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.x ?? 0).toBeGreaterThan(1100 / 2);
  });
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('languages: a German browser lands on the careers site in German; a language chosen in the menu wins, after a reload too', async ({
    page,
    tenants,
  }) => {
    // A new tenant offers every language the app has, English first.
    const tenant = await tenants.create('Hafen Nord');
    const html = page.locator('html');

    await test.step('with no language chosen the site speaks the browser’s German', async () => {
      const de = catalog('de');
      await visit(page, tenant, '/');
      await expect(html).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('link', { name: de['nav.loginRegister'] })).toBeVisible();
      await expect(page.getByRole('link', { name: de['nav.freshGraduate'] })).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(untranslated(text, 'de')).toEqual([]);
    });

    await test.step('English chosen in the language menu wins over the browser and is kept', async () => {
      const en = catalog('en');
      await page.getByRole('button', { name: catalog('de')['language.label'] }).click();
      await page.locator('.dropdown-menu.show [lang="en"]').click();
      await expect(html).toHaveAttribute('lang', 'en');
      await page.reload();
      await expect(page.getByRole('link', { name: en['nav.loginRegister'] })).toBeVisible();
      await expect(html).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: en['nav.freshGraduate'] })).toBeVisible();
    });
  });
});
