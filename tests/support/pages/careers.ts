/** Page objects for the careers page and a job description (spec 2). */
import type { Locator, Page } from '@playwright/test';

export class CareersPage {
  readonly table: Locator;
  readonly opportunities: Locator;
  constructor(readonly page: Page) {
    this.opportunities = page.locator('#opportunities');
    this.table = this.opportunities.getByRole('table');
  }
  tiles() {
    return this.page.getByRole('list', { name: 'Working with us' }).getByRole('listitem');
  }
  columnHeaders() {
    return this.table.locator('thead th');
  }
  rows() {
    return this.table.locator('tbody tr');
  }
  jobLink(position: string) {
    return this.table.getByRole('link', { name: position, exact: true });
  }
  selectButton(position: string) {
    return this.table.getByRole('link', { name: `Select ${position}: e-mail a job inquiry` });
  }
  sectionNav() {
    return this.page.getByRole('navigation', { name: 'On this page' });
  }
}

export class CareerDetail {
  constructor(readonly page: Page) {}
  position() {
    return this.page.getByRole('heading', { level: 1 });
  }
  applyNow() {
    return this.page.getByRole('link', { name: /^Apply Now/ });
  }
  backToCareers() {
    return this.page.getByRole('link', { name: 'Back to Careers' });
  }
}
