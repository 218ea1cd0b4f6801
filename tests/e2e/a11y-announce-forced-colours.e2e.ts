/**
 * Issue 29's two failures, proven fixed:
 * - WCAG 4.1.3: sending is announced at once. Every posted form and every sign-in form has a polite
 *   status region on the page before Send, empty; the moment Send or LOGIN is pressed (the clock
 *   paused, so the 8 s "Still sending…" cannot be what is heard) it says "Sending…" or
 *   "Signing in…". A button whose label changes, or `aria-busy`, is not an announcement.
 * - Forced colours (Chromium's `forcedColors` emulation): every control the page draws with a fill
 *   or a background image keeps a visible boundary (a border or an outline, which forced colours
 *   paint in system colours) once the fill is gone, e.g. the /ops login panel's social links.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { PostedFormPage } from '../support/pages/posted-form.ts';
import { PORTAL, expect, gotoRoute, test } from './fixtures.ts';

/**
 * The lead and remote-support services "have not answered yet": a 204 ends the post's navigation in
 * place, so the page stays as it is while a service has not answered (as the form paths do).
 */
async function holdPosts(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/stand-in/lead/') || url.pathname.startsWith('/stand-in/remote-support/'),
    (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 204 }) : route.fallback()),
  );
}

/** Polite status regions of a form that say exactly `text` (a live region, not the button). */
const saying = (scope: ReturnType<Page['locator']>, text: string) => scope.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

test.describe('sending is announced at once (WCAG 4.1.3)', () => {
  const posted = [
    { route: '/traxmobile-ad', fill: { 'Your work e-mail': 'fleet@example.com' }, submit: 'SUBMIT' },
    { route: '/deliverytrax-ad', fill: { 'Your work e-mail': 'fleet@example.com' }, submit: 'Connect with an expert' },
    { route: '/fast-support', fill: { 'Your name': 'Sam Rivera', 'Support Key': 'AB12-7731' }, submit: 'CONTINUE' },
  ] as const;
  for (const form of posted) {
    test(`${form.route}: Enter in the form puts "Sending…" in its status region at once`, async ({ page }) => {
      const start = Date.now();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      await holdPosts(page);
      await gotoRoute(page, form.route);
      const view = new PostedFormPage(page, null);
      await view.fill(form.fill);
      // The region is there before Send and says nothing: a change inside it is what is announced.
      const regions = view.form.getByRole('status');
      await expect(regions.filter({ hasText: /\S/ })).toHaveCount(0);
      const before = await regions.count();
      expect(before).toBeGreaterThan(0);
      await view.field(Object.keys(form.fill)[0] as string).press('Enter');
      await expect(view.submitButton('Sending…')).toHaveAttribute('aria-disabled', 'true');
      await expect(saying(view.form, 'Sending…')).toHaveCount(1);
      // The same region (none was added with its words) and not the slow notice: no clock has run.
      await expect(regions).toHaveCount(before);
      await expect(regions.filter({ hasText: /Still sending/ })).toHaveCount(0);
    });
  }

  test('/contactus: Send with the captcha answered puts "Sending…" in its status region at once', async ({ page }) => {
    await holdPosts(page);
    await gotoRoute(page, '/contactus');
    const view = new PostedFormPage(page, 'Send us a message');
    await view.fill({
      'First name': 'Rosa',
      'Last name': 'Quintero',
      'E-mail': 'rosa@example.com',
      Company: 'Path Co',
      Phone: '5550104477',
    });
    await view.field('Which products are you interested in?').fill('DeliveryTrax');
    await view.form.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await expect(view.form.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAttribute('aria-checked', 'true');
    await expect(saying(view.form, 'Sending…')).toHaveCount(0);
    await view.submit('SUBMIT');
    await expect(saying(view.form, 'Sending…')).toHaveCount(1);
  });

  test('the /ops login panel: LOGIN puts "Signing in…" in a status region that was there before', async ({ page }) => {
    await page.route(
      (url) => url.pathname.startsWith('/stand-in/identity/'),
      () => new Promise(() => {}),
    );
    await gotoRoute(page, '/ops');
    const panel = new LoginPanel(page);
    await panel.username().fill('shop.demo');
    await panel.password().fill('Demo-Pass-1');
    const regions = panel.form.getByRole('status');
    const before = await regions.count();
    expect(before).toBeGreaterThan(0);
    await panel.password().press('Enter');
    await expect(saying(panel.form, 'Signing in…')).toHaveCount(1);
    await expect(regions).toHaveCount(before);
  });

  test('the token and partner forms: LOGIN puts "Signing in…" in their status region', async ({ page }) => {
    await page.route(
      (url) => url.pathname.startsWith('/stand-in/identity/'),
      () => new Promise(() => {}),
    );
    await gotoRoute(page, '/adminpanel-login');
    const token = page.getByRole('form', { name: 'Sign in with a token' });
    await token.getByLabel('Token').fill('admin-token-1');
    await expect(saying(token, 'Signing in…')).toHaveCount(0);
    await token.getByLabel('Token').press('Enter');
    await expect(saying(token, 'Signing in…')).toHaveCount(1);

    await page.goto(`${PORTAL}#/ehi-login?companyId=1001`);
    const partner = page.getByRole('form', { name: 'Partner sign in' });
    await partner.getByLabel('Username').fill('ehi.demo');
    await partner.getByLabel('Password', { exact: true }).fill('Demo-Pass-1');
    await expect(saying(partner, 'Signing in…')).toHaveCount(0);
    await partner.getByLabel('Password', { exact: true }).press('Enter');
    await expect(saying(partner, 'Signing in…')).toHaveCount(1);
  });
});

/**
 * Marks every visible control drawn with a fill or a background image (as the page is styled
 * without forced colours) and returns how many.
 */
async function markFillDrawnControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input[type="submit"], input[type="button"], [role="button"], summary',
    );
    let marked = 0;
    controls.forEach((control) => {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === 'hidden') return;
      const style = getComputedStyle(control);
      const fill = style.backgroundColor
        .match(/rgba?\(([^)]+)\)/)?.[1]
        ?.split(',')
        .map((part) => Number(part.trim()));
      const filled = (fill !== undefined && (fill.length < 4 || (fill[3] as number) > 0)) || style.backgroundImage !== 'none';
      if (filled) {
        control.dataset.fillDrawn = String(marked);
        marked += 1;
      }
    });
    return marked;
  });
}

/** The marked controls that show no boundary now (no border and no outline), described. */
async function boundlessControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-fill-drawn]')].flatMap((control) => {
      const style = getComputedStyle(control);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const transparent = (colour: string) => /rgba\([^)]*,\s*0\)$/.test(colour) || colour === 'transparent';
      const bordered = sides.every(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
          !['none', 'hidden'].includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)) &&
          !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
      );
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor);
      if (bordered || outlined) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      return [`${control.tagName.toLowerCase()}.${control.className.replace(/\s+/g, '.')} "${name.slice(0, 40)}"`];
    }),
  );
}

test.describe('forced colours: controls drawn by fills keep a boundary', () => {
  for (const route of ['/ops', '/', '/contactus', '/traxmobile-ad', '/news-and-media', '/support']) {
    test(`${route}: every control drawn by a fill or background image has a border or outline under forced-colors: active`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoRoute(page, route);
      await expect(page.locator('h1').first()).toBeAttached();
      await expect(page.locator('.route-loading')).toHaveCount(0);
      const marked = await markFillDrawnControls(page);
      expect(marked, 'controls drawn by a fill on the page').toBeGreaterThan(0);
      await page.emulateMedia({ forcedColors: 'active' });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      expect(await boundlessControls(page)).toEqual([]);
    });
  }

  test('/ops: the LinkedIn, Facebook and YouTube links are outlined circles (screenshot for the note)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoRoute(page, '/ops');
    await page.emulateMedia({ forcedColors: 'active' });
    const social = page.getByRole('list', { name: /on social media/ });
    for (const name of ['LinkedIn', 'Facebook', 'YouTube']) {
      const link = social.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toBeVisible();
      const border = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          width: parseFloat(style.borderTopWidth),
          style: style.borderTopStyle,
          colour: style.borderTopColor,
          fill: style.backgroundColor,
        };
      });
      expect(border.width, `${name}: border width`).toBeGreaterThanOrEqual(1);
      expect(border.style, `${name}: border style`).not.toBe('none');
      expect(border.colour, `${name}: the border differs from the forced fill`).not.toBe(border.fill);
    }
    mkdirSync('test-results/forced-colours', { recursive: true });
    await page.locator('#login-panel').screenshot({ path: 'test-results/forced-colours/ops-login-panel.png' });
  });
});
