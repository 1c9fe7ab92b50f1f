import { writeFile } from 'node:fs/promises';
import {
  type BrowserContext,
  type Page,
  type Request,
  type TestInfo,
  type ViewportSize,
  test as base,
} from '@playwright/test';
import { trackTraffic } from './settle';
import { type Tenant, createTenant, deleteTenant } from './tenants';

export interface Actor {
  name: string;
  context: BrowserContext;
  page: Page;
}

/**
 * How an actor's browser differs from the suite's (playwright.config.ts): its language, size, time
 * zone.
 */
export interface ActorBrowser {
  locale?: string;
  viewport?: ViewportSize;
  /** The IANA time zone the browser reports (a candidate abroad), the suite's UTC unless given. */
  timezoneId?: string;
}

export interface Actors {
  /** A new browser context (own storage and cookies): another person at another computer. */
  open(name: string, browser?: ActorBrowser): Promise<Actor>;
}

export interface Tenants {
  create(name: string, options?: { seed?: boolean; branded?: boolean }): Promise<Tenant>;
}

/**
 * Failures that are intended rather than faults (a 401 to a wrong password): each key says why,
 * each value matches the line the recorder writes for the failure: `404 GET /api/v1/me/profile`
 * for a response (its path and query, without the origin), `request failed: GET <url> <net
 * error>`, `console.error: <text>`, `page error: <message>`. (An object rather than a list: a
 * list in `test.use` would be read as a fixture's value and options.)
 */
export type AllowedFailures = Readonly<Record<string, RegExp>>;

/**
 * Answers the app gives on every journey's way and means to: allowed everywhere. A journey that
 * provokes others declares them with `test.use({ allowedFailures: { why: /failure/ } })`.
 */
export const ALLOWED_EVERYWHERE: AllowedFailures = {
  '`profile_not_found`: a new account has saved no profile yet; the app offers the form':
    /^404 GET \/api\/v1\/me\/profile$/,
  '`sso_not_configured`: the settings page asks, and offers to set single sign-on up':
    /^404 GET \/api\/v1\/admin\/sso$/,
};

/**
 * Why a request that failed without an answer is no fault. Chromium says `net::ERR_ABORTED` when
 * the page itself gave the request up: it navigated away, an image's source changed, the app
 * aborted a fetch it no longer needed (a query whose component went away). The server's faults
 * read differently (`ERR_CONNECTION_RESET`, `ERR_EMPTY_RESPONSE`, …), so they still count.
 */
const GIVEN_UP = new Set(['net::ERR_ABORTED']);

/**
 * Chromium's own console error for each failed resource ("Failed to load resource: the server
 * responded with a status of 401", "… net::ERR_FAILED"): it repeats a response or a failed request
 * that is judged (and allowed or not) as such, so it is not judged again.
 */
const RESOURCE_ECHO = /^Failed to load resource: /;

/**
 * Records what the page said and did: console messages, uncaught errors, failed and 4xx/5xx
 * requests, navigations, and (in `text()`) the requests that never finished (a hung page);
 * `failures()` the errors and failed requests that `allowed` does not excuse.
 */
function recordPage(page: Page, allowed: readonly RegExp[]) {
  const log: string[] = [];
  const failures: string[] = [];
  const inFlight = new Set<Request>();
  const at = () => new Date().toISOString().slice(11, 23);
  const judge = (line: string) => {
    if (!allowed.some((pattern) => pattern.test(line))) failures.push(line);
  };
  page.on('console', (message) => {
    const line = `console.${message.type()}: ${message.text()}`;
    log.push(`${at()} ${line}`);
    if (message.type() === 'error' && !RESOURCE_ECHO.test(message.text())) judge(line);
  });
  page.on('pageerror', (error) => {
    log.push(`${at()} page error: ${error.stack ?? error.message}`);
    // A blank page runs no app, only a journey's init scripts (axe's page for its last step, where
    // an init script's localStorage is out of reach): not the app's error.
    if (page.url() !== 'about:blank') judge(`page error: ${error.message}`);
  });
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const reason = request.failure()?.errorText ?? '';
    const line = `request failed: ${request.method()} ${request.url()} ${reason}`;
    log.push(`${at()} ${line}`);
    if (!GIVEN_UP.has(reason)) judge(line);
  });
  page.on('response', async (response) => {
    const status = response.status();
    if (status < 400) return;
    const url = new URL(response.url());
    judge(`${status} ${response.request().method()} ${url.pathname}${url.search}`);
    // The answer's start (the API's error code) says why.
    const body = await response.text().catch(() => '');
    log.push(`${at()} ${status} ${response.request().method()} ${url.href} ${body.slice(0, 200)}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.push(`${at()} at ${frame.url()}`);
  });
  return {
    text: () =>
      [
        ...log,
        ...[...inFlight].map((request) => `still pending: ${request.method()} ${request.url()}`),
      ].join('\n') + '\n',
    failures: () => [...failures],
    empty: () => log.length === 0 && inFlight.size === 0,
  };
}

type PageRecord = ReturnType<typeof recordPage>;

/** Every page of the actor's context (a second tab, a popup) is recorded, each on its own. */
interface OpenedActor extends Actor {
  records: PageRecord[];
}

/** On failure, the actor's screenshot and console log(s) go under e2e/artifacts/. */
async function leaveArtifacts(actor: OpenedActor, testInfo: TestInfo) {
  const screenshot = testInfo.outputPath(`${actor.name}.png`);
  await actor.page
    .screenshot({ path: screenshot, fullPage: true, timeout: 10_000 })
    .then(() =>
      testInfo.attachments.push({
        name: `${actor.name} screenshot`,
        path: screenshot,
        contentType: 'image/png',
      }),
    )
    .catch(() => undefined);
  for (const [index, record] of actor.records.entries()) {
    // A page that said and loaded nothing (axe's blank page for its last step) leaves no log.
    if (record.empty()) continue;
    const name = index === 0 ? actor.name : `${actor.name}-tab${index + 1}`;
    const consoleLog = testInfo.outputPath(`${name}-console.log`);
    await writeFile(consoleLog, record.text());
    testInfo.attachments.push({
      name: `${name} console`,
      path: consoleLog,
      contentType: 'text/plain',
    });
  }
}

export const test = base.extend<{
  tenants: Tenants;
  actors: Actors;
  /** The failures this test provokes on purpose, besides `ALLOWED_EVERYWHERE`. */
  allowedFailures: AllowedFailures;
}>({
  allowedFailures: [{}, { option: true }],

  // Every tenant a journey makes is its own, and is deleted afterwards.
  tenants: async ({}, use) => {
    const made: string[] = [];
    await use({
      create: async (name, options) => {
        const tenant = await createTenant(name, options);
        made.push(tenant.slug);
        return tenant;
      },
    });
    for (const slug of made) await deleteTenant(slug);
  },

  // A test whose pages logged an error, threw, or had a request fail or answered 4xx/5xx (and not
  // allowed) fails, naming them. On failure each open page leaves a screenshot and its console
  // log under e2e/artifacts/; the list reporter prints their paths with the error.
  //
  // The pages depend on `tenants` so that they close before its tenants are deleted: the other way
  // round, a signed-in page's polls (interviews, bookmarks, chats) met a deleted tenant and were
  // answered 404 `unknown_tenant`, seemingly at random.
  actors: async (
    {
      browser,
      contextOptions,
      baseURL,
      viewport,
      locale,
      timezoneId,
      allowedFailures,
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- listed for the order only
      tenants: _closedBeforeTenantsGo,
    },
    use,
    testInfo,
  ) => {
    const allowed = [ALLOWED_EVERYWHERE, allowedFailures].flatMap((reasons) =>
      Object.values(reasons),
    );
    const opened: OpenedActor[] = [];
    await use({
      open: async (name, own = {}) => {
        const context = await browser.newContext({
          ...contextOptions,
          ...(baseURL ? { baseURL } : {}),
          ...(locale ? { locale } : {}),
          ...(timezoneId ? { timezoneId } : {}),
          viewport,
          ...own,
        });
        const records: PageRecord[] = [];
        context.on('page', (page) => {
          records.push(recordPage(page, allowed));
          // Accessibility checks wait for a page's requests to be over (support/settle.ts): this
          // page's, and those of the context's later pages (a second tab, a popup).
          trackTraffic(page);
        });
        const page = await context.newPage();
        opened.push({ name, context, page, records });
        return { name, context, page };
      },
    });
    // Judged before the contexts close: closing aborts whatever is still loading.
    const unexpected = opened.flatMap((actor) =>
      actor.records.flatMap((record) =>
        record.failures().map((failure) => `${actor.name}: ${failure}`),
      ),
    );
    const failed = testInfo.status !== testInfo.expectedStatus || unexpected.length > 0;
    for (const actor of opened) {
      if (failed) await leaveArtifacts(actor, testInfo);
      await actor.context.close();
    }
    if (unexpected.length > 0) {
      throw new Error(
        `the pages had errors or failed requests (allow intended ones with test.use({ allowedFailures })):\n${unexpected.join('\n')}`,
      );
    }
  },

  // The journeys' first person; others come from `actors.open`.
  page: async ({ actors }, use) => {
    const { page } = await actors.open('page');
    await use(page);
  },
});

export { expect } from '@playwright/test';
