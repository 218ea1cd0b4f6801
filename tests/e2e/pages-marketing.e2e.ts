/**
 * The marketing pages (spec 2, 4, 9): /ops landing, Benefits (video facade, partner
 * carousel, accordion), About, registration, QR, delivery and mobile landings, remote connect and
 * fast support. Carousels and the accordion are driven by keyboard; autoplay runs on the page clock.
 */
import { Accordion } from '../support/pages/accordion.ts';
import { Carousel } from '../support/pages/carousel.ts';
import { CONTENT_ROUTES } from '../support/pages/content-pages.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { VideoFacade } from '../support/pages/video-facade.ts';
import { ORIGIN, currentRoute, expect, gotoRoute, test, runClockUntil } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

const STAND_IN = `${ORIGIN}/stand-in/`;
const PAUSED_AT = new Date('2026-03-02T09:00:01Z');

/** A paused page clock: timers fire only when the test runs the clock. */
async function pauseClock(page: import('@playwright/test').Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(PAUSED_AT);
}

test.describe('/ops landing', () => {
  test('the announcement banner is off by default', async ({ page }) => {
    await gotoRoute(page, '/ops');
    await expect(page.getByRole('region', { name: 'Featured solutions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('with the flag on, the banner reads about the retirement and Read More opens the article', async ({ page }) => {
    await page.route('**/opsportal/assets/config.release.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), showAnnouncement: true } });
    });
    await gotoRoute(page, '/ops');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText('TraxPod is being retired');
    await banner.getByRole('link', { name: /^Read More/ }).click();
    await expect(page).toHaveURL(/#\/news-and-media\/traxpod-to-partstrax-update$/);
    await expect(page.getByRole('heading', { level: 2, name: 'TraxPod notifications are moving into PartsTrax' })).toBeVisible();
  });

  test('two promotional blocks link to PDFs; one advertiser; the login panel on the right, at most 435 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoRoute(page, '/ops');
    const blocks = new Carousel(page, 'Featured solutions');
    await expect(blocks.slides()).toHaveCount(2);
    await expect(blocks.root.getByRole('heading', { level: 2 })).toHaveText(['Collision parts order management', 'Mechanical parts sales']);
    for (const link of await blocks.root.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/.+\.pdf$/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    await expect(ad.getByRole('link')).toHaveCount(1);
    await expect(ad.getByRole('link')).toHaveAttribute('href', 'https://brightline.example.com/');
    await expect(ad.getByRole('img')).toHaveAttribute('alt', /Brightline/);

    const panel = await page.locator('#login-panel').boundingBox();
    const promo = await blocks.root.boundingBox();
    expect(panel!.width).toBeLessThanOrEqual(435);
    expect(panel!.x).toBeGreaterThan(promo!.x + promo!.width);
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('Benefits', () => {
  test('hero blocks, technology cards to product pages, Explore to /about', async ({ page }) => {
    await gotoRoute(page, '/benefits');
    for (const title of ['Procurement', 'Support', 'Logistics', 'Expertise']) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    const cards = page.locator('.technology-card');
    await expect(cards).toHaveCount(9);
    await cards.getByRole('link', { name: 'ValuTrax' }).click();
    await expect(page).toHaveURL(/#\/product\/valutrax$/);
    await gotoRoute(page, '/benefits');
    await page.getByRole('link', { name: /^Explore/ }).click();
    await expect(page).toHaveURL(/#\/about$/);
  });

  test('the video makes no request to its host until the visitor presses play', async ({ page }) => {
    const video = new VideoFacade(page);
    await video.stubHost();
    await gotoRoute(page, '/benefits');
    const play = video.playButton(/^Play video: A tour of the parts network/);
    await expect(play).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(video.requests).toEqual([]);
    await play.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('iframe[title^="A tour of the parts network"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/video\.example\.com\/embed\/.+autoplay=1/);
    await expect.poll(() => video.requests.length).toBeGreaterThan(0);
  });

  test('the accordion opens Parts Procurement first, one panel at a time, by keyboard', async ({ page }) => {
    await gotoRoute(page, '/benefits');
    const accordion = new Accordion(page);
    await expect(accordion.expandedHeaders()).toHaveText(['Parts Procurement']);
    await expect(accordion.panel('Parts Procurement')).toBeVisible();
    await expect(accordion.panel('Logistics & Delivery')).toBeHidden();

    await accordion.header('Parts Procurement').focus();
    await page.keyboard.press('ArrowDown');
    await expect(accordion.header('Logistics & Delivery')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(accordion.expandedHeaders()).toHaveText(['Logistics & Delivery']);
    await expect(accordion.panel('Logistics & Delivery')).toContainText('2 hours or less');
    await expect(accordion.panel('Parts Procurement')).toBeHidden();

    await page.keyboard.press('End');
    await expect(accordion.header('Analytics & Metrics')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(accordion.expandedHeaders()).toHaveText(['Analytics & Metrics']);
    await page.keyboard.press('Space');
    await expect(accordion.expandedHeaders()).toHaveText([]);
    await page.keyboard.press('ArrowDown');
    await expect(accordion.header('Parts Procurement')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(accordion.header('Parts Procurement')).toBeFocused();
  });

  test('the partner carousel autoplays every 2000 ms, holds on hover, and pauses from the keyboard', async ({ page }) => {
    await pauseClock(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoRoute(page, '/benefits');
    const carousel = new Carousel(page, 'Partner logos');
    await expect(carousel.slides()).toHaveCount(8);
    await expect.poll(() => carousel.visiblePositions()).toEqual([1, 2, 3, 4, 5, 6]);
    await page.clock.runFor(1900);
    expect(await carousel.visiblePositions()).toEqual([1, 2, 3, 4, 5, 6]);
    await runClockUntil(page, 600, async () => expect(await carousel.visiblePositions()).toEqual([2, 3, 4, 5, 6, 7]));

    // Hovering holds autoplay; leaving restarts the 2000 ms.
    await carousel.root.hover();
    await page.clock.runFor(6000);
    expect(await carousel.visiblePositions()).toEqual([2, 3, 4, 5, 6, 7]);
    await page.mouse.move(5, 5);
    await runClockUntil(page, 2500, async () => expect(await carousel.visiblePositions()).toEqual([3, 4, 5, 6, 7, 8]));

    // Keyboard: the pause button stops autoplay; Next and Previous move one logo each.
    await carousel.pause().focus();
    await page.keyboard.press('Enter');
    await expect(carousel.play()).toBeVisible();
    await page.clock.runFor(10_000);
    expect(await carousel.visiblePositions()).toEqual([3, 4, 5, 6, 7, 8]);
    await carousel.next().focus();
    await page.keyboard.press('Enter');
    await runClockUntil(page, 800, async () => expect(await carousel.visiblePositions()).toEqual([1, 4, 5, 6, 7, 8]));
    await carousel.previous().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await runClockUntil(page, 800, async () => expect(await carousel.visiblePositions()).toEqual([2, 3, 4, 5, 6, 7]));
  });

  test('the partner carousel costs a first visit no slider code, below the fold or on the screen; a press loads it and works (docs/performance.md)', async ({
    page,
  }) => {
    // No autoplay, so only the press below moves a slide.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 600 });
    const sliderRequests: string[] = [];
    page.on('request', (request) => {
      if (chunkPattern('carousel-slider').test(new URL(request.url()).pathname)) sliderRequests.push(request.url());
    });
    await gotoRoute(page, '/benefits');
    const carousel = new Carousel(page, 'Partner logos');
    await expect(carousel.slides()).toHaveCount(8);
    await page.waitForLoadState('networkidle');
    expect(sliderRequests, 'keen-slider fetched while the carousel was far below the screen').toEqual([]);
    // Laid out by CSS alone, the first logos already show and the rest are out of Tab's way.
    expect(await carousel.visiblePositions()).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(carousel.slides().nth(7)).toHaveJSProperty('inert', true);

    // On the screen it is still drawn by CSS alone (no autoplay: nothing is about to move).
    await carousel.root.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(sliderRequests, 'keen-slider fetched before anything asked the carousel to move').toEqual([]);
    await carousel.next().click();
    await expect.poll(() => carousel.visiblePositions()).toEqual([2, 3, 4, 5, 6, 7]);
    expect(sliderRequests).toHaveLength(1);
  });

  test('with reduced motion preferred, the partner carousel does not autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoRoute(page, '/benefits');
    const carousel = new Carousel(page, 'Partner logos');
    await expect(carousel.play()).toBeVisible();
    await expect.poll(() => carousel.visiblePositions()).toEqual([1, 2, 3, 4, 5, 6]);
    await page.clock.runFor(10_000);
    expect(await carousel.visiblePositions()).toEqual([1, 2, 3, 4, 5, 6]);
    // Play is still there for a visitor who wants the logos to move.
    await carousel.play().focus();
    await page.keyboard.press('Enter');
    await expect(carousel.pause()).toBeVisible();
    await runClockUntil(page, 2100, async () => expect(await carousel.visiblePositions()).toEqual([2, 3, 4, 5, 6, 7]));
  });

  test('logos in view are reachable by Tab; logos out of view are not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoRoute(page, '/benefits');
    const carousel = new Carousel(page, 'Partner logos');
    await expect.poll(() => carousel.visiblePositions()).toEqual([1, 2, 3, 4, 5, 6]);
    await carousel.next().focus();
    await page.keyboard.press('Tab');
    await expect(carousel.slide(1).getByRole('link')).toBeFocused();
    for (let index = 0; index < 5; index++) await page.keyboard.press('Tab');
    await expect(carousel.slide(6).getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(carousel.root.locator(':focus')).toHaveCount(0);
  });
});

test.describe('About', () => {
  test('history, the seven timeline years, the anniversary, customers and services', async ({ page }) => {
    await gotoRoute(page, '/about');
    await expect(page.getByTestId('anniversary')).toHaveText(`${new Date().getFullYear() - 1996} years`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.locator('.timeline__year')).toHaveText(['1996', '1998', '2004', '2005', '2007', '2010', '2015']);
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([
      'Founded',
      'Logistics',
      'Technologies',
      'Trax',
      'Delivery',
      'ValuTrax',
      'Notifications',
    ]);
    await expect(page.getByRole('list', { name: 'Customer logos' }).getByRole('img')).toHaveCount(12);
    await expect(page.getByRole('heading', { level: 2, name: 'Services we provide' })).toBeVisible();
    await expect(page.locator('.card h3')).toHaveCount(8);
  });
});

test.describe('registration landing', () => {
  test('both cards, their logo carousels of 3, the buttons and the 2019 footer', async ({ page }) => {
    await pauseClock(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoRoute(page, '/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please Choose Your Type of Company');
    await expect(page.getByText('Registration', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to the main site/ })).toHaveAttribute('href', '#/ops');
    await expect(new SiteChrome(page).nav).toHaveCount(0);

    const shop = new Carousel(page, 'Products for shops');
    const supplier = new Carousel(page, 'Products for parts suppliers');
    expect(
      await shop
        .slides()
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['Trax', 'BackTrax', 'TraxPost', 'TraxMobile', 'Logistix']);
    expect(
      await supplier
        .slides()
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['Trax', 'ValuTrax', 'BackTrax', 'DeliveryTrax', 'TraxMobile', 'Logistix']);
    await expect.poll(() => shop.visiblePositions()).toEqual([1, 2, 3]);
    await runClockUntil(page, 2500, async () => {
      expect(await shop.visiblePositions()).toEqual([2, 3, 4]);
      expect(await supplier.visiblePositions()).toEqual([2, 3, 4]);
    });

    await expect(page.getByRole('link', { name: 'Register as a Parts Supplier' })).toHaveAttribute(
      'href',
      `${STAND_IN}apps/dealer-registration/`,
    );
    await expect(page.locator('footer')).toHaveText('© 2019 OPS Parts Network. All rights reserved.');
    await page.getByRole('link', { name: 'Register as a Shop' }).click();
    await expect(page).toHaveURL(/#\/subscribe$/);
  });
});

test.describe('landings', () => {
  test('QR: Register Now, Login Now, features, store badges and the closing image link', async ({ page }) => {
    await gotoRoute(page, '/qr-trax-mechanical');
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', `${ORIGIN}/opsportal/#/register`);
    await expect(page.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', `${STAND_IN}apps/app27/`);
    await expect(page.locator('.feature-list h3')).toHaveCount(6);
    const badges = page.getByRole('list', { name: 'Mobile apps' }).getByRole('link');
    await expect(badges).toHaveCount(2);
    await expect(badges.first()).toHaveAccessibleName(/iPhone/);
    await expect(badges.last()).toHaveAccessibleName(/Android/);
    await expect(page.getByRole('link', { name: 'Start ordering today: log in now' })).toHaveAttribute('href', `${STAND_IN}apps/app27/`);
  });

  test('/deliverytrax-ad: the four webinars with their lengths, testimonials and the delivery login', async ({ page }) => {
    await gotoRoute(page, '/deliverytrax-ad');
    const webinars = page.locator('.webinar');
    await expect(webinars.locator('h3')).toHaveText([
      'Introduction/Overview',
      'Detailed Training with Set Up',
      'Dispatching without Set Up',
      'Training on the driver app',
    ]);
    await expect(webinars.locator('.webinar__length')).toHaveText([
      'Length: 20 Mins',
      'Length: 60 Mins',
      'Length: 40 Mins',
      'Length: 30 Mins',
    ]);
    await expect(page.locator('.testimonial figcaption strong')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Log in to the delivery service' })).toHaveAttribute(
      'href',
      `${STAND_IN}apps/dispatch/login`,
    );
    await expect(page.locator('.landing-ad__capture form, .landing-ad__capture [data-variant]')).toHaveCount(1);
  });

  test('/traxmobile-ad: feature lists, the 30-minute live webinar and the route-permission sentence', async ({ page }) => {
    await gotoRoute(page, '/traxmobile-ad');
    await expect(page.getByRole('region', { name: 'For drivers' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'For dispatchers' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Live webinar: Detailed driver mobile-app training' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Join the live webinar \(30 minutes/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(
      page.getByText('Routes can be shipped from the driver app only by drivers who have permission to change routes.'),
    ).toBeVisible();
  });

  test('/remote-connect starts a session at the configured address', async ({ page }) => {
    await gotoRoute(page, '/remote-connect');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remote Connect');
    await page.getByRole('link', { name: 'Start a session' }).click();
    expect(currentRoute(page)).toBe('/fast-support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fast support');
  });

  test('/fast-support stands alone: no site navigation, its own footer with the current year', async ({ page }) => {
    await gotoRoute(page, '/fast-support');
    await expect(new SiteChrome(page).nav).toHaveCount(0);
    await expect(page.locator('main#main')).toHaveCount(1);
    await expect(page.locator('footer')).toHaveText(`© ${new Date().getFullYear()} OPS Parts Network. All rights reserved.`);
    await expect(page.getByRole('link', { name: '(555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
  });
});

test.describe('responsive', () => {
  test('no page scrolls sideways at 320 px', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const route of CONTENT_ROUTES) {
      await gotoRoute(page, route);
      await expect(page.locator('h1').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });

  test('on a wide screen the text pages stay within 850 px', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    for (const route of ['/privacy-policy', '/ccpa-policy', '/news-and-media', '/career/senior-frontend-engineer']) {
      await gotoRoute(page, route);
      await expect(page.locator('h1').first()).toBeVisible();
      const width = await page
        .locator('main .page')
        .first()
        .evaluate((element) => element.getBoundingClientRect().width);
      expect(width, route).toBeLessThanOrEqual(850);
    }
  });
});
