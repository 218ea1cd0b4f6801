/**
 * Foundation (spec 2): every route resolves with its own head, the redirects, the shared layout's
 * rules (phone, SIGN IN, CCPA link), the menus by keyboard, the cookie consent and a broken config.
 */
import { sampledRouteTable as routeTable } from '../../src/app/route-samples.ts';
import { resolveTitle } from '../../src/app/route-table.ts';
import { expectedPageMetaFor } from '../support/route-page-meta.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { currentPath, currentRoute, expect, fault, gotoRoute, holdCode, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

/** Splits '/career/x?y=1' into the pattern's params, for the expected title. */
function paramsFor(pattern: string, sample: string): Record<string, string> {
  const names = pattern.split('/');
  const values = sample.replace(/^\//, '').split('?')[0]!.split('/');
  return Object.fromEntries(
    names.flatMap((name, index) => (name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[index] ?? '')]] : [])),
  );
}

test.describe('every route of the route table', () => {
  for (const entry of routeTable) {
    test(`${entry.sample} resolves with its own title, description and keywords`, async ({ page, context }) => {
      // /kc sends a signed-out visitor on to the identity provider; with the provider down it stays.
      if (entry.path === 'kc') await fault(context, 'sso:down');
      // The title from the route table; description and keywords as the page's module gives them, which
      // tests/unit/route-page-meta.test.tsx checks against the same record (this test cannot import page modules).
      const meta = expectedPageMetaFor(entry.sample);
      await gotoRoute(page, entry.sample);
      await expect(page).toHaveTitle(resolveTitle(entry, paramsFor(entry.path, entry.sample)));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', meta.keywords);
      expect(currentPath(page)).toBe(entry.sample.split('?')[0]);
    });
  }

  test('route titles are all different pages (one title per distinct page)', () => {
    const titles = new Map<string, string>();
    for (const entry of routeTable) {
      const title = resolveTitle(entry, paramsFor(entry.path, entry.sample));
      const page = entry.exportName;
      if (titles.has(title)) expect(titles.get(title), `${title} is shared`).toBe(page);
      titles.set(title, page);
    }
  });
});

test.describe('a page whose code is still on its way (src/app/route-page.tsx)', () => {
  test("says Loading… in the page area with the new page's title, keeps the navigation usable, then draws the page", async ({ page }) => {
    await gotoRoute(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    // The news page's code is held back until the test lets it through.
    const release = await holdCode(page, chunkPattern('news-page'));
    const chrome = new SiteChrome(page);
    await chrome.nav.getByRole('link', { name: 'News & Media' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('Loading…');
    await expect(page).toHaveTitle(/^News & Media/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(0);
    // The bar around it still works while the page waits.
    await chrome.menuButton('About').click();
    await expect(chrome.menuPanel('About').getByRole('link')).toHaveText(['About', 'Career', 'Contact Us']);
    await page.keyboard.press('Escape');
    await expect(chrome.menuPanel('About')).toBeHidden();
    release();
    await expect(main.getByRole('heading', { level: 1, name: 'News & Media' })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  });
});

test.describe("a page head while the next page's code is on its way (src/app/route-page.tsx)", () => {
  test('shows the next title at once and no description or keywords of the page before; its own come with its code', async ({ page }) => {
    await gotoRoute(page, '/about');
    const description = page.locator('meta[name="description"]');
    const keywords = page.locator('meta[name="keywords"]');
    await expect(description).toHaveAttribute('content', expectedPageMetaFor('/about').description);
    // The contact page's code is held back until the test lets it through.
    const release = await holdCode(page, chunkPattern('contact-page'));
    const chrome = new SiteChrome(page);
    await chrome.menuButton('About').click();
    await chrome.menuPanel('About').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
    await expect(page).toHaveTitle(/^Contact Us/);
    await expect(description).toHaveCount(0);
    await expect(keywords).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(description).toHaveAttribute('content', expectedPageMetaFor('/contactus').description);
    await expect(keywords).toHaveAttribute('content', expectedPageMetaFor('/contactus').keywords);
    await expect(description).toHaveCount(1);
  });
});

test.describe('redirects', () => {
  test('the empty path lands on /ops', async ({ page }) => {
    await page.goto('./');
    await expect(page).toHaveTitle(/^Sign in/);
    expect(currentRoute(page)).toBe('/ops');
  });

  test('/login lands on /ops', async ({ page }) => {
    await gotoRoute(page, '/login');
    await expect(page).toHaveTitle(/^Sign in/);
    expect(currentRoute(page)).toBe('/ops');
  });

  test('an unknown path lands on /page-not-found with the 404 message', async ({ page }) => {
    await gotoRoute(page, '/no/such/page');
    await expect(new SiteChrome(page).notFound()).toBeVisible();
    await expect(page.getByText("The page you were looking for doesn't exist.")).toBeVisible();
    expect(currentRoute(page)).toBe('/page-not-found');
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/#\/ops$/);
  });
});

test.describe('shared navigation bar', () => {
  test('the support phone shows on every page with the bar except /ops', async ({ page }) => {
    const chrome = new SiteChrome(page);
    for (const entry of routeTable.filter((item) => item.chrome !== 'bare')) {
      await gotoRoute(page, entry.sample);
      await expect(chrome.signIn()).toBeVisible();
      if (entry.path === 'ops') await expect(chrome.phone()).toHaveCount(0);
      else await expect(chrome.phone(), entry.sample).toContainText('(555) 010-0199');
    }
  });

  test('SIGN IN elsewhere goes to /ops; on /ops it toggles the login panel', async ({ page }) => {
    const chrome = new SiteChrome(page);
    await gotoRoute(page, '/benefits');
    await chrome.signIn().click();
    await expect(page).toHaveURL(/#\/ops$/);
    const panel = page.locator('#login-panel');
    await expect(panel).toBeVisible();
    await expect(chrome.signIn()).toHaveAttribute('aria-expanded', 'true');
    await chrome.signIn().click();
    await expect(panel).toBeHidden();
    await expect(chrome.signIn()).toHaveAttribute('aria-expanded', 'false');
    await chrome.signIn().click();
    await expect(panel).toBeVisible();
  });

  test('Register and Help & Support come from the config', async ({ page }) => {
    await gotoRoute(page, '/about');
    const nav = new SiteChrome(page).nav;
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', /#\/register$/);
    await expect(nav.getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', /#\/support$/);
  });

  test('the Solutions mega-dropdown works by keyboard: open, reach a product, Escape returns focus', async ({ page }) => {
    const chrome = new SiteChrome(page);
    await gotoRoute(page, '/about');
    await chrome.menuButton('Solutions').focus();
    await page.keyboard.press('Enter');
    const panel = chrome.menuPanel('Solutions');
    await expect(panel).toBeVisible();
    await expect(chrome.menuButton('Solutions')).toHaveAttribute('aria-expanded', 'true');
    for (const section of ['Parts Procurement', 'Logistics & Delivery', 'Audit & Analytics']) {
      await expect(panel.getByRole('heading', { name: section })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chrome.menuButton('Solutions')).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/product\/mechanical$/);
    await expect(panel).toBeHidden();
  });

  test('the About dropdown lists About, Career and Contact Us; opening it closes Solutions', async ({ page }) => {
    const chrome = new SiteChrome(page);
    await gotoRoute(page, '/benefits');
    await chrome.menuButton('Solutions').click();
    await chrome.menuButton('About').click();
    await expect(chrome.menuPanel('Solutions')).toBeHidden();
    const about = chrome.menuPanel('About');
    await expect(about.getByRole('link')).toHaveText(['About', 'Career', 'Contact Us']);
    await page.locator('h1').click();
    await expect(about).toBeHidden();
  });

  test('on a phone-sized screen the menu sits behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoRoute(page, '/benefits');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const benefits = new SiteChrome(page).nav.getByRole('link', { name: 'Benefits' });
    await expect(benefits).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await benefits.click();
    await expect(page).toHaveURL(/#\/benefits$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('has its links, contact details and the current year', async ({ page }) => {
    await gotoRoute(page, '/about');
    const footer = new SiteChrome(page).footer;
    for (const name of ['Benefits', 'About', 'Solutions', 'News & Media', 'Register', 'Support', 'Privacy policy', 'CCPA policy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: '(555) 010-0199' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('CCPA elsewhere navigates to /privacy-policy/ccpa and highlights the section', async ({ page }) => {
    await page.clock.install();
    await gotoRoute(page, '/about');
    await new SiteChrome(page).ccpaLink().click();
    await expect(page).toHaveURL(/#\/privacy-policy\/ccpa$/);
    await expect(page.locator('#ccpa')).toHaveClass(/is-highlighted/);
  });

  test('CCPA on the privacy page scrolls to the section and removes the highlight after 11 s', async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.setViewportSize({ width: 1280, height: 500 });
    await gotoRoute(page, '/privacy-policy');
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(start + 60_000);
    const section = page.locator('#ccpa');
    await expect(section).not.toHaveClass(/is-highlighted/);
    await new SiteChrome(page).ccpaLink().click();
    await expect(page).toHaveURL(/#\/privacy-policy$/);
    await expect(section).toHaveClass(/is-highlighted/);
    await expect(section).toBeInViewport();
    await page.clock.runFor(10_900);
    await expect(section).toHaveClass(/is-highlighted/);
    await page.clock.runFor(200);
    await expect(section).not.toHaveClass(/is-highlighted/);
  });

  test('the product chosen in the footer is remembered', async ({ page }) => {
    await gotoRoute(page, '/about');
    await new SiteChrome(page).footer.getByRole('link', { name: 'Solutions', exact: true }).click();
    await expect(page).toHaveURL(/#\/product\/trax$/);
    expect(await page.evaluate(() => sessionStorage.getItem('ls.lastProduct'))).toBe('trax');
  });
});

test.describe('cookie consent', () => {
  test.use({ freshVisitor: true });

  test('opens 300 ms after start for a new visitor; Continue sets opsCookie for 365 days', async ({ page, context }) => {
    // The page's time stands still until the test moves it, however long the page takes to load.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await gotoRoute(page, '/benefits');
    const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(299);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    const cookie = (await context.cookies()).find((item) => item.name === 'opsCookie');
    expect(cookie?.value).toBe('cookieValue');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
    await page.reload();
    await page.clock.runFor(1000);
    await expect(dialog).toBeHidden();
  });

  test('its cookie link navigates to the highlighted cookie section, without consenting', async ({ page, context }) => {
    await gotoRoute(page, '/about');
    const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
    await dialog.getByRole('link', { name: 'cookie section' }).click();
    await expect(page).toHaveURL(/#\/privacy-policy\/cookies$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('#cookies')).toHaveClass(/is-highlighted/);
    expect((await context.cookies()).some((item) => item.name === 'opsCookie')).toBe(false);
  });
});

test.describe('startup config', () => {
  test('an unparseable config logs "Could not load config!" and the site still renders without config links', async ({ page, context }) => {
    await fault(context, 'config:malformed');
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await gotoRoute(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = new SiteChrome(page).nav;
    await expect(nav.getByRole('link', { name: 'Benefits' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Help & Support' })).toHaveCount(0);
    expect(messages).toContain('Could not load config!');
  });
});
