import { readFileSync } from 'node:fs';
import type { Page, ViewportSize } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { Api } from '../support/api';
import { signIn, visit } from '../support/app';
import type { Locale } from '../support/catalogs';
import { type Actors, expect, test } from '../support/fixtures';
import { type Tenant, createTenant, deleteTenant, demoUsers } from '../support/tenants';

type Role = 'visitor' | 'applicant' | 'staff' | 'admin';

/** The demo data's records that the addresses with a parameter open, as one role sees them. */
interface Ids {
  vacancy: number;
  /** A vacancy with applications, for its pipeline. */
  pipeline: number;
  application: number;
  user: string;
  /** A message the role sent (the demo admin's inbox is empty), and a chat contact of theirs. */
  mail: number;
  contact: string;
  tag: string;
  /** An interview of the demo admin's, with scorecards (the demo's past rounds). */
  interview: number;
  topic: string;
  article: string;
}

interface SweptRoute {
  /** The route as routes.tsx spells it (a nested one with its parent's path). */
  route: string;
  roles: readonly Role[];
  /** The addresses opened; the route itself when it has no parameters. */
  at?: (ids: Ids) => string[];
}

const RECRUITERS = ['staff', 'admin'] as const;
const SIGNED_IN = ['applicant', 'staff', 'admin'] as const;

/**
 * Every page of the router (src/app/router/routes.tsx) and the roles it is checked for: each
 * role's own pages, the careers site's public pages as a visitor. A page another role is refused
 * (RequirePermission sends it to /misc/not-authorized) is checked once, as that page.
 */
const SWEPT: readonly SweptRoute[] = [
  { route: '/', roles: ['visitor', ...SIGNED_IN] },
  { route: '/login', roles: ['visitor'] },
  { route: '/register', roles: ['visitor'] },
  { route: '/pages/forgot-password', roles: ['visitor'] },
  // Without their token these two say the link is not valid, and where to go instead.
  { route: '/pages/reset-password', roles: ['visitor'] },
  { route: '/pages/accept-invitation', roles: ['visitor'] },
  { route: '/misc/not-authorized', roles: ['visitor'] },
  { route: '/misc/error/404', roles: ['visitor'] },
  { route: '/misc/error/500', roles: ['visitor'] },
  { route: '/misc/maintenance', roles: ['visitor'] },
  { route: '/misc/coming-soon', roles: ['visitor'] },
  { route: '*', roles: ['visitor'], at: () => ['/no-such-page'] },
  {
    route: '/job-vacancy-list/:category',
    roles: ['visitor'],
    at: () =>
      ['fresh-graduate', 'experienced-hire', 'internship'].map((c) => `/job-vacancy-list/${c}`),
  },
  { route: '/job-vacancy', roles: ['visitor'] },
  {
    route: '/job-vacancy/:id',
    roles: ['visitor', 'applicant'],
    at: (ids) => [`/job-vacancy/${ids.vacancy}`],
  },
  // Without a token: the link is not valid.
  { route: '/job-alerts/confirm', roles: ['visitor'] },
  { route: '/job-alerts/manage', roles: ['visitor'] },
  {
    route: '/job-vacancy/:id/apply',
    roles: ['applicant'],
    at: (ids) => [`/job-vacancy/${ids.vacancy}/apply`],
  },
  { route: '/job-vacancy-setting', roles: RECRUITERS },
  { route: '/job-vacancy-setting/import', roles: RECRUITERS },
  {
    route: '/job-vacancy-setting/:id/applications',
    roles: RECRUITERS,
    at: (ids) => [`/job-vacancy-setting/${ids.pipeline}/applications`],
  },
  { route: '/applications', roles: RECRUITERS },
  {
    route: '/job-vacancy-setting/applications/:applicationId',
    roles: RECRUITERS,
    at: (ids) => [`/job-vacancy-setting/applications/${ids.application}`],
  },
  { route: '/settings', roles: ['admin'] },
  { route: '/app/user/list', roles: ['admin'] },
  { route: '/app/user/view/:id', roles: ['admin'], at: (ids) => [`/app/user/view/${ids.user}`] },
  { route: '/app/user/edit/:id', roles: ['admin'], at: (ids) => [`/app/user/edit/${ids.user}`] },
  { route: '/job-vacancy-setting/new', roles: ['admin'] },
  {
    route: '/job-vacancy-setting/:id/edit',
    roles: ['admin'],
    at: (ids) => [`/job-vacancy-setting/${ids.pipeline}/edit`],
  },
  { route: '/my-profile', roles: ['applicant', 'staff'] },
  { route: '/my-application', roles: ['applicant', 'staff'] },
  { route: '/change-password', roles: SIGNED_IN },
  { route: '/pages/account-settings', roles: SIGNED_IN },
  // The six folder views are one page that follows the address: the inbox stands for them.
  { route: '/email/:view', roles: SIGNED_IN, at: () => ['/email/inbox'] },
  { route: '/email/label/:label', roles: SIGNED_IN, at: () => ['/email/label/important'] },
  { route: '/email/message/:id', roles: SIGNED_IN, at: (ids) => [`/email/message/${ids.mail}`] },
  { route: '/chat/:contactId?', roles: SIGNED_IN, at: (ids) => ['/chat', `/chat/${ids.contact}`] },
  { route: '/calendar', roles: RECRUITERS },
  {
    route: '/scorecards/:eventId',
    roles: RECRUITERS,
    at: (ids) => [`/scorecards/${ids.interview}`],
  },
  // All time: the demo's past interviews, with submitted scorecards, fill its interviewers' table.
  {
    route: '/scorecards/calibration',
    roles: ['admin'],
    at: () => ['/scorecards/calibration?period=all'],
  },
  // The five views are one page that follows the address: all tasks stand for them.
  { route: '/todo/:view', roles: RECRUITERS, at: () => ['/todo/all'] },
  {
    route: '/todo/tag/:tag',
    roles: RECRUITERS,
    at: (ids) => [`/todo/tag/${encodeURIComponent(ids.tag)}`],
  },
  { route: '/pages/search', roles: SIGNED_IN, at: () => ['/pages/search?q=an'] },
  { route: '/pages/bookmarks', roles: SIGNED_IN },
  { route: '/pages/faq', roles: ['visitor'] },
  {
    route: '/pages/knowledge-base/:category?/:article?',
    roles: ['visitor'],
    at: (ids) => [
      '/pages/knowledge-base',
      `/pages/knowledge-base/${ids.topic}`,
      `/pages/knowledge-base/${ids.topic}/${ids.article}`,
    ],
  },
  { route: '/admin/help', roles: ['admin'] },
  { route: '/admin/hiring', roles: ['admin'] },
  { route: '/admin/integrations', roles: ['admin'] },
  { route: '/admin/automations', roles: ['admin'] },
  { route: '/admin/scheduling', roles: ['admin'] },
];

/** The router's pages the sweep leaves to other journeys, and why. */
const NOT_SWEPT: Readonly<Record<string, string>> = {
  '/pages/lock-screen': 'only a locked session is shown it; auth.e2e.ts checks it with axe',
  '/pages/single-sign-on': 'the end of a sign-in with the identity provider; sso.e2e.ts',
  '/users': 'a redirect to /app/user/list',
  '/email': 'the mail app’s frame, around its views; its own address redirects to /email/inbox',
  '/todo': 'the To-do app’s frame, around its views; its own address redirects to /todo/all',
  '/schedule/:token':
    'a candidate’s link needs the token a request for interview times makes; scheduling.e2e.ts checks the page it opens with axe',
  '/pages/invoice/:offerId':
    'the demo data has no offer yet (an unknown one shows no page heading); offers.e2e.ts checks the printable offer it makes with axe',
};

/** A setting the pages are checked in: theme, language and window. */
interface Setting {
  name: string;
  theme: 'light' | 'dark';
  locale: Locale;
  viewport: ViewportSize;
  /**
   * Which of a role's pages (by their place in its list) it checks. Every page is checked in the
   * first setting and in one of the other two, alternately: each theme, language and window still
   * meets every kind of page (the pages of a role share their components), in two thirds of the
   * time three full sweeps took.
   */
  checks: (index: number) => boolean;
}

const SETTINGS: readonly Setting[] = [
  {
    name: 'light, English, desktop',
    theme: 'light',
    locale: 'en',
    viewport: { width: 1280, height: 900 },
    checks: () => true,
  },
  {
    name: 'dark, German, desktop',
    theme: 'dark',
    locale: 'de',
    viewport: { width: 1280, height: 900 },
    checks: (index) => index % 2 === 0,
  },
  {
    name: 'light, Portuguese, 390 px',
    theme: 'light',
    locale: 'pt',
    viewport: { width: 390, height: 844 },
    checks: (index) => index % 2 === 1,
  },
];

const ROLES: readonly Role[] = ['visitor', 'applicant', 'staff', 'admin'];

/** Browsers a role's sweep runs at once: most of a check is waiting for the page to settle. */
const LANES = 2;

/** The demo users the roles sign in as (the demo admin, who has mail and chats of their own). */
const CREDENTIALS = {
  applicant: demoUsers.applicant,
  staff: demoUsers.staff,
  admin: demoUsers.admin,
} as const;

/** The addresses a role's sweep opens, in the table's order. */
function addressesFor(role: Role, ids: Ids): string[] {
  return SWEPT.filter((entry) => entry.roles.includes(role)).flatMap((entry) =>
    entry.at ? entry.at(ids) : [entry.route],
  );
}

/** The first item of a list the demo data fills, or a failure naming the list. */
function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the demo data has no ${what}`);
  return item;
}

/** The records each role's parameterised pages open, read through the API. */
async function demoIds(tenant: Tenant, role: Role): Promise<Ids> {
  const visitor = new Api(tenant.slug);
  const admin = await visitor.signIn(demoUsers.admin);
  const own = role === 'visitor' ? admin : await visitor.signIn(CREDENTIALS[role]);
  const [vacancies, applications, users, mail, chats, tags, articles, scorecards] =
    await Promise.all([
      visitor.request<{ data: { id: number }[] }>('GET', '/api/v1/vacancies?perPage=1'),
      admin.request<{ data: { id: number; vacancyId: number }[] }>(
        'GET',
        '/api/v1/admin/applications?perPage=1',
      ),
      admin.request<{ data: { id: string }[] }>('GET', '/api/v1/admin/users?perPage=1'),
      own.request<{ data: { id: number }[] }>('GET', '/api/v1/mail?folder=sent&perPage=1'),
      own.request<{ contact: { id: string } }[]>('GET', '/api/v1/chat/chats'),
      admin.request<{ name: string }[]>('GET', '/api/v1/admin/task-tags'),
      visitor.request<{ items: { category: string; slug: string }[] }>(
        'GET',
        '/api/v1/help/articles?lang=en',
      ),
      admin.request<{ eventId: number }[]>('GET', '/api/v1/scorecards'),
    ]);
  const application = first(applications.data, 'application');
  const article = first(articles.items, 'help article');
  return {
    vacancy: first(vacancies.data, 'published vacancy').id,
    pipeline: application.vacancyId,
    application: application.id,
    user: first(users.data, 'user').id,
    mail: first(mail.data, `mail for the ${role}`).id,
    contact: first(chats, `chat for the ${role}`).contact.id,
    tag: first(tags, 'task tag').name,
    interview: first(scorecards, 'interview of the admin').eventId,
    topic: article.category,
    article: article.slug,
  };
}

/**
 * Opens `address` the way the app's own links do, without loading the app again: the router
 * follows the history (a `popstate`), and `seriousViolations` waits for the page to come to rest.
 */
async function navigate(page: Page, address: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * A browser for `role` in `setting`: the theme as the customizer stores it, signed in, the
 * language chosen.
 */
async function openAs(
  actors: Actors,
  tenant: Tenant,
  role: Role,
  setting: Setting,
  name: string,
): Promise<Page> {
  const { page, context } = await actors.open(name, { viewport: setting.viewport });
  await context.addInitScript((theme) => {
    if (!localStorage.getItem('customizer')) {
      localStorage.setItem('customizer', JSON.stringify({ state: { theme }, version: 1 }));
    }
  }, setting.theme);
  if (role === 'visitor') await visit(page, tenant, '/');
  else await signIn(page, tenant, CREDENTIALS[role]);
  // The language as the language menu keeps it: chosen, so it holds on every page.
  await page.evaluate((locale) => {
    localStorage.setItem('locale', JSON.stringify({ state: { locale, chosen: true }, version: 0 }));
  }, setting.locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', setting.locale);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', setting.theme);
  return page;
}

test.describe('accessibility sweep', () => {
  let tenant: Tenant;
  test.beforeAll(async () => {
    tenant = await createTenant('Access Ability', { seed: true });
  });
  test.afterAll(async () => {
    await deleteTenant(tenant.slug);
  });

  for (const setting of SETTINGS) {
    for (const role of ROLES) {
      test(`accessibility (${setting.name}): no serious or critical axe violations on the ${role}’s pages`, async ({
        actors,
      }) => {
        const ids = await demoIds(tenant, role);
        const addresses = addressesFor(role, ids).filter((_, index) => setting.checks(index));
        // Two browsers share the pages: one is checked while the other comes to rest.
        const lanes = await Promise.all(
          Array.from({ length: LANES }, async (_, lane) => {
            const page = await openAs(actors, tenant, role, setting, `${role}-${lane + 1}`);
            const found: string[] = [];
            for (const address of addresses.filter((_, index) => index % LANES === lane)) {
              await navigate(page, address);
              const label = `${role} ${address} (${setting.name})`;
              found.push(...(await seriousViolations(page, label)));
            }
            return found;
          }),
        );
        const found = lanes.flat();
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }
});

test('accessibility: the sweep covers every page of the router', () => {
  const source = readFileSync(new URL('../../src/app/router/routes.tsx', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] ?? '');
  const covered = (path: string) =>
    path in NOT_SWEPT || SWEPT.some(({ route }) => route === path || route.endsWith(`/${path}`));
  expect(paths.length).toBeGreaterThan(30);
  expect(paths.filter((path) => !covered(path))).toEqual([]);
});
