/**
 * Page objects for the posted forms (spec 2, 5) and the status-query modal (spec 4), and a reader
 * for what the lead stand-in stored (GET /stand-in/lead/submissions).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ORIGIN, expect } from '../../e2e/fixtures.ts';

export class PostedFormPage {
  readonly form: Locator;
  constructor(
    readonly page: Page,
    /** The accessible name of the form (its heading), its element id, or null for the page's only form. */
    formName: string | { id: string } | null,
  ) {
    if (!formName) this.form = page.locator('form.posted-form');
    else if (typeof formName === 'string') this.form = page.getByRole('form', { name: formName });
    else this.form = page.locator(`[id="${formName.id}"]`);
  }
  /** A control by its label text, without the "(Required)"/"(Optional)" marker. */
  field(label: string) {
    return this.form.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\((Required|Optional)\\))?$`));
  }
  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }
  async select(label: string, option: string) {
    await this.field(label).selectOption(option);
  }
  submitButton(name = 'SUBMIT', options: { exact?: boolean } = {}) {
    return this.form.getByRole('button', { name, exact: options.exact });
  }
  async submit(name = 'SUBMIT') {
    await this.submitButton(name).click();
  }
  summary() {
    return this.form.getByRole('alert');
  }
  /** The error message shown beside the control with this label (linked by aria-describedby). */
  async errorOf(label: string): Promise<string> {
    const describedBy = (await this.field(label).getAttribute('aria-describedby')) ?? '';
    const errorIdRef = describedBy.split(' ').find((id) => id.endsWith('-error'));
    if (!errorIdRef) return '';
    return (await this.page.locator(`[id="${errorIdRef}"]`).innerText()).replace(/^Error:\s*/, '');
  }
  /** A status of the form by its words (the security check loading, "Still sending", a restored draft's notice). */
  status(words: string | RegExp) {
    return this.form.getByRole('status').filter({ hasText: words });
  }
  /** Words shown anywhere in the form. */
  text(words: string) {
    return this.form.getByText(words);
  }
  textboxes() {
    return this.form.getByRole('textbox');
  }
  /** The button a failed security check offers. */
  captchaRetry() {
    return this.form.getByRole('button', { name: 'Try the security check again' });
  }
  captchaCheckbox() {
    return this.form.getByRole('checkbox', { name: "I'm not a robot" });
  }
  async answerCaptcha() {
    await this.captchaCheckbox().click();
    await expect(this.captchaCheckbox()).toHaveAttribute('aria-checked', 'true');
  }
}

export class StatusModal {
  readonly dialog: Locator;
  /** The dialog by the name its heading gives it (spec 4: what status=200 opens). */
  readonly thankYou: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.thankYou = page.getByRole('dialog', { name: 'Thank you for Contacting Us!' });
  }
  /** Whether the page can scroll: the root's computed overflow, what the modal's scroll lock changes. */
  rootScrollable() {
    return this.page.evaluate(() => getComputedStyle(document.documentElement).overflowY !== 'hidden');
  }
  close() {
    return this.dialog.getByRole('button', { name: 'Close' });
  }
  /** True when a wheel turn does not move the page (spec 2: the modal blocks scrolling). */
  async pageScrolls(): Promise<boolean> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const before = await this.page.evaluate(() => window.scrollY);
    await this.page.mouse.move(20, 300);
    await this.page.mouse.wheel(0, 900);
    await this.page.waitForTimeout(300);
    const after = await this.page.evaluate(() => window.scrollY);
    await this.page.evaluate(() => window.scrollTo(0, 0));
    return after !== before;
  }
}

export interface StoredSubmission {
  id: string;
  receivedAt: string;
  endpoint: 'WebToLead' | 'WebToCase';
  fields: Record<string, string | string[]>;
  captcha: 'ok' | 'missing' | 'invalid';
  organisation: 'ok' | 'missing' | 'unknown';
  rejected: 'retURL' | 'captcha' | null;
  redirectedTo: string | null;
}

/** Everything the lead stand-in stored since `since` whose fields include `marker` somewhere. */
export async function storedSubmissions(request: APIRequestContext, since: string, marker: string): Promise<StoredSubmission[]> {
  const response = await request.get(`${ORIGIN}/stand-in/lead/submissions?since=${encodeURIComponent(since)}`);
  expect(response.ok()).toBe(true);
  const records = (await response.json()) as StoredSubmission[];
  return records.filter((record) => JSON.stringify(record.fields).includes(marker));
}

/** A value no other test uses, so parallel tests find their own submission. */
export const uniqueMarker = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The layout and words checks' form state: a posted form's Send pressed with nothing filled in, every
 * field's error and the summary shown. False where the route has no posted form.
 */
export async function formWithErrors(page: Page): Promise<boolean> {
  const submit = page.locator('main form.posted-form button[type="submit"]').first();
  if ((await submit.count()) === 0 || !(await submit.isVisible())) return false;
  await submit.click();
  await expect(page.locator('.error-summary')).toBeVisible();
  return true;
}
