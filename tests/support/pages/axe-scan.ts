/**
 * The accessibility gate: axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) over what the page
 * shows now, whole page unless told otherwise. Violations come back as readable lines (rule, what
 * it says, the elements) so a failing test names the page, the rule and the element to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
