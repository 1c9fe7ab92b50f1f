import { type Page, expect } from '@playwright/test';
import type { Credentials, Tenant } from './tenants';

/**
 * Opens the site the way a tenant's link does (`?tenant=`): the app stores the tenant as
 * `tenantID` and keeps using it.
 */
export async function visit(page: Page, tenant: Tenant, path = '/') {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}tenant=${tenant.slug}`);
  await expect(page.locator('main')).toBeVisible();
}

export async function signIn(page: Page, tenant: Tenant, credentials: Credentials) {
  await visit(page, tenant, '/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  // Exactly: a tenant with single sign-on also offers "Sign in with …".
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(credentials.email);
}

/** Everything the page keeps in localStorage and sessionStorage. */
export function readStorage(page: Page) {
  return page.evaluate(() => {
    const entries = (storage: Storage): Record<string, string> => {
      const found: Record<string, string> = {};
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) found[key] = storage.getItem(key) ?? '';
      }
      return found;
    };
    return { local: entries(localStorage), session: entries(sessionStorage) };
  });
}

/** The horizontal or vertical menu, by its label in the language shown. */
export function mainMenu(page: Page, label = 'Main menu') {
  return page.getByRole('navigation', { name: label });
}

/** Opens the user menu, by its label in the language shown. */
export async function openUserMenu(page: Page, label = 'User menu') {
  await page.getByRole('button', { name: label }).click();
  return page.locator('.dropdown-menu.show');
}
