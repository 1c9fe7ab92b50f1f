import type { Locator, Page } from '@playwright/test';

/**
 * A column of the pipeline board, by its stage's name or closing outcome (its heading also carries
 * the count).
 */
export function column(page: Page, status: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${status}`) });
}

/**
 * Drags `card` by its handle into `target` with the mouse, in small steps as a hand would, to a
 * point near the column's start edge (a column at the end of the row may be partly scrolled out).
 */
export async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + Math.min(to.width / 2, 40), to.y + 60, { steps: 12 });
  await page.mouse.up();
}
