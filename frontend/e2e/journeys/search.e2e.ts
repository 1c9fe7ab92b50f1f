import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { Api, appliedApplication } from '../support/api';
import { signIn } from '../support/app';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

test('search: staff find a candidate by part of an accented name with Ctrl+K, and keep 10 starred bookmarks in the navbar', async ({
  page,
  actors,
  tenants,
}) => {
  const tenant = await tenants.create('Ribeira Freight', { seed: true });
  const jose = await new Api(tenant.slug).register('José Ribeiro', {
    email: 'jose.ribeiro@example.test',
    password: 'ribeira-docks-42',
  });
  await jose.request('PUT', '/api/v1/me/profile', { fullName: 'José Ribeiro' });
  // Applying needs a CV; the server only checks that its bytes are a PDF.
  await jose.upload(
    '/api/v1/me/cv',
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
    'José Ribeiro CV.pdf',
  );
  const { application } = await appliedApplication(
    tenant,
    { title: 'Dock Planner', category: 'experienced-hire' },
    jose,
  );
  const found: string[] = [];

  await test.step('Control+K, part of the name without its accent, ↓ to the candidate, Enter', async () => {
    await signIn(page, tenant, demoUsers.staff);
    const box = page.getByRole('combobox', { name: 'Search' });
    // The box arrives a moment after the page (its own chunk); the shortcut works from then on.
    await expect(box).toBeVisible();
    await page.keyboard.press('Control+K');
    await expect(box).toBeFocused();
    await box.pressSequentially('jose rib');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const candidate = page
      .getByRole('listbox')
      .getByRole('group', { name: 'Candidates' })
      .getByRole('option', { name: /José Ribeiro/ });
    await expect(candidate).toBeVisible();
    await expect(page.getByText(/^\d+ results?$/)).toHaveAttribute('aria-live', 'polite');
    found.push(...(await seriousViolations(page, 'search combobox open')));

    const candidateId = await candidate.getAttribute('id');
    expect(candidateId).toBeTruthy();
    // The groups before Candidates (Pages, Vacancies) may have hits too: ↓ until it is active.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('ArrowDown');
      if ((await box.getAttribute('aria-activedescendant')) === candidateId) break;
    }
    await expect(box).toHaveAttribute('aria-activedescendant', candidateId ?? '');
    await expect(candidate).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/job-vacancy-setting/applications/${application.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('José Ribeiro');
  });

  await test.step('11 starred bookmarks: 10 in the navbar, the 11th under More bookmarks; unstarring one moves it up', async () => {
    const staff = await new Api(tenant.slug).signIn(demoUsers.staff);
    // The demo staff member's seeded bookmarks go first, so the eleven are the only ones.
    const seeded = await staff.request<Schemas['Bookmarks']>('GET', '/api/v1/me/bookmarks');
    for (const bookmark of [...seeded.navbar, ...seeded.overflow, ...seeded.unstarred]) {
      await staff.request('DELETE', `/api/v1/me/bookmarks/${bookmark.id}`);
    }
    for (let n = 1; n <= 11; n += 1) {
      await staff.request('POST', '/api/v1/me/bookmarks', {
        title: `Shortcut ${n}`,
        link: `/todo/all?who=everyone&shortcut=${n}`,
        icon: 'tasks',
        starred: true,
      });
    }
    // From 1400 px the starred bookmarks are icons in the navbar.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pages/bookmarks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bookmarks');
    const navbar = page.getByRole('navigation', { name: 'Bookmarks' });
    const starred = navbar.getByRole('list', { name: 'Starred bookmarks' });
    await expect(starred.getByRole('link')).toHaveCount(10);
    await expect(starred.getByRole('link', { name: 'Shortcut 11' })).toHaveCount(0);
    await navbar.getByRole('button', { name: 'More bookmarks' }).click();
    const more = navbar.locator('.dropdown-menu.show');
    await expect(more.getByRole('link')).toHaveText(['Shortcut 11', 'Manage bookmarks']);
    await page.keyboard.press('Escape');
    await expect(more).toHaveCount(0);
    found.push(...(await seriousViolations(page, '/pages/bookmarks')));

    await page.getByRole('button', { name: 'Unstar “Shortcut 3”' }).click();
    await expect(starred.getByRole('link', { name: 'Shortcut 3' })).toHaveCount(0);
    await expect(starred.getByRole('link', { name: 'Shortcut 11' })).toHaveCount(1);
    await expect(starred.getByRole('link')).toHaveCount(10);
    await expect(
      page
        .getByRole('region', { name: 'Other bookmarks' })
        .getByRole('link', { name: 'Shortcut 3' }),
    ).toBeVisible();
    await navbar.getByRole('button', { name: 'More bookmarks' }).click();
    await expect(more.getByRole('link')).toHaveText(['Manage bookmarks']);
    await page.keyboard.press('Escape');
  });

  await test.step('at 360 px, dark and right to left, the search is a button opening the same box', async () => {
    const phone = await actors.open('phone');
    await phone.context.addInitScript(() => {
      if (!localStorage.getItem('customizer')) {
        localStorage.setItem(
          'customizer',
          JSON.stringify({ state: { theme: 'dark', direction: 'rtl' }, version: 1 }),
        );
      }
    });
    await phone.page.setViewportSize({ width: 360, height: 800 });
    await signIn(phone.page, tenant, demoUsers.staff);
    await expect(phone.page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(phone.page.locator('html')).toHaveAttribute('dir', 'rtl');

    await expect(phone.page.getByRole('button', { name: 'Open search' })).toBeVisible();
    await expect(phone.page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
    await phone.page.keyboard.press('Control+K');
    const box = phone.page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await box.pressSequentially('jose rib');
    await expect(
      phone.page
        .getByRole('group', { name: 'Candidates' })
        .getByRole('option', { name: /José Ribeiro/ }),
    ).toBeVisible();
    found.push(...(await seriousViolations(phone.page, 'search combobox (360 px, dark, rtl)')));
    // Escape closes the list, then clears the words, then closes the box.
    await phone.page.keyboard.press('Escape');
    await phone.page.keyboard.press('Escape');
    await phone.page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(phone.page.getByRole('button', { name: 'Open search' })).toBeFocused();

    await phone.page.goto('/pages/bookmarks');
    await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText('Bookmarks');
    await expect(phone.page.getByRole('button', { name: 'Move “Shortcut 1” down' })).toBeVisible();
    found.push(...(await seriousViolations(phone.page, '/pages/bookmarks (360 px, dark, rtl)')));
  });

  expect(found, found.join('\n')).toEqual([]);
});
