// Builds nothing itself: reads the Vite manifest of the last build (dist/.vite/manifest.json),
// prints each JavaScript chunk's gzipped size and the JavaScript each route needs before its first
// paint, and fails when a careers page is over the budget.
//
// A route's initial JavaScript = the entry and its static imports (the shell), the route's own
// lazily loaded page chunks with their static imports, and the largest language catalog (a page
// shows one; the largest is the worst case).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The limit for the careers pages, gzipped KB. The shell carries what a visitor needs; what only a
 * signed-in user sees (the menus, the search, the user's dropdown, the chat socket) is fetched
 * once someone signs in (src/app/layouts/signed-in.tsx, src/app/AppShell.tsx).
 */
const LIMIT_KB = Number(process.env.BUNDLE_LIMIT_KB ?? 150);

/** The signed-in pages' loaders: a chunk a `signedIn` route fetches before its page's. */
const SIGNED_IN_PAGES = 'src/app/router/signed-in-pages.ts';

/**
 * Each route and the modules its page loads lazily (see src/app/router/routes.tsx, the pages it
 * composes in src/app/router/pages/, and src/app/router/HomeSwitch.tsx). `budget` marks the
 * careers pages the limit applies to; `signedIn` pages are loaded through SIGNED_IN_PAGES.
 */
const ROUTES = [
  {
    route: '/job-vacancy-list/*',
    pages: ['src/app/router/pages/VacancyCategoryPage.tsx'],
    budget: true,
  },
  {
    route: '/job-vacancy',
    pages: ['src/app/router/pages/JobVacancyPage.tsx'],
    budget: true,
  },
  {
    route: '/job-vacancy/:id',
    pages: ['src/features/vacancies/routes/VacancyDetailRoute.tsx'],
    budget: true,
  },
  {
    route: '/ (visitor, applicant)',
    pages: ['src/features/vacancies/routes/CareersHomeRoute.tsx'],
    budget: true,
  },
  {
    // The charts (Chart.js) arrive just after the dashboard's first paint; counted here anyway.
    route: '/ (admin dashboard)',
    pages: [
      'src/app/router/pages/DashboardPage.tsx',
      'src/features/dashboard/components/ChartCanvas.tsx',
    ],
    signedIn: true,
  },
  { route: '/login', pages: ['src/app/router/pages/LoginPage.tsx'], budget: true },
  { route: '/register', pages: ['src/features/auth/routes/RegisterRoute.tsx'], budget: true },
  {
    route: '/pages/forgot-password',
    pages: ['src/features/auth/routes/ForgotPasswordRoute.tsx'],
  },
  { route: '/pages/reset-password', pages: ['src/features/auth/routes/ResetPasswordRoute.tsx'] },
  {
    route: '/job-vacancy/:id/apply',
    pages: ['src/app/router/pages/ApplyPage.tsx'],
    signedIn: true,
  },
  {
    route: '/my-profile',
    pages: ['src/features/profiles/routes/MyProfileRoute.tsx'],
    signedIn: true,
  },
  {
    route: '/my-application',
    pages: ['src/app/router/pages/MyApplicationPage.tsx'],
    signedIn: true,
  },
  {
    route: '/change-password',
    pages: ['src/features/account/routes/ChangePasswordRoute.tsx'],
    signedIn: true,
  },
  {
    route: '/job-vacancy-setting',
    pages: ['src/app/router/pages/JobVacancySettingPage.tsx'],
    signedIn: true,
  },
  {
    route: '/job-vacancy-setting/new, /:id/edit',
    pages: ['src/app/router/pages/VacancyEditorPage.tsx'],
    signedIn: true,
  },
  {
    route: '/job-vacancy-setting/:id/applications',
    pages: ['src/app/router/pages/PipelinePage.tsx'],
    signedIn: true,
  },
  {
    route: '/job-vacancy-setting/applications/:id',
    pages: ['src/app/router/pages/ApplicationDetailPage.tsx'],
    signedIn: true,
  },
  { route: '/email/*', pages: ['src/features/messages/routes/MessagesRoutes.tsx'], signedIn: true },
  { route: '/chat/*', pages: ['src/features/chat/routes/ChatRoute.tsx'], signedIn: true },
  { route: '/calendar', pages: ['src/features/calendar/routes/CalendarRoute.tsx'], signedIn: true },
  { route: '/todo/*', pages: ['src/features/tasks/routes/TasksRoutes.tsx'], signedIn: true },
  { route: '/app/user/*', pages: ['src/features/settings/routes/UsersRoute.tsx'], signedIn: true },
  {
    route: '/pages/accept-invitation',
    pages: ['src/features/auth/routes/AcceptInvitationRoute.tsx'],
  },
  { route: '/settings', pages: ['src/app/router/pages/SettingsPage.tsx'], signedIn: true },
  {
    route: '/job-alerts/confirm, /job-alerts/manage',
    pages: ['src/features/job-alerts/routes/JobAlertRoutes.tsx'],
  },
  { route: '/pages/search', pages: ['src/app/router/pages/SearchPage.tsx'], signedIn: true },
  { route: '/pages/bookmarks', pages: ['src/app/router/pages/BookmarksPage.tsx'], signedIn: true },
  {
    route: '/pages/faq, /pages/knowledge-base/*',
    pages: ['src/features/help/routes/HelpRoutes.tsx'],
    budget: true,
  },
  { route: '/admin/help', pages: ['src/features/help/routes/HelpAdminRoute.tsx'], signedIn: true },
  {
    route: '/admin/integrations',
    pages: ['src/features/integrations/routes/IntegrationsRoute.tsx'],
    signedIn: true,
  },
];
const CATALOGS = ['en', 'de', 'fr', 'pt'].map((locale) => `src/locales/${locale}.json`);

const dist = new URL('../dist/', import.meta.url).pathname;
/**
 * dist/api-docs/ holds the API reference page's viewer (the `redoc` package's standalone bundle,
 * copied by vite.config.ts): the server's /api/docs loads it, no careers page does, so it never
 * counts against the app's budget.
 */
const isApiDocs = (file) => file.startsWith('api-docs/');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const kb = (value) => `${value.toFixed(1).padStart(6)} KB`;

function chunk(key) {
  const found = manifest[key];
  if (!found) {
    console.error(`bundle-budget: ${key} is not a chunk of the build; update ROUTES.`);
    process.exit(1);
  }
  return found;
}

/**
 * The manifest key of the chunk that holds a source module. A module of its own chunk is a key;
 * one merged into a group chunk (vite.config.ts `codeSplitting.groups`) is found through the
 * chunks' source maps.
 */
function chunkKeyOf(module) {
  if (manifest[module]) return module;
  const suffix = `/${module}`;
  for (const [key, entry] of Object.entries(manifest)) {
    // Vite's own chunks (its preload helper) have no source map and hold no module of ours.
    if (!entry.file.endsWith('.js') || !existsSync(join(dist, `${entry.file}.map`))) continue;
    const map = JSON.parse(readFileSync(join(dist, `${entry.file}.map`), 'utf8'));
    if (map.sources.some((source) => `/${source.replace(/^(\.\.\/)+/, '')}`.endsWith(suffix))) {
      return key;
    }
  }
  return chunk(module) && module;
}

/** A chunk and everything it imports statically: loaded together. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk(key).imports ?? []) withStaticImports(next, seen);
  return seen;
}

const jsKb = (keys) =>
  [...keys]
    .map((key) => chunk(key).file)
    .filter((file) => file.endsWith('.js') && !isApiDocs(file))
    .reduce((sum, file) => sum + gzipKb(file), 0);

console.log('Chunks (gzipped):');
const rows = Object.values(manifest)
  .filter((entry) => entry.file.endsWith('.js') && !isApiDocs(entry.file))
  .map((entry) => ({ file: entry.file, size: gzipKb(entry.file) }))
  .sort((a, b) => b.size - a.size);
for (const { file, size } of rows) console.log(`  ${kb(size)}  ${file}`);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const shell = withStaticImports(entry);
const catalogKb = Math.max(...CATALOGS.map((key) => jsKb([key])));
console.log(`\nShell (entry + static imports): ${kb(jsKb(shell))}`);
console.log(`Largest language catalog:       ${kb(catalogKb)}`);

console.log(
  `\nInitial JavaScript per route (shell + page + catalog), gzipped; limit ${LIMIT_KB} KB:`,
);
const over = [];
for (const { route, pages, budget, signedIn } of ROUTES) {
  const keys = new Set(shell);
  for (const page of signedIn ? [SIGNED_IN_PAGES, ...pages] : pages) {
    withStaticImports(chunkKeyOf(page), keys);
  }
  const total = jsKb(keys) + catalogKb;
  const pageOnly = total - jsKb(shell) - catalogKb;
  const mark = budget ? (total > LIMIT_KB ? '  OVER' : '  ok') : '';
  console.log(`  ${kb(total)}  (page ${kb(pageOnly).trim()})  ${route}${mark}`);
  if (budget && total > LIMIT_KB) over.push(`${route} ${total.toFixed(1)} KB`);
}

if (over.length > 0) {
  console.error(`\nBundle budget exceeded (limit ${LIMIT_KB} KB gzipped): ${over.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll careers pages are within ${LIMIT_KB} KB gzipped.`);
