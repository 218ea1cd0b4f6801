/** Page object for a product page (spec 2 "Product page"); loading, failure and Retry are ContentPage's. */
import { ContentPage } from './content-pages.ts';

export class ProductPage extends ContentPage {
  readonly root = this.page.locator('.product-page');
  readonly hero = this.root.locator('.product-hero');
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
  /** The last product chosen or viewed, as the tab's session storage keeps it (spec 4 "Product selection"). */
  lastProductKept() {
    return this.page.evaluate(() => sessionStorage.getItem('ls.lastProduct'));
  }
}
