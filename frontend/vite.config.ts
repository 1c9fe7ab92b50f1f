import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { type Plugin, loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
// The `.js` suffix names the TypeScript source (as TypeScript resolves it) and keeps Vite's config
// loader from warning about an extensionless import; eslint's node resolver does not map it.
// eslint-disable-next-line import/no-unresolved
import { parseEnv } from './src/config/env-schema.js';
// eslint-disable-next-line import/no-unresolved
import { compactFeatherIcon } from './src/lib/icons/compact-feather.js';

/**
 * Production builds ship the catalogs already parsed (ICU message ASTs), so the browser needs no
 * message parser: react-intl formats ASTs directly, and the parser is swapped for its no-parser
 * build below. A malformed message fails the build here instead of a page at run time. The parser
 * is a devDependency pinned to the exact version react-intl's intl-messageformat uses, so the ASTs
 * built here are the ones the runtime expects (and npm keeps one copy).
 */
function precompiledCatalogs(): Plugin {
  return {
    name: 'erecruit:precompiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      // The core catalogs (src/locales) and each feature's own (src/features/<name>/locales).
      if (!/[\\/]src[\\/](features[\\/][\w-]+[\\/])?locales[\\/][a-z]+\.json$/.test(id)) {
        return null;
      }
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

/**
 * Builds make each react-feather icon data for one shared component (src/lib/icons/feather-icon.ts)
 * instead of react-feather's module, which repeats Babel's helpers and propTypes (unused by React
 * 19) in every icon: a page with a few icons of its own saved a kilobyte or more, gzipped. The
 * <svg> is the same (feather-icon.test.tsx compares every icon); a module of another shape stops
 * the build.
 */
function compactIcons(): Plugin {
  const factory = fileURLToPath(new URL('./src/lib/icons/feather-icon.ts', import.meta.url));
  return {
    name: 'erecruit:compact-icons',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-feather[\\/]dist[\\/]icons[\\/][\w-]+\.js$/.test(id)) return null;
      const icon = compactFeatherIcon(code);
      if (!icon) this.error(`${id}: not of the shape erecruit:compact-icons reads`);
      return {
        code: [
          `import { featherIcon } from ${JSON.stringify(factory)};`,
          `export default featherIcon(${JSON.stringify(icon.name)}, ${JSON.stringify(icon.nodes)});`,
        ].join('\n'),
        map: null,
      };
    },
  };
}

/** Where Redoc's footer takes its logo from: another site, which the page's CSP refuses. */
const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
/** An empty image in its place (the page allows `data:` images): no refused request, no error. */
const NO_LOGO = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>";

/**
 * The API reference page (/api/docs, served by the server) shows the OpenAPI document with Redoc's
 * standalone viewer, taken from the `redoc` package so that the page works without reaching any
 * other site: the bundle is copied to `dist/api-docs/`, with its license notice next to it, with
 * one change: the footer's logo no longer comes from Redoc's CDN. It is not part of the app;
 * scripts/bundle-budget.mjs leaves the folder out.
 */
function apiDocsViewer(): Plugin {
  return {
    name: 'erecruit:api-docs-viewer',
    apply: 'build',
    generateBundle() {
      const bundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
      const viewer = readFileSync(bundle, 'utf8');
      // A new Redoc that moved its logo must be looked at, not shipped with a refused request.
      if (!viewer.includes(REDOC_LOGO)) this.error(`${bundle} no longer names ${REDOC_LOGO}`);
      this.emitFile({
        type: 'asset',
        fileName: `api-docs/${basename(bundle)}`,
        source: viewer.replaceAll(REDOC_LOGO, NO_LOGO),
      });
      const license = `${bundle}.LICENSE.txt`;
      if (existsSync(license)) {
        this.emitFile({
          type: 'asset',
          fileName: `api-docs/${basename(license)}`,
          source: readFileSync(license),
        });
      }
    },
  };
}

/**
 * Vitest's two projects: test files share their worker's modules and DOM environment, except the
 * files that replace a module with `vi.mock`, found by reading them, which must load the modules
 * that import it afresh. Only for `vitest` (mode `test`): builds and the dev server read no tests.
 */
function unitTestProjects() {
  const mocking = readdirSync(new URL('./src', import.meta.url), {
    recursive: true,
    encoding: 'utf8',
  })
    .map((file) => `src/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(new URL(file, import.meta.url), 'utf8').includes('vi.mock('));
  const shared = {
    name: 'shared',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: mocking,
    isolate: false,
  };
  return [
    { extends: true as const, test: shared },
    ...(mocking.length
      ? [{ extends: true as const, test: { name: 'isolated', include: mocking } }]
      : []),
  ];
}

const apiTarget = process.env.ERECRUIT_API ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), precompiledCatalogs(), compactIcons(), apiDocsViewer()],
  // The variables are checked here, once: a bad one stops the build with every problem named.
  define: { __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            // react-router's package exports name only its development build, whose dev warnings
            // (ENABLE_DEV_WARNINGS, the only difference) every page would download; builds take
            // its production build, shipped next to it. Dev server and tests keep the warnings.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      // The browser talks to Vite only; Vite forwards the API so cookies stay same-origin.
      // `ws`: the chat socket (`/api/v1/chat/ws`) goes the same way; the Host stays the page's, so
      // the server's Origin check sees one site.
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by scripts/bundle-budget.mjs (`npm run budget`).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: { include: [/bootstrap\.(rtl\.)?min\.css/] },
    restoreMocks: true,
    // A whole journey through several lazily loaded pages; generous for a shared, busy machine.
    testTimeout: 20_000,
    // Sharing modules between files (see `unitTestProjects`) halved the run: loading them afresh
    // per file was over half of it. Every test starts from the state the setup file resets
    // (stores, storage, request handlers).
    pool: 'threads',
    projects: mode === 'test' ? unitTestProjects() : undefined,
  },
}));
