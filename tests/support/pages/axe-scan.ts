/**
 * The accessibility gate: axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) over what the page
 * shows now, whole page unless told otherwise. Violations come back as readable lines (rule, what
 * it says, the elements) so a failing test names the page, the rule and the element to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../../e2e/fixtures.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // Passes and incomplete results keep one node each (the violations are whole): the read is quicker, the verdict the same.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  // A page without frames is read with axe.run in the page itself: the verdict of the frame-by-frame read
  // (axe.runPartial in every frame, then axe.finishRun in a blank page opened for it), without the blank page and
  // the second copy of axe it needs, about half a second a read on this machine. A page with frames keeps that read.
  if (page.frames().length === 1) builder = builder.setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} → ${violation.nodes
        .map(
          (node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`,
        )
        .join('; ')}`,
  );
}

/**
 * Waits until a route has drawn its content: a first-level heading is visible (the given one, after
 * a change of address within the page, where the old page's heading is still up for a moment) and
 * no loading placeholder (route chunk or content file) is left.
 */
export async function waitForPage(page: Page, heading?: string): Promise<void> {
  const h1 = heading ? page.getByRole('heading', { level: 1, name: heading, exact: true }) : page.locator('h1').first();
  // Generous: the e2e machine is shared, and a first visit loads the page's chunk and content.
  await expect(h1).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.route-loading, .load-status [role="status"]')).toHaveCount(0);
}
