// Takes screenshots of the shell in a real Chromium (Debian's /usr/bin/chromium) against a
// running site: `node scripts/screenshots.mjs [base-url]` (default http://127.0.0.1:8080, i.e.
// `make run`). Signs in with the demo tenant's users. Not part of `npm run check`.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const outDir = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });

const users = {
  applicant: 'applicant@demo.test',
  admin: 'admin@demo.test',
};
const password = process.env.DEMO_PASSWORD ?? 'demo-password-1';

const scenarios = [
  { name: 'visitor-1280-en-light', width: 1280, locale: 'en', theme: 'light' },
  { name: 'login-1280-en-light', width: 1280, locale: 'en', theme: 'light', path: '/login' },
  { name: 'login-1000-de-dark', width: 1000, locale: 'de', theme: 'dark', path: '/login' },
  { name: 'applicant-1280-en-light', width: 1280, locale: 'en', theme: 'light', as: 'applicant' },
  { name: 'applicant-1280-de-dark', width: 1280, locale: 'de', theme: 'dark', as: 'applicant' },
  { name: 'applicant-1000-en-light', width: 1000, locale: 'en', theme: 'light', as: 'applicant' },
  { name: 'applicant-1000-de-dark', width: 1000, locale: 'de', theme: 'dark', as: 'applicant' },
  {
    name: 'applicant-1000-fr-semidark',
    width: 1000,
    locale: 'fr',
    theme: 'semi-dark',
    as: 'applicant',
  },
  { name: 'admin-1280-en-light', width: 1280, locale: 'en', theme: 'light', as: 'admin' },
  { name: 'admin-1000-de-dark', width: 1000, locale: 'de', theme: 'dark', as: 'admin' },
  {
    name: 'applicant-1280-pt-rtl',
    width: 1280,
    locale: 'pt',
    theme: 'light',
    as: 'applicant',
    direction: 'rtl',
  },
  {
    name: 'applicant-1000-pt-rtl-semidark',
    width: 1000,
    locale: 'pt',
    theme: 'semi-dark',
    as: 'applicant',
    direction: 'rtl',
  },
  {
    name: 'applicant-800-en-menu-open',
    width: 800,
    locale: 'en',
    theme: 'light',
    as: 'applicant',
    openMenu: true,
  },
  {
    name: 'applicant-1280-en-jobs-menu',
    width: 1280,
    locale: 'en',
    theme: 'light',
    as: 'applicant',
    jobsMenu: true,
  },
  {
    name: 'applicant-1280-en-user-menu',
    width: 1280,
    locale: 'en',
    theme: 'light',
    as: 'applicant',
    userMenu: true,
  },
  {
    name: 'admin-1280-en-static-footer-sticky',
    width: 1280,
    locale: 'en',
    theme: 'light',
    as: 'admin',
    customizer: { navbarType: 'static', footerType: 'sticky', menuTheme: 'success' },
  },
  {
    name: 'admin-1000-en-navbar-danger-collapsed',
    width: 1000,
    locale: 'en',
    theme: 'light',
    as: 'admin',
    customizer: { navbarColor: 'danger', navbarType: 'sticky', sidebarCollapsed: true },
  },
  {
    name: 'admin-1280-de-navbar-primary-scrolled',
    width: 1280,
    locale: 'de',
    theme: 'dark',
    as: 'admin',
    height: 500,
    scroll: 200,
    customizer: { navbarColor: 'primary' },
  },
  {
    name: 'change-password-1280-en-light',
    width: 1280,
    locale: 'en',
    theme: 'light',
    as: 'applicant',
    path: '/change-password',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

let failures = 0;
for (const scenario of scenarios) {
  const context = await browser.newContext({
    viewport: { width: scenario.width, height: scenario.height ?? 800 },
  });
  const settings = {
    customizer: {
      state: {
        theme: scenario.theme,
        direction: scenario.direction ?? 'ltr',
        ...scenario.customizer,
      },
      version: 1,
    },
    locale: { state: { locale: scenario.locale, chosen: true }, version: 0 },
  };
  await context.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
  }, settings);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  if (scenario.as) {
    await page.goto(`${base}/login`);
    await page.locator('#login-email').fill(users[scenario.as]);
    await page.locator('#login-password').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`${base}/`);
  }
  await page.goto(`${base}${scenario.path ?? '/'}`);
  await page.waitForLoadState('networkidle');
  if (scenario.openMenu) await page.getByRole('button', { name: 'Open menu' }).click();
  if (scenario.userMenu) await page.locator('.user-toggle').click();
  // Shown only once the applicant has a profile (person ≠ 0).
  if (scenario.jobsMenu) await page.locator('.app-hmenu .dropdown-toggle').first().click();
  if (scenario.scroll) {
    // Enough content to scroll, so the navbar's scrolled style and scroll-to-top show.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '2000px';
      document.querySelector('main')?.append(filler);
    });
    await page.evaluate((y) => window.scrollTo(0, y), scenario.scroll);
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}${scenario.name}.png` });

  const layout = await page.evaluate(() => ({
    horizontal: Boolean(document.querySelector('[data-testid="layout-horizontal"]')),
    vertical: Boolean(document.querySelector('[data-testid="layout-vertical"]')),
    theme: document.documentElement.dataset.bsTheme,
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    storage: Object.keys(localStorage).sort().join(','),
  }));
  // 404s of the person lookup are expected while a user has no profile photo.
  const real = problems.filter((text) => !text.includes('404'));
  if (real.length > 0) failures += 1;
  console.log(
    scenario.name,
    JSON.stringify(layout),
    real.length ? `ERRORS: ${real.join(' | ')}` : '',
  );
  await context.close();
}
await browser.close();
process.exit(failures > 0 ? 1 : 0);
