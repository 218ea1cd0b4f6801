/** Page object for the privacy policy (spec 2, 9): its sections, the targets of #/privacy-policy/{anchor}. */
import type { Page } from '@playwright/test';

export class PrivacyPolicy {
  constructor(readonly page: Page) {}
  /** A section by the anchor that names it ("ccpa", "cookies"). */
  section(anchor: string) {
    return this.page.locator(`[id="${anchor}"]`);
  }
}
