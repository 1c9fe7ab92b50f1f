// Takes screenshots of the shell and the product pages in a real Chromium (Debian's
// /usr/bin/chromium) against a running site: `node scripts/screenshots.mjs [base-url]` (default
// http://127.0.0.1:8080, i.e. `make run`). Signs in with the demo tenant's users (seed-demo).
// Each page is also checked: no console errors, nothing wider than the window, and in de/fr/pt no
// interface text left in English. Not part of `npm run check`.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const outDir = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });

const users = {
  applicant: 'applicant@demo.test',
  staff: 'staff@demo.test',
  admin: 'admin@demo.test',
};

/** Demo data that happens to equal an interface text (a vacancy's location "Remote"). */
const DATA_TEXTS = new Set(['Remote']);

const catalog = (locale) =>
  JSON.parse(readFileSync(new URL(`../src/locales/${locale}.json`, import.meta.url), 'utf8'));
const english = catalog('en');
/** Interface texts that differ in `locale`: seeing one of them on its page means a missed string. */
function englishOnlyTexts(locale) {
  const translated = catalog(locale);
  return new Set(
    Object.entries(english)
      .filter(([key, text]) => translated[key] !== text && !text.includes('{'))
      .map(([, text]) => text),
  );
}
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
  // Product pages at phone width, in every language and theme, and in RTL.
  {
    name: 'list-360-pt-rtl',
    width: 360,
    locale: 'pt',
    theme: 'light',
    direction: 'rtl',
    path: '/job-vacancy-list/internship',
  },
  { name: 'detail-360-de-dark', width: 360, locale: 'de', theme: 'dark', path: '/job-vacancy/11' },
  { name: 'home-360-fr-light', width: 360, locale: 'fr', theme: 'light', path: '/' },
  {
    name: 'applied-360-fr-light',
    width: 360,
    locale: 'fr',
    theme: 'light',
    as: 'applicant',
    path: '/job-vacancy/1',
  },
  {
    name: 'apply-360-fr-semidark',
    width: 360,
    locale: 'fr',
    theme: 'semi-dark',
    as: 'applicant',
    path: '/job-vacancy/11/apply',
  },
  {
    name: 'profile-360-pt-dark',
    width: 360,
    locale: 'pt',
    theme: 'dark',
    as: 'applicant',
    path: '/my-profile',
  },
  {
    name: 'applications-360-de-light',
    width: 360,
    locale: 'de',
    theme: 'light',
    as: 'applicant',
    path: '/my-application',
  },
  {
    name: 'change-password-360-pt-hints',
    width: 360,
    locale: 'pt',
    theme: 'light',
    as: 'applicant',
    path: '/change-password',
    type: { '#new-password': 'Analytical-Engine-1843' },
  },
  {
    name: 'vacancies-360-de-dark',
    width: 360,
    locale: 'de',
    theme: 'dark',
    as: 'admin',
    path: '/job-vacancy-setting',
  },
  {
    name: 'vacancy-form-360-fr-light',
    width: 360,
    locale: 'fr',
    theme: 'light',
    as: 'admin',
    path: '/job-vacancy-setting/11/edit',
  },
  {
    name: 'pipeline-1280-pt-light',
    width: 1280,
    locale: 'pt',
    theme: 'light',
    as: 'admin',
    path: '/job-vacancy-setting/1/applications',
  },
  {
    name: 'users-360-en-dark',
    width: 360,
    locale: 'en',
    theme: 'dark',
    as: 'admin',
    path: '/app/user/list',
  },
  {
    name: 'settings-1280-de-light',
    width: 1280,
    locale: 'de',
    theme: 'light',
    as: 'admin',
    path: '/settings',
  },
  {
    name: 'staff-1000-de-semidark',
    width: 1000,
    locale: 'de',
    theme: 'semi-dark',
    as: 'staff',
    path: '/job-vacancy-setting',
  },
  {
    name: 'staff-application-360-fr-dark',
    width: 360,
    locale: 'fr',
    theme: 'dark',
    as: 'staff',
    path: '/job-vacancy-setting/applications/1',
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

/** `ONLY=<regex>` takes the scenarios whose name matches. */
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;

let failures = 0;
for (const scenario of scenarios.filter(({ name }) => !only || only.test(name))) {
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
  for (const [selector, text] of Object.entries(scenario.type ?? {})) {
    await page.locator(selector).fill(text);
  }
  await page.waitForTimeout(400);
  await page.screenshot({
    path: `${outDir}${scenario.name}.png`,
    fullPage: Boolean(scenario.path),
  });

  // Wider than the window: what sticks out, unless it sits in its own scroller (tables) or in the
  // closed overlay menu (inert, off screen by design).
  const tooWide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (/(auto|scroll|hidden)/.test(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('[inert]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && !scrolls(element);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
  if (tooWide.length > 0) problems.push(`wider than the window: ${tooWide.join(', ')}`);
  if (scenario.locale !== 'en') {
    const missed = englishOnlyTexts(scenario.locale);
    const shown = await page.evaluate(() => {
      const texts = new Set();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        // What recruiters wrote (Markdown) is content, not interface.
        if (!walker.currentNode.parentElement?.closest('.markdown')) {
          texts.add(walker.currentNode.textContent.trim());
        }
      }
      for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.add(value.trim());
        }
      }
      return [...texts];
    });
    const english = shown.filter((text) => missed.has(text) && !DATA_TEXTS.has(text));
    if (english.length > 0) problems.push(`still in English: ${english.join(' / ')}`);
  }

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
