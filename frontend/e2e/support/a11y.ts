import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core on the page as it is now; answers one line per serious or critical violation. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
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
