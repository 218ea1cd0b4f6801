/**
 * Keyboard access (WCAG 2.2 AA): the skip link is the first Tab stop on every layout and
 * moves focus to <main>; every control of a page is reached by Tab and shows a focus indicator;
 * the menus and dialogs give focus back when they close; the carousels not covered by the
 * marketing tests work by keyboard; `prefers-reduced-motion: reduce` stops every carousel's
 * autoplay; a new page opens at the top while the anchor routes still scroll to their section.
 * (The accordion's and the partner carousel's keys are in pages-marketing.e2e.ts; the Solutions
 * dropdown's Escape is in foundation.e2e.ts.)
 */
import type { Page } from '@playwright/test';
import { Carousel } from '../support/pages/carousel.ts';
import { SkipLink, focused, markFocusables, walkTabOrder } from '../support/pages/keyboard.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { currentPath, currentRoute, expect, fault, gotoRoute, test, runClockUntil, waitForPage } from './fixtures.ts';

/** A paused page clock: timers fire only when the test runs the clock. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('skip link', () => {
  // One route per layout: site chrome, the /ops landing, and each page that draws its own frame.
  const routes = ['/benefits', '/ops', '/register', '/fast-support', '/adminpanel-login', '/ehi-login?companyId=1001', '/redirect'];
  for (const route of routes) {
    test(`${route}: the first Tab stop is "Skip to main content", and it moves focus to main`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoRoute(page, route);
      await waitForPage(page);
      const skip = new SkipLink(page);
      await page.keyboard.press('Tab');
      await expect(skip.link).toBeFocused();
      // Hidden until focused, then on screen.
      await expect(skip.link).toBeInViewport();
      const focus = await focused(page);
      expect(focus?.indicated, 'the skip link shows its focus').toBe(true);

      await page.keyboard.press('Enter');
      await expect(skip.main()).toBeFocused();
      // It does not change the hash route.
      expect(currentPath(page)).toBe(route.split('?')[0]);
      // The next Tab stop is inside main, past the navigation.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')))).toBe(true);
    });
  }

  test('/kc (its loading screen): the first Tab stop is the skip link, and it moves focus to main', async ({ page, context }) => {
    await fault(context, 'sso:slow');
    await gotoRoute(page, '/kc');
    await waitForPage(page);
    const skip = new SkipLink(page);
    await page.keyboard.press('Tab');
    await expect(skip.link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(skip.main()).toBeFocused();
    expect(currentRoute(page)).toBe('/kc');
  });

  test('the skip link scrolls main into view from further down the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await gotoRoute(page, '/about');
    await waitForPage(page);
    const skip = new SkipLink(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(skip.main()).toBeFocused();
    await expect(skip.main()).toBeInViewport();
  });
});

test.describe('focus after moving to another page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const inMain = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('main#main')));

  test("a footer link: focus goes to the new page's main, and Tab goes on from there", async ({ page }) => {
    await gotoRoute(page, '/about');
    await waitForPage(page);
    await new SiteChrome(page).footer.getByRole('link', { name: 'Benefits', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/benefits$/);
    await waitForPage(page, 'Benefits');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await inMain(page)).toBe(true);
    // Not the footer, which the new page shows far below.
    expect(await scrollY(page)).toBeLessThan(800);
  });

  test('a link inside the page that goes away with it: focus goes to main, not the body', async ({ page }) => {
    await gotoRoute(page, '/careers');
    await waitForPage(page);
    const job = page.getByRole('table').getByRole('link').first();
    await job.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/career\//);
    await waitForPage(page);
    await expect(page.locator('main#main')).toBeFocused();
    // Back: the same.
    await page.goBack();
    await expect(page).toHaveURL(/#\/careers$/);
    await waitForPage(page, 'Careers');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('SIGN IN from another page: the next Tab reaches the username field of the panel it opened', async ({ page }) => {
    await gotoRoute(page, '/about');
    await waitForPage(page);
    await new SiteChrome(page).signIn().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/ops$/);
    await expect(page.locator('main#main')).toBeFocused();
    // The address changes at once and the page draws when its code is in (src/app/route-page.tsx): the
    // visitor presses Tab once the panel is there, and focus has stayed on <main> meanwhile.
    const username = page.locator('#login-panel').getByLabel('Username');
    await expect(username).toBeVisible();
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(username).toBeFocused();
  });

  test('a redirect (the empty path to /ops) leaves focus alone: the skip link is still the first Tab stop', async ({ page }) => {
    await page.goto('./');
    await expect(page).toHaveURL(/#\/ops$/);
    await waitForPage(page);
    await page.keyboard.press('Tab');
    await expect(new SkipLink(page).link).toBeFocused();
  });
});

test.describe('every control is reached by Tab and shows where focus is', () => {
  const routes: Array<[string, number]> = [
    ['/ops', 1280],
    ['/benefits', 1280],
    ['/about', 1280],
    ['/careers', 1280],
    ['/contactus', 1280],
    ['/news-and-media', 1280],
    ['/product/trax', 1280],
    ['/privacy-policy', 1280],
    ['/support', 1280],
    ['/subscribe', 1280],
    ['/deliverytrax-ad', 1280],
    ['/register', 1280],
    ['/fast-support', 1280],
    ['/page-not-found', 1280],
    // The phone layout: the menu sits behind its toggle, the login panel above the promotions.
    ['/ops', 375],
    ['/benefits', 375],
    ['/contactus', 375],
    ['/register', 375],
  ];
  for (const [route, width] of routes) {
    test(`${route} at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      // Slides stay put, so the set of controls in view does not change during the walk.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoRoute(page, route);
      await waitForPage(page);
      // Content files (careers, news, products) have arrived and drawn their links.
      await page.waitForLoadState('networkidle');
      const expected = await markFocusables(page);
      expect(Object.keys(expected).length, 'controls on the page').toBeGreaterThan(3);
      const stops = await walkTabOrder(page, Object.keys(expected).length + 15);

      const reached = new Set(stops.map((stop) => stop.id));
      const missed = Object.entries(expected)
        .filter(([id]) => !reached.has(id))
        .map(([, description]) => description);
      expect(missed, 'controls that Tab never reaches').toEqual([]);
      const unexpected = stops.filter((stop) => stop.id === '').map((stop) => stop.description);
      expect(unexpected, 'Tab stops that are hidden, disabled or inert').toEqual([]);
      const noIndicator = stops.filter((stop) => !stop.indicated).map((stop) => stop.description);
      expect(noIndicator, 'Tab stops without a visible focus indicator').toEqual([]);
      const offScreen = stops.filter((stop) => !stop.onScreen).map((stop) => stop.description);
      expect(offScreen, 'Tab stops that stay out of view').toEqual([]);
    });
  }
});

test.describe('menus and dialogs give focus back', () => {
  test('the About dropdown: Escape closes it and focus returns to About', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const chrome = new SiteChrome(page);
    await gotoRoute(page, '/benefits');
    await waitForPage(page);
    await chrome.menuButton('About').focus();
    await page.keyboard.press('Enter');
    const panel = chrome.menuPanel('About');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Career' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chrome.menuButton('About')).toBeFocused();
    await expect(chrome.menuButton('About')).toHaveAttribute('aria-expanded', 'false');
    // Space opens it too; Enter on a link navigates and closes it.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Contact Us' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/contactus$/);
    await expect(panel).toBeHidden();
  });

  test('the mobile menu: opens by keyboard, Escape closes it and focus returns to Menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const chrome = new SiteChrome(page);
    await gotoRoute(page, '/benefits');
    await waitForPage(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(chrome.nav.getByRole('link', { name: 'Benefits' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chrome.menuButton('About')).toBeFocused();
    // The About dropdown inside the mobile menu; Escape closes both and focus goes to Menu.
    await page.keyboard.press('Enter');
    await expect(chrome.menuPanel('About')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(chrome.nav.getByRole('link', { name: 'Benefits' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the status success modal: Close by keyboard returns to the page with focus on main', async ({ page }) => {
    await gotoRoute(page, '/contactus?status=200');
    const dialog = page.getByRole('dialog', { name: 'Thank you for Contacting Us!' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(currentRoute(page)).toBe('/contactus');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')))).toBe(true);
  });

  test.describe('a fresh visitor', () => {
    test.use({ freshVisitor: true });

    /** Opens `route` with the page clock held, then presses Tab `tabs` times before the modal is due. */
    async function tabBeforeTheModal(page: Page, route: string, tabs: number) {
      await pauseClock(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoRoute(page, route);
      await waitForPage(page);
      for (let press = 0; press < tabs; press++) await page.keyboard.press('Tab');
    }

    test('the cookie modal takes focus on Continue and gives it back to where the visitor was', async ({ page }) => {
      const chrome = new SiteChrome(page);
      // The visitor has started tabbing before the modal opens (spec 4: 300 ms after start).
      await tabBeforeTheModal(page, '/benefits', 3);
      await expect(chrome.nav.getByRole('link', { name: 'Benefits' })).toBeFocused();
      await page.clock.runFor(300);
      const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
      await expect(dialog).toBeVisible();
      const continueButton = dialog.getByRole('button', { name: 'Continue' });
      await expect(continueButton).toBeFocused();
      // Focus stays in the modal (or passes to the browser's own controls), never the page behind.
      for (let press = 0; press < 4; press++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body),
        ).toBe(true);
      }
      await continueButton.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(chrome.nav.getByRole('link', { name: 'Benefits' })).toBeFocused();
    });

    test('Escape closes the cookie modal and focus goes back too', async ({ page }) => {
      const chrome = new SiteChrome(page);
      await tabBeforeTheModal(page, '/about', 2);
      await expect(chrome.nav.getByRole('link').first()).toBeFocused();
      await page.clock.runFor(300);
      const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
      await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(chrome.nav.getByRole('link').first()).toBeFocused();
    });
  });
});

test.describe('carousels by keyboard', () => {
  test('/ops featured solutions: Next and Previous change the block, the toggle pauses and plays', async ({ page }) => {
    await pauseClock(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoRoute(page, '/ops');
    await waitForPage(page);
    const carousel = new Carousel(page, 'Featured solutions');
    await expect.poll(() => carousel.visiblePositions()).toEqual([1]);
    await carousel.pause().focus();
    await page.keyboard.press('Enter');
    await expect(carousel.play()).toBeFocused();
    await page.clock.runFor(12_000);
    expect(await carousel.visiblePositions()).toEqual([1]);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.next()).toBeFocused();
    await page.keyboard.press('Enter');
    await runClockUntil(page, 800, async () => expect(await carousel.visiblePositions()).toEqual([2]));
    // The block now in view is the one Tab reaches.
    await page.keyboard.press('Tab');
    await expect(carousel.slide(2).getByRole('link')).toBeFocused();
    await carousel.previous().focus();
    await page.keyboard.press('Space');
    await runClockUntil(page, 800, async () => expect(await carousel.visiblePositions()).toEqual([1]));

    await carousel.play().focus();
    await page.keyboard.press('Enter');
    await expect(carousel.pause()).toBeFocused();
  });

  test('/register: each logo carousel pauses, and steps with Next and Previous', async ({ page }) => {
    await pauseClock(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoRoute(page, '/register');
    await waitForPage(page);
    for (const label of ['Products for shops', 'Products for parts suppliers']) {
      const carousel = new Carousel(page, label);
      await carousel.pause().focus();
      await page.keyboard.press('Enter');
      await expect(carousel.play()).toBeVisible();
      // A step already under way when Pause was pressed ends first (its frames run on the page clock).
      await page.clock.runFor(800);
      const start = await carousel.visiblePositions();
      expect(start).toHaveLength(3);
      await page.clock.runFor(6000);
      expect(await carousel.visiblePositions()).toEqual(start);
      await carousel.next().focus();
      await page.keyboard.press('Enter');
      await runClockUntil(page, 800, async () => expect(await carousel.visiblePositions()).not.toEqual(start));
      await carousel.previous().focus();
      await page.keyboard.press('Enter');
      await runClockUntil(page, 800, async () => expect(await carousel.visiblePositions()).toEqual(start));
    }
  });
});

test.describe('prefers-reduced-motion: reduce stops autoplay', () => {
  const carousels: Array<[string, string[]]> = [
    ['/ops', ['Featured solutions']],
    ['/benefits', ['Partner logos']],
    ['/register', ['Products for shops', 'Products for parts suppliers']],
  ];
  for (const [route, labels] of carousels) {
    test(`${route}: no slide moves while the clock runs`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await pauseClock(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoRoute(page, route);
      await waitForPage(page);
      const before: number[][] = [];
      for (const label of labels) {
        const carousel = new Carousel(page, label);
        // Stopped from the start: the toggle offers Play.
        await expect(carousel.play()).toBeVisible();
        await expect.poll(() => carousel.visiblePositions()).toContain(1);
        before.push(await carousel.visiblePositions());
      }
      await page.clock.runFor(15_000);
      for (const [index, label] of labels.entries()) {
        expect(await new Carousel(page, label).visiblePositions(), label).toEqual(before[index]);
      }
    });
  }

  test('the same carousels do autoplay without the preference (the check above can fail)', async ({ page }) => {
    await pauseClock(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoRoute(page, '/ops');
    await waitForPage(page);
    const carousel = new Carousel(page, 'Featured solutions');
    await expect(carousel.pause()).toBeVisible();
    await expect.poll(() => carousel.visiblePositions()).toEqual([1]);
    // The 5 s autoplay step, then the slide's animation on the page clock (see runClockUntil).
    await runClockUntil(page, 5_000, async () => expect(await carousel.visiblePositions()).toEqual([2]));
  });
});

test.describe('scroll position on navigation', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('a link followed from far down a page opens the next page at its top', async ({ page }) => {
    await gotoRoute(page, '/privacy-policy');
    await waitForPage(page);
    const footer = new SiteChrome(page).footer;
    await footer.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/#\/about$/);
    await waitForPage(page, 'About us');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    // The same from the benefits page to a product card's page.
    await gotoRoute(page, '/benefits');
    await waitForPage(page, 'Benefits');
    const card = page.locator('.technology-card').getByRole('link', { name: 'ValuTrax' });
    await card.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await card.click();
    await expect(page).toHaveURL(/#\/product\/valutrax$/);
    await waitForPage(page);
    await expect(page.locator('#product-headline')).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });

  test('an address typed or linked in full (not a router link) opens at the top too', async ({ page }) => {
    await gotoRoute(page, '/privacy-policy');
    await waitForPage(page);
    await new SiteChrome(page).footer.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    // The same document, a new history entry the router did not create.
    await gotoRoute(page, '/ccpa-policy');
    await waitForPage(page, 'California consumer privacy notice');
    await new SiteChrome(page).footer.scrollIntoViewIfNeeded();
    await gotoRoute(page, '/about');
    await waitForPage(page, 'About us');
    expect(await scrollY(page)).toBe(0);
    // Help & Support is the configured address in full (spec 2: supportUrl).
    await new SiteChrome(page).footer.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    // Followed without scrolling up to it first (a click would bring the link into view).
    await new SiteChrome(page).nav.getByRole('link', { name: 'Help & Support' }).evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/#\/support$/);
    await waitForPage(page, 'Help & Support');
    expect(await scrollY(page)).toBe(0);
  });

  test('Back returns to where the visitor was on the previous page', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoRoute(page, '/privacy-policy');
    await waitForPage(page);
    const footer = new SiteChrome(page).footer;
    await footer.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/#\/about$/);
    await waitForPage(page, 'About us');
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/#\/privacy-policy$/);
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('the anchor routes still scroll to their section: careers and privacy policy', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // From the top of a job to the opportunities table (Back to Careers).
    await gotoRoute(page, '/career/senior-frontend-engineer');
    await waitForPage(page);
    await page.getByRole('link', { name: 'Back to Careers' }).click();
    await expect(page).toHaveURL(/#\/careers\/opportunities$/);
    await expect(page.getByRole('heading', { name: 'Current opportunities' })).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(300);

    // Between sections of the same page: no jump back to the top on the way.
    const growthLink = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Career growth' });
    await growthLink.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { lowestScroll: number }).lowestScroll = window.scrollY;
      window.addEventListener('scroll', () => {
        const record = window as unknown as { lowestScroll: number };
        record.lowestScroll = Math.min(record.lowestScroll, window.scrollY);
      });
    });
    await growthLink.click();
    await expect(page).toHaveURL(/#\/careers\/growth$/);
    await expect(page.locator('#growth')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { lowestScroll: number }).lowestScroll)).toBeGreaterThanOrEqual(before);

    // From a scrolled page to the CCPA section of the privacy policy.
    await gotoRoute(page, '/about');
    await waitForPage(page, 'About us');
    const footer = new SiteChrome(page).footer;
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'CCPA policy' }).click();
    await expect(page).toHaveURL(/#\/privacy-policy\/ccpa$/);
    await expect(page.locator('#ccpa')).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(500);
  });
});
