import type { Page, Request } from '@playwright/test';

/** The network counts as idle once no request has been open for this long (Playwright's own). */
const QUIET_MS = 500;
/** How long a page may take to come to rest before the journey fails and says what still moved. */
const SETTLE_TIMEOUT_MS = 20_000;

interface Traffic {
  open: Set<Request>;
  /** When a request last started or ended (ms since the epoch). */
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Follows `page`'s requests, for `settle`; the fixtures call it for every page they open. */
export function trackTraffic(page: Page): void {
  const state: Traffic = { open: new Set(), lastChange: Date.now() };
  traffic.set(page, state);
  const ended = (request: Request) => {
    state.open.delete(request);
    state.lastChange = Date.now();
  };
  page.on('request', (request) => {
    state.open.add(request);
    state.lastChange = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Runs in the page: waits for the CSS transitions and animations that touch the elements matching
 * `selector` (the whole page when null), their ancestors or their descendants to finish, and
 * answers what is still in motion or loading there. Self-contained: Playwright sends it to the
 * page as source.
 */
async function motionInPage(selector: string | null): Promise<string[]> {
  const twoFrames = () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    });
  const scopes = selector ? [...document.querySelectorAll(selector)] : [document.documentElement];
  // A fading modal's opacity is its content's too, so ancestors count as well as descendants.
  const related = (node: Element) =>
    scopes.some((scope) => scope.contains(node) || node.contains(scope));
  const describe = (element: Element) =>
    element.tagName.toLowerCase() +
    (element.id ? `#${element.id}` : '') +
    [...element.classList].map((name) => `.${name}`).join('');
  const moving = () =>
    document.getAnimations().filter((animation) => {
      const effect = animation.effect;
      if (!(effect instanceof KeyframeEffect) || !effect.target) return false;
      if (animation.playState !== 'running' && !animation.pending) return false;
      // A spinner turns for ever: it never settles, and its colours do not change as it turns.
      if (effect.getComputedTiming().endTime === Infinity) return false;
      return related(effect.target);
    });

  // A class just set (Bootstrap's `.show` after its reflow) starts its transition at a frame.
  await twoFrames();
  let running = moving();
  if (running.length > 0) {
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
    await twoFrames();
    running = moving();
  }
  // Bootstrap's states between shown and hidden, whether or not their transition has begun:
  // a modal or alert fading in (`.fade` before `.show`), a collapse or an offcanvas on its way.
  const between = [
    ...document.querySelectorAll('.fade:not(.show), .collapsing, .showing, .hiding'),
  ].filter(
    (element) =>
      related(element) &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
  // Still loading: a placeholder or a spinner (whose endless turning `moving` leaves out).
  const loading = [...document.querySelectorAll('.placeholder-glow, .spinner-border')].filter(
    (element) => related(element) && element.getClientRects().length > 0,
  );
  return [
    ...loading.map((element) => `${describe(element)} still loading`),
    ...running.map((animation) => {
      const target = (animation.effect as KeyframeEffect).target;
      const what =
        'transitionProperty' in animation
          ? `transition of ${String(animation.transitionProperty)}`
          : 'animationName' in animation
            ? `animation ${String(animation.animationName)}`
            : 'animation';
      return `${what} on ${target ? describe(target) : '?'}`;
    }),
    ...between.map((element) => `${describe(element)} between shown and hidden`),
  ];
}

/** Waits until none of `page`'s requests has been open for `QUIET_MS`; false at `deadline`. */
async function networkIdle(page: Page, deadline: number): Promise<boolean> {
  const state = traffic.get(page);
  if (!state) return true;
  for (;;) {
    const quietFor = Date.now() - state.lastChange;
    if (state.open.size === 0 && quietFor >= QUIET_MS) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) =>
      setTimeout(resolve, state.open.size === 0 ? QUIET_MS - quietFor : 50),
    );
  }
}

/**
 * Waits until `page` is at rest: no request open for half a second, nothing loading (placeholders,
 * spinners), and no transition or animation running on the elements matching `selector` (the
 * whole page when none), their ancestors or their descendants, all at once. Checks that read
 * colours (axe's contrast) or take pictures of the page need this: halfway through a fade, text
 * and its background are paler than they will be.
 */
export async function settle(page: Page, selector?: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  const state = traffic.get(page);
  let moving: string[] = [];
  for (;;) {
    const idle = await networkIdle(page, deadline);
    const checked = Date.now();
    moving = await page.evaluate(motionInPage, selector ?? null);
    // Nothing moved, and no request started or ended while the page was looked at.
    const quiet = !state || (state.open.size === 0 && state.lastChange < checked);
    if (idle && quiet && moving.length === 0) return;
    if (Date.now() >= deadline) break;
  }
  const open = [...(state?.open ?? [])].map(
    (request) => `request ${request.method()} ${request.url()} open`,
  );
  const what = [...moving, ...open].join('; ') || 'requests kept starting and ending';
  throw new Error(`the page did not settle in ${SETTLE_TIMEOUT_MS / 1000} s: ${what}`);
}
