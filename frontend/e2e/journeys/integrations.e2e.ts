import { seriousViolations } from '../support/a11y';
import { mainMenu, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

/** Stored only: nothing in the journey makes the endpoint receive an event. */
const HOOK_URL = 'https://hooks.example.com/erecruit';

test('integrations: an admin creates an API key and revokes it, and adds, edits, rotates and deletes a webhook endpoint', async ({
  page,
  tenants,
}) => {
  const tenant = await tenants.create('Relay Freight', { seed: true });
  const found: string[] = [];
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const keys = page.getByRole('region', { name: 'API keys' });
  const hooks = page.getByRole('region', { name: 'Webhooks' });
  const payrollKey = keys.getByRole('listitem').filter({ hasText: 'Payroll export' });

  await test.step('the admin opens Integrations from the menu', async () => {
    await signIn(page, tenant, demoUsers.admin);
    await mainMenu(page).getByRole('link', { name: 'Integrations' }).click();
    await expect(page).toHaveURL('/admin/integrations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrations');
    // The demo data brings two keys of its own (one revoked).
    await expect(keys.getByRole('button', { name: 'New key' })).toBeVisible();
    await expect(hooks.getByRole('button', { name: 'Add endpoint' })).toBeVisible();
  });

  await test.step('creates an API key with two read scopes and sees the key once', async () => {
    await keys.getByRole('button', { name: 'New key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel(/^Name/).fill('Payroll export');
    await dialog.getByRole('checkbox', { name: 'Vacancies: Read' }).check();
    await dialog.getByRole('checkbox', { name: 'Applications: Read' }).check();
    found.push(...(await seriousViolations(page, '/admin/integrations (new API key)')));
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const created = page.getByRole('dialog', { name: 'Key “Payroll export” created' });
    const field = created.getByLabel('API key');
    await expect(field).toHaveValue(/^erk_/);
    const key = await field.inputValue();
    await expect(created.getByText(/you will not see it again/)).toBeVisible();
    await created.getByRole('button', { name: 'Copy' }).click();
    await expect(created.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    // The footer's Close (the header's close button has the same name).
    await created.getByRole('button', { name: 'Close' }).last().click();
    await expect(created).toHaveCount(0);

    await expect(payrollKey).toContainText('vacancies:read');
    await expect(payrollKey).toContainText('applications:read');
    await expect(payrollKey).toContainText('Never used · Does not expire');
    // Only the key's first characters stay on the page.
    await expect(page.getByText(key)).toHaveCount(0);
  });

  await test.step('revokes the key once confirmed', async () => {
    await keys.getByRole('button', { name: 'Revoke Payroll export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “Payroll export”?' });
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText('The key “Payroll export” was revoked.')).toBeVisible();
    await expect(payrollKey.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(keys.getByRole('button', { name: 'Revoke Payroll export' })).toHaveCount(0);
  });

  let firstSecret = '';
  await test.step('adds a webhook endpoint for hires and sees its signing secret once', async () => {
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await dialog.getByLabel(/^Address/).fill(HOOK_URL);
    await dialog.getByLabel('Description').fill('Payroll system');
    await dialog
      .getByRole('group', { name: 'Applications' })
      .getByRole('checkbox', { name: 'Hired' })
      .check();
    await expect(
      dialog.getByRole('switch', { name: 'Send events to this endpoint' }),
    ).toBeChecked();
    found.push(...(await seriousViolations(page, '/admin/integrations (new webhook endpoint)')));
    await dialog.getByRole('button', { name: 'Save endpoint' }).click();

    const created = page.getByRole('dialog', { name: 'Endpoint added' });
    const secret = created.getByLabel('Signing secret');
    await expect(secret).toHaveValue(/^whsec_/);
    firstSecret = await secret.inputValue();
    await expect(created.getByText(/you will not see it again/)).toBeVisible();
    await created.getByRole('button', { name: 'Close' }).last().click();
    await expect(created).toHaveCount(0);
    await expect(hooks.getByText(HOOK_URL)).toBeVisible();
    await expect(hooks.getByText(/^1 event/)).toBeVisible();
    await expect(hooks.getByText('On', { exact: true })).toBeVisible();
  });

  await test.step('adds accepted offers to its events', async () => {
    await hooks.getByRole('button', { name: `Edit ${HOOK_URL}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
    await expect(dialog.getByRole('checkbox', { name: 'Hired' })).toBeChecked();
    await dialog
      .getByRole('group', { name: 'Offers' })
      .getByRole('checkbox', { name: 'Accepted' })
      .check();
    await dialog.getByRole('button', { name: 'Save endpoint' }).click();
    await expect(page.getByText('The endpoint was saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(hooks.getByText(/^2 events/)).toBeVisible();
  });

  await test.step('rotates the secret: a new one once, the old one signs for 24 hours', async () => {
    await hooks.getByRole('button', { name: `Rotate the secret of ${HOOK_URL}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await expect(dialog.getByText(/old one keeps working for 24 hours/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.getByRole('dialog', { name: 'New signing secret' });
    const secret = rotated.getByLabel('Signing secret');
    await expect(secret).toHaveValue(/^whsec_/);
    expect(await secret.inputValue()).not.toBe(firstSecret);
    await rotated.getByRole('button', { name: 'Close' }).last().click();
    await expect(rotated).toHaveCount(0);
    await expect(hooks.getByText(/The previous secret also signs until/)).toBeVisible();
  });

  await test.step('opens its delivery log, empty so far, also at 360 px, dark and right to left', async () => {
    await hooks.getByRole('button', { name: `Delivery log of ${HOOK_URL}` }).click();
    const log = page.getByRole('region', { name: `Delivery log: ${HOOK_URL}` });
    const empty = log.getByText('Nothing was sent to this endpoint yet.');
    await expect(empty).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/integrations\?deliveries=/);

    await page.evaluate(() =>
      localStorage.setItem(
        'customizer',
        JSON.stringify({ state: { theme: 'dark', direction: 'rtl' }, version: 1 }),
      ),
    );
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(empty).toBeVisible();
    await expect(hooks.getByText(HOOK_URL)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, '/admin/integrations scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    found.push(...(await seriousViolations(page, '/admin/integrations (360 px, dark, rtl)')));

    await page.evaluate(() => localStorage.removeItem('customizer'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await expect(empty).toBeVisible();
  });

  await test.step('deletes the endpoint once confirmed', async () => {
    await hooks.getByRole('button', { name: `Delete ${HOOK_URL}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the endpoint?' });
    await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(page.getByText('The endpoint was deleted.')).toBeVisible();
    await expect(hooks.getByText(HOOK_URL)).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Delivery log/ })).toHaveCount(0);
  });

  expect(found, found.join('\n')).toEqual([]);
});
