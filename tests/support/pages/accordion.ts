/** Page object for the Benefits accordion (spec 2, 4): headers are buttons with aria-expanded. */
import type { Locator, Page } from '@playwright/test';

export type PanelTitle = 'Parts Procurement' | 'Logistics & Delivery' | 'Analytics & Metrics';

export class Accordion {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.locator('.accordion');
  }
  header(title: PanelTitle) {
    return this.root.getByRole('button', { name: title, exact: true });
  }
  panel(title: PanelTitle) {
    return this.root.getByRole('region', { name: title, exact: true });
  }
  /** The headers that are expanded (assert with toHaveText, which waits). */
  expandedHeaders() {
    return this.root.locator('button[aria-expanded="true"]');
  }
}
