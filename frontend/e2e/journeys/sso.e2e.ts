import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { Api } from '../support/api';
import { openUserMenu, readStorage, signIn, visit } from '../support/app';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { leafParts, mailFiles, mimePart, textOf } from '../support/mail';
import type { Tenant } from '../support/tenants';

/** The provider's logout page imports a web font; nothing of the journey needs the internet. */
async function offline(context: BrowserContext) {
  await context.route(/^https?:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
}

/** The token of the accept-invitation link in the mail to `email`, once the mail is written. */
async function invitationToken(tenant: string, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailFiles(tenant)) {
          if (!(mimePart(mail).headers.get('to') ?? '').toLowerCase().includes(email)) continue;
          const text = leafParts(mail).map(textOf).join('\n');
          const link = /https?:\/\/\S+\/pages\/accept-invitation\?\S+/.exec(text)?.[0];
          if (link) token = new URL(link).searchParams.get('token') ?? undefined;
        }
        return token !== undefined;
      },
      { timeout: 10_000, message: `an invitation to ${email} in ${e2eEnv.mailDir}/${tenant}` },
    )
    .toBe(true);
  return token ?? '';
}

/** The test provider's own sign-in form: it signs in whoever's address is typed there. */
async function signInAtProvider(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectSignedInAs(page: Page, email: string, role: string) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(email);
  const { local } = await readStorage(page);
  expect(JSON.parse(local.userInfo ?? '{}')).toMatchObject({ email, role });
}

async function startAtLogin(page: Page, tenant: Tenant) {
  await visit(page, tenant, '/login');
  await page.getByRole('button', { name: 'Sign in with Corp SSO' }).click();
}

test.use({
  allowedFailures: {
    'the test provider’s pages ask for a web font, which `offline` keeps off the network':
      /^request failed: GET https:\/\/fonts\.(googleapis|gstatic)\.com\/\S* net::ERR_FAILED$/,
    'a recruiter who must use single sign-on is refused a password sign-in':
      /^403 POST \/api\/authenticate\/login\/user$/,
    'the provider’s answer for another e-mail domain (403) and a tampered one (400)':
      /^40[03] POST \/api\/authenticate\/oidc\/callback$/,
  },
});

test('single sign-on: an admin sets up the provider; staff sign in, accounts are linked, refusals are explained, and logout ends the provider’s session', async ({
  page,
  actors,
  tenants,
}) => {
  const tenant = await tenants.create('Single Sign Co');
  await offline(page.context());
  const found: string[] = [];

  // A colleague invited before single sign-on: a confirmed address outside the allowed domain.
  const lea = { email: 'lea.lind@partner.test', password: 'lea-password-1' };
  await test.step('a recruiter joins by invitation, with a password', async () => {
    const admin = await new Api(tenant.slug).signIn(tenant.admin);
    await admin.request('POST', '/api/v1/admin/invitations', { email: lea.email, role: 'staff' });
    const token = await invitationToken(tenant.slug, lea.email);
    await new Api(tenant.slug).request('POST', '/api/authenticate/accept-invitation', {
      token,
      name: 'Lea Lind',
      password: lea.password,
    });
  });

  await test.step('the admin sets up the provider in the settings', async () => {
    await signIn(page, tenant, tenant.admin);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Single sign-on' });
    await expect(card.getByLabel('Redirect URI to register with the provider')).toHaveValue(
      `${e2eEnv.baseUrl}/`,
    );
    await card.getByLabel('Name on the sign-in button').fill('Corp SSO');
    await card.getByLabel('Issuer URL').fill(e2eEnv.oidcIssuer);
    await card.getByLabel('Client ID').fill('erecruit');
    await card.getByLabel('Client secret').fill('test-secret');
    await card.getByLabel('E-mail domains that get an account').fill('corp.test');
    await card.getByLabel('Role of new accounts').selectOption({ label: 'Recruiter' });
    const staffMustUse = card.getByRole('switch', {
      name: 'Recruiters must sign in with single sign-on',
    });
    await staffMustUse.click();
    await expect(staffMustUse).toBeChecked();
    await card.getByRole('button', { name: 'Save single sign-on' }).click();
    await expect(card.getByText('The single sign-on settings have been saved.')).toBeVisible();
    await expect(card.getByLabel('Client secret')).toHaveValue('');
    await expect(
      card.getByText('A secret is stored. Leave the field empty to keep it.'),
    ).toBeVisible();
    found.push(
      ...(await seriousViolations(page, '/settings single sign-on card', {
        include: 'section[aria-labelledby="sso-settings-title"]',
      })),
    );

    // A session signed in with a password ends here only.
    const menu = await openUserMenu(page);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
  });

  await test.step('a new recruiter of the allowed domain signs in through the provider', async () => {
    await visit(page, tenant, '/login');
    await expect(page.getByRole('button', { name: 'Sign in with Corp SSO' })).toBeVisible();
    found.push(...(await seriousViolations(page, '/login with single sign-on')));
    await page.getByRole('button', { name: 'Sign in with Corp SSO' }).click();
    await signInAtProvider(page, 'someone@corp.test');
    await expectSignedInAs(page, 'someone@corp.test', 'staff');
  });

  await test.step('Log Out ends the session here and at the provider, which sends the browser back', async () => {
    const menu = await openUserMenu(page);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    const { local } = await readStorage(page);
    expect(local.token).toBeUndefined();
  });

  await test.step('a recruiter who must use single sign-on is pointed to it, and their account is linked', async () => {
    await visit(page, tenant, '/login');
    await page.getByLabel('Email').fill(lea.email);
    await page.getByLabel('Password').fill(lea.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please sign in with your organisation’s single sign-on.',
    );
    const sso = page.getByRole('button', { name: 'Sign in with Corp SSO' });
    await expect(sso).toBeFocused();
    await sso.click();
    // The provider's session ended with the logout: it asks who signs in again.
    await signInAtProvider(page, lea.email);
    await expectSignedInAs(page, lea.email, 'staff');
  });

  const stranger = await actors.open('stranger');
  await offline(stranger.context);
  await test.step('an address of another domain is refused, with the reason and the ways on', async () => {
    await startAtLogin(stranger.page, tenant);
    await signInAtProvider(stranger.page, 'pat@elsewhere.test');
    await expect(stranger.page).toHaveURL('/pages/single-sign-on');
    await expect(
      stranger.page.getByRole('heading', { level: 1, name: 'The sign-in did not work' }),
    ).toBeVisible();
    await expect(stranger.page.getByRole('alert')).toHaveText(
      'Accounts of your e-mail domain cannot sign in here.',
    );
    await expect(stranger.page.getByRole('button', { name: 'Try again' })).toBeFocused();
    found.push(...(await seriousViolations(stranger.page, '/pages/single-sign-on refused')));
    await stranger.page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(stranger.page).toHaveURL('/login');
    await expect(stranger.page.getByLabel('Password')).toBeVisible();
  });

  await test.step('a tampered answer is refused and never stays in the address bar', async () => {
    await stranger.page.goto('/?code=x&state=tampered');
    await expect(stranger.page.getByRole('alert')).toHaveText(
      'This sign-in link has expired or was already used. Please start again.',
    );
    await expect(stranger.page).toHaveURL('/pages/single-sign-on');
    const { local } = await readStorage(stranger.page);
    expect(local.token).toBeUndefined();
    // A reload has nothing left to send.
    await stranger.page.reload();
    await expect(stranger.page).toHaveURL('/login');
  });

  expect(found, found.join('\n')).toEqual([]);
});
