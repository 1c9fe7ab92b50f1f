import { Api } from '../support/api';
import { readStorage, signIn, visit } from '../support/app';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';

test.describe('a token of another tenant', () => {
  test.use({
    allowedFailures: {
      'tenant A’s token and refresh cookie are refused on tenant B, as they must be':
        /^401 (GET|POST) \/api\//,
    },
  });

  test('cross-tenant: a token from tenant A is refused on tenant B and the app recovers to /login', async ({
    page,
    tenants,
  }) => {
    const tenantA = await tenants.create('Alpha Freight');
    const tenantB = await tenants.create('Beta Bakery');
    const applicant = { email: 'casey@both.test', password: 'casey-password-1' };
    // The same address on both sites: the token must still belong to one tenant only.
    await new Api(tenantA.slug).register('Casey Alpha', applicant);
    await new Api(tenantB.slug).register('Casey Beta', applicant);

    await signIn(page, tenantA, applicant);
    const tokenA = (await readStorage(page)).local.token;
    expect(tokenA).toBeTruthy();

    const refused = await page.request.get('/api/v1/me', {
      headers: { tenantid: tenantB.slug, authorization: `Bearer ${tokenA ?? ''}` },
    });
    expect(refused.status()).toBe(401);

    // The browser now names tenant B but still holds tenant A's token and refresh cookie.
    await page.evaluate((slug) => localStorage.setItem('tenantID', slug), tenantB.slug);
    await page.goto('/my-application');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome to Beta Bakery' })).toBeVisible();
    const storage = await readStorage(page);
    expect(storage.local.token).toBeUndefined();
    expect(storage.local.tenantID).toBe(tenantB.slug);

    // Signing in again on B works and shows B's own account.
    await signIn(page, tenantB, applicant);
    await page.goto('/my-application');
    await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
    await visit(page, tenantB, '/');
    await expect(page.getByRole('link', { name: 'Beta Bakery', exact: true })).toBeVisible();
  });
});

test.describe('a branded host', () => {
  test.use({
    allowedFailures: {
      'the branded host refuses the other tenant that the link and storage name':
        /^404 GET \/api\/v1\/tenant$/,
    },
  });

  test('a branded host serves its own tenant only, and the API docs need no other origin', async ({
    page,
    tenants,
  }) => {
    const branded = await tenants.create('Gamma Gardens', { branded: true });
    const other = await tenants.create('Delta Dairies');
    const { port } = new URL(e2eEnv.baseUrl);

    // A link naming another tenant, and that tenant pinned in storage, on the branded host.
    await page.goto(`http://${branded.slug}.localhost:${port}/?tenant=${other.slug}`);
    await page.evaluate((slug) => localStorage.setItem('tenantID', slug), other.slug);
    await page.goto(`http://${branded.slug}.localhost:${port}/?tenant=${other.slug}`);
    await expect(page.getByRole('link', { name: 'Gamma Gardens', exact: true })).toBeVisible();
    expect((await readStorage(page)).local.tenantID).toBe(branded.slug);

    // The API reference renders from the server's own copy of its viewer.
    const foreign: string[] = [];
    const own = [new URL(e2eEnv.baseUrl).origin, `http://${branded.slug}.localhost:${port}`];
    page.on('response', (response) => {
      // A blob: address (Redoc's search worker) has its page's origin.
      if (!own.includes(new URL(response.url()).origin)) foreign.push(response.url());
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /eRecruit API/ }).first()).toBeVisible();
    await expect(page.getByText('Signs in with e-mail and password').first()).toBeAttached();
    expect(foreign).toEqual([]);
  });
});
