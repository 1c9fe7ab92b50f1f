import { Api } from '../support/api';
import { openUserMenu, readStorage, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';

test.use({
  allowedFailures: {
    'the journey spoils the token on purpose: every call is refused until it is renewed':
      /^401 GET \/api\/v1\//,
    'with the refresh cookie cleared on purpose, nothing can renew the spoilt token':
      /^401 POST \/api\/authenticate\/refresh-token$/,
  },
});

test('session rules: a rejected token ends the session, Log Out clears everything, roles are guarded', async ({
  page,
  tenants,
  baseURL,
}) => {
  const tenant = await tenants.create('Session Rules Ltd');
  const applicant = { email: 'sam@session.test', password: 'sam-password-1' };
  await new Api(tenant.slug).register('Sam Session', applicant);
  await signIn(page, tenant, applicant);

  await test.step('a stale token with a live sign-in is renewed silently', async () => {
    await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
    await page.goto('/my-application');
    await expect(page.getByText('You have not applied for any vacancy yet.')).toBeVisible();
    await expect.poll(async () => (await readStorage(page)).local.token).not.toBe('not-a-token');
    await expect(page).toHaveURL('/my-application');
  });

  await test.step('an invalid token on a call clears storage but gateweyURL and tenantID, then /login', async () => {
    await page.evaluate((origin) => {
      localStorage.setItem('token', 'not-a-token');
      localStorage.setItem('gateweyURL', origin);
      localStorage.setItem('e2e-sentinel', 'must go');
      sessionStorage.setItem('e2e-sentinel', 'must go');
    }, baseURL ?? '');
    // Without the refresh cookie the sign-in itself is over: nothing can renew the token.
    await page.context().clearCookies();
    await page.goto('/my-application');
    await expect(page).toHaveURL('/login');
    const { local, session } = await readStorage(page);
    const { dataErec, ...kept } = local;
    expect(kept).toEqual({ tenantID: tenant.slug, gateweyURL: baseURL });
    expect(session).toEqual({});
    // The login page stores the site's public branding again; nothing of the user's remains.
    expect(dataErec ?? '').not.toContain(applicant.email);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  await test.step('the dropdown Log Out clears all storage and lands on /', async () => {
    await page.evaluate(() => localStorage.removeItem('gateweyURL'));
    await signIn(page, tenant, applicant);
    await page.evaluate(() => {
      localStorage.setItem('e2e-sentinel', 'must go');
      sessionStorage.setItem('e2e-sentinel', 'must go');
    });
    const menu = await openUserMenu(page);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    const storage = await readStorage(page);
    expect(storage.session).toEqual({});
    // The careers home re-stores only which site it is showing.
    expect(
      Object.keys(storage.local).filter((key) => !['tenantID', 'dataErec'].includes(key)),
    ).toEqual([]);
  });

  await test.step('an applicant opening /job-vacancy-setting lands on /misc/not-authorized', async () => {
    await signIn(page, tenant, applicant);
    await page.goto('/job-vacancy-setting');
    await expect(page).toHaveURL('/misc/not-authorized');
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  });
});
