import { type Page } from '@playwright/test';
import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { Api } from '../support/api';
import { signIn, visit } from '../support/app';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

/** Waits until the page shows its heading and no loading placeholders. */
async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.placeholder-glow, .spinner-border')).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`accessibility (${theme} theme): no serious or critical axe violations on the main pages`, async ({
    actors,
    tenants,
  }) => {
    const tenant = await tenants.create('Access Ability', { seed: true });
    const list = await new Api(tenant.slug).request<Schemas['Page_VacancySummary']>(
      'GET',
      '/api/v1/vacancies?perPage=1',
    );
    const vacancyId = list.data[0]?.id ?? 1;
    const found: string[] = [];

    const open = async (name: string) => {
      const actor = await actors.open(name);
      await actor.context.addInitScript((chosen) => {
        // The customizer's stored settings, as its panel would leave them.
        if (!localStorage.getItem('customizer')) {
          localStorage.setItem(
            'customizer',
            JSON.stringify({ state: { theme: chosen }, version: 1 }),
          );
        }
      }, theme);
      await visit(actor.page, tenant, '/');
      await expect(actor.page.locator('html')).toHaveAttribute('data-bs-theme', theme);
      return actor.page;
    };
    const check = async (page: Page, path: string) => {
      await settled(page, path);
      found.push(...(await seriousViolations(page, `${path} (${theme})`)));
    };

    const visitor = await open('visitor');
    await check(visitor, '/');
    await check(visitor, '/job-vacancy-list/fresh-graduate');
    await check(visitor, `/job-vacancy/${vacancyId}`);
    await check(visitor, '/login');
    await check(visitor, '/register');

    const applicant = await open('applicant');
    await signIn(applicant, tenant, demoUsers.applicant);
    await check(applicant, '/my-profile');
    await check(applicant, '/my-application');

    const admin = await open('admin');
    await signIn(admin, tenant, tenant.admin);
    await check(admin, '/job-vacancy-setting');

    expect(found, found.join('\n')).toEqual([]);
  });
}
