import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settle } from './settle';

export interface A11yOptions {
  /** Checks only the elements matching this CSS selector (one card of a page, say). */
  include?: string;
}

/**
 * axe-core on the page once it is at rest (see `settle`): every journey's accessibility check goes
 * through here, so none reads colours halfway through a fade. Answers one line per serious or
 * critical violation.
 */
export async function seriousViolations(
  page: Page,
  label: string,
  options: A11yOptions = {},
): Promise<string[]> {
  await settle(page, options.include);
  // In the page itself, as one run: the default finishes each run on a new blank page with a
  // second copy of axe (for frames of other origins, which the app has none of), a good part of
  // every check's time.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ');
      return `${label}: [${violation.impact ?? ''}] ${violation.id}: ${violation.help} (${violation.nodes.length}× e.g. ${targets})`;
    });
}
