import { writeFile } from 'node:fs/promises';
import { type BrowserContext, type Page, type Request, test as base } from '@playwright/test';
import { trackTraffic } from './settle';
import { type Tenant, createTenant, deleteTenant } from './tenants';

export interface Actor {
  name: string;
  context: BrowserContext;
  page: Page;
}

export interface Actors {
  /** A new browser context (own storage and cookies): another person at another computer. */
  open(name: string): Promise<Actor>;
}

export interface Tenants {
  create(name: string, options?: { seed?: boolean; branded?: boolean }): Promise<Tenant>;
}

/**
 * Records what the page said and did: console messages, uncaught errors, failed and 4xx/5xx
 * requests, navigations. `pending()` names requests that never finished (a hung page).
 */
function recordPage(page: Page) {
  const log: string[] = [];
  const inFlight = new Set<Request>();
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('console', (message) => log.push(`${at()} console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => log.push(`${at()} page error: ${error.stack ?? error.message}`));
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const reason = request.failure()?.errorText ?? '';
    log.push(`${at()} request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      log.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
    }
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
  };
}

export const test = base.extend<{ tenants: Tenants; actors: Actors }>({
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

  // On failure each open page leaves a screenshot and its console log under e2e/artifacts/; the
  // list reporter prints their paths with the error.
  actors: async (
    { browser, contextOptions, baseURL, viewport, locale, timezoneId },
    use,
    testInfo,
  ) => {
    const opened: (Actor & { record: ReturnType<typeof recordPage> })[] = [];
    await use({
      open: async (name) => {
        const context = await browser.newContext({
          ...contextOptions,
          ...(baseURL ? { baseURL } : {}),
          ...(locale ? { locale } : {}),
          ...(timezoneId ? { timezoneId } : {}),
          viewport,
        });
        // Accessibility checks wait for a page's requests to be over (support/settle.ts): this
        // page's, and those of the context's later pages (a second tab, a popup).
        context.on('page', trackTraffic);
        const page = await context.newPage();
        opened.push({ name, context, page, record: recordPage(page) });
        return { name, context, page };
      },
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const actor of opened) {
      if (failed) {
        const screenshot = testInfo.outputPath(`${actor.name}.png`);
        const consoleLog = testInfo.outputPath(`${actor.name}-console.log`);
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
        await writeFile(consoleLog, actor.record.text());
        testInfo.attachments.push({
          name: `${actor.name} console`,
          path: consoleLog,
          contentType: 'text/plain',
        });
      }
      await actor.context.close();
    }
  },

  // The journeys' first person; others come from `actors.open`.
  page: async ({ actors }, use) => {
    const { page } = await actors.open('page');
    await use(page);
  },
});

export { expect } from '@playwright/test';
