import type { Locator, Page } from '@playwright/test';

/**
 * A column of the pipeline board, by its stage's name or closing outcome (its heading also carries
 * the count).
 */
export function column(page: Page, status: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${status}`) });
}

/**
 * The element's box once it has stopped moving (two reads a frame apart agree): a notice fading
 * out above the board, or a card still settling, would otherwise move the target under the mouse.
 */
async function steadyBox(page: Page, locator: Locator) {
  let last = await locator.boundingBox();
  for (let tries = 0; tries < 40; tries += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const now = await locator.boundingBox();
    if (now && last && JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/**
 * Drags `card` by its handle into `target` with the mouse, in small steps as a hand would, to a
 * point near the column's start edge (a column at the end of the row may be partly scrolled out).
 * Both are measured once the page has come to rest, and the target again before the drop.
 */
export async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = await steadyBox(page, handle);
  const to = await steadyBox(page, target);
  if (!from || !to) throw new Error('the card or the column is not on screen');
  const over = (box: NonNullable<typeof to>) =>
    [box.x + Math.min(box.width / 2, 40), box.y + 60] as const;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(...over(to), { steps: 12 });
  const now = await target.boundingBox();
  if (now && JSON.stringify(now) !== JSON.stringify(to))
    await page.mouse.move(...over(now), { steps: 4 });
  await page.mouse.up();
}
