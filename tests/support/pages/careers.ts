/** Page objects for the careers page and a job description (spec 2); loading, failure and Retry are ContentPage's. */
import { ContentPage } from './content-pages.ts';

export class CareersPage extends ContentPage {
  /** The "Current opportunities" section, and the table of jobs in it. */
  readonly opportunities = this.page.locator('#opportunities');
  readonly table = this.opportunities.getByRole('table');
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
  /** A link of the "On this page" navigation ("Career growth"). */
  sectionLink(name: string) {
    return this.sectionNav().getByRole('link', { name });
  }
  /** The element a /careers/{anchor} address names (a section, or any other element). */
  anchored(anchor: string) {
    return this.page.locator(`#${anchor}`);
  }
}

export class CareerDetail extends ContentPage {
  position() {
    return this.page.getByRole('heading', { level: 1 });
  }
  description() {
    return this.page.getByRole('heading', { level: 2, name: 'Job Description' });
  }
  applyNow() {
    return this.page.getByRole('link', { name: /^Apply Now/ });
  }
  backToCareers() {
    return this.page.getByRole('link', { name: 'Back to Careers' });
  }
}
