/** Page object for a product page (spec 2 "Product page"). */
import type { Locator, Page } from '@playwright/test';

export class ProductPage {
  readonly root: Locator;
  readonly hero: Locator;
  constructor(readonly page: Page) {
    this.root = page.locator('.product-page');
    this.hero = this.root.locator('.product-hero');
  }
  headline() {
    return this.hero.getByRole('heading', { level: 1 });
  }
  scheduleDemo() {
    return this.hero.getByRole('link', { name: 'Schedule Demo' });
  }
  register() {
    return this.hero.getByRole('link', { name: 'Register' });
  }
  featureItems() {
    return this.root.locator('.product-feature');
  }
  featureIcons() {
    return this.root.locator('img.feature-icon');
  }
}
