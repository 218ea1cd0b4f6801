/**
 * News feed and news article (spec 2 "News feed", "News article", spec 8, spec 9): four
 * items per page, Previous/Next and page links, private items hidden, photo or video, 'By {author}'
 * and 'MMMM dd, yyyy', internal and external headlines, sanitised article HTML, unknown names to
 * /page-not-found, failed loads with a retry.
 */
import { readFileSync } from 'node:fs';
import { NewsArticle, NewsFeed } from '../support/pages/news.ts';
import { VideoFacade } from '../support/pages/video-facade.ts';
import { ORIGIN, currentRoute, expect, gotoRoute, test } from './fixtures.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';

interface FeedItem {
  name: string;
  headline: string;
  byline: string;
  author: string;
  date: string;
  srcType: 'photo' | 'video';
  isInternal: boolean;
  isPrivate: boolean;
  path?: string;
}
const feed: FeedItem[] = JSON.parse(readFileSync(new URL('../../public/assets/data/news.data.json', import.meta.url), 'utf8'));
/** What the visitor should see, in order: public items, newest first. */
const visible = feed.filter((item) => !item.isPrivate).sort((a, b) => b.date.localeCompare(a.date));
const privateItems = feed.filter((item) => item.isPrivate);
const pages = Math.ceil(visible.length / 4);
/** A headline as the feed shows it: external ones carry a visually hidden '(opens ... new tab)'. */
const headlineText = (headline: string) => new RegExp(`^${headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const headlinesOf = (items: FeedItem[]) => items.map((item) => headlineText(item.headline));

test.describe('news feed', () => {
  test('page 1 shows four public items, newest first, with byline, author and date', async ({ page }) => {
    await gotoRoute(page, '/news-and-media');
    const news = new NewsFeed(page);
    await expect(news.items()).toHaveCount(4);
    await expect(news.headlines()).toHaveText(headlinesOf(visible.slice(0, 4)));
    const first = news.item(visible[0]!.headline);
    await expect(first.locator('.news-card__byline')).toHaveText(visible[0]!.byline);
    await expect(first.getByText(`By ${visible[0]!.author}`)).toBeVisible();
    // spec 2: 'MMMM dd, yyyy' with a two-digit day: 2025-02-04 reads February 04, 2025.
    await expect(news.item('See VIN scanning in the new mobile app').locator('time')).toHaveText('February 04, 2025');
    await expect(first.locator('time')).toHaveText('March 10, 2025');
    await expect(news.currentPage()).toHaveText('1');
    await expect(news.previous()).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  });

  test('Previous, Next and the page links walk every page to the last one; private items never show', async ({ page }) => {
    expect(privateItems.length).toBeGreaterThan(0);
    await gotoRoute(page, '/news-and-media');
    const news = new NewsFeed(page);
    await expect(news.pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(pages, 7));
    const seen: string[] = [];
    for (let number = 1; number <= pages; number++) {
      if (number > 1) await news.next().click();
      await expect(page).toHaveURL(number === 1 ? /#\/news-and-media$/ : new RegExp(`#/news-and-media\\?page=${number}$`));
      await expect(news.currentPage()).toHaveText(String(number));
      const expected = visible.slice((number - 1) * 4, number * 4);
      await expect(news.headlines()).toHaveText(headlinesOf(expected));
      seen.push(...expected.map((item) => item.headline));
    }
    // The last page: Next is disabled; Previous and a page link go back.
    await expect(news.next()).toHaveAttribute('aria-disabled', 'true');
    await news.previous().click();
    await expect(news.currentPage()).toHaveText(String(pages - 1));
    await news.pageLink(1).click();
    await expect(news.headlines().first()).toHaveText(headlineText(visible[0]!.headline));
    expect(seen).toEqual(visible.map((item) => item.headline));
    for (const item of privateItems) expect(seen).not.toContain(item.headline);
  });

  test('an out-of-range or invalid page number shows the nearest real page', async ({ page }) => {
    const news = new NewsFeed(page);
    await gotoRoute(page, '/news-and-media?page=99');
    await expect(news.currentPage()).toHaveText(String(pages));
    await expect(news.headlines()).toHaveText(headlinesOf(visible.slice((pages - 1) * 4)));
    await gotoRoute(page, '/news-and-media?page=0');
    await expect(news.currentPage()).toHaveText('1');
    await gotoRoute(page, '/news-and-media?page=two');
    await expect(news.currentPage()).toHaveText('1');
    await expect(news.items()).toHaveCount(4);
  });

  test('internal headlines link to their own route by name, external ones to their path in a new tab', async ({ page }) => {
    const external = visible.find((item) => !item.isInternal)!;
    const externalPage = Math.floor(visible.indexOf(external) / 4) + 1;
    await gotoRoute(page, `/news-and-media?page=${externalPage}`);
    const news = new NewsFeed(page);
    const link = news.item(external.headline).getByRole('link', { name: new RegExp(external.headline) });
    await expect(link).toHaveAttribute('href', external.path!);
    await expect(link).toHaveAttribute('target', '_blank');

    await gotoRoute(page, '/news-and-media');
    await news.list.getByRole('link', { name: visible[0]!.headline }).click();
    await expect(page).toHaveURL(new RegExp(`#/news-and-media/${visible[0]!.name}$`));
    await expect(new NewsArticle(page).headline()).toHaveText(visible[0]!.headline);
  });

  test('a video item loads nothing from the video host until its play button is pressed (760x428 frame)', async ({ page }) => {
    const video = new VideoFacade(page);
    await video.stubHost();
    await gotoRoute(page, '/news-and-media');
    const item = visible.slice(0, 4).find((entry) => entry.srcType === 'video')!;
    const card = new NewsFeed(page).item(item.headline);
    await expect(video.playButton(item.headline, card)).toBeVisible();
    expect(video.requests).toEqual([]);
    await video.playButton(item.headline, card).click();
    const frame = video.frame(item.headline, card);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('width', '760');
    await expect(frame).toHaveAttribute('height', '428');
    await expect.poll(() => video.requests.length).toBeGreaterThan(0);
    const box = await frame.boundingBox();
    expect(Math.abs(box!.width / box!.height - 760 / 428)).toBeLessThan(0.02);
  });

  test('a failed feed load says so and Retry loads it', async ({ page, context }) => {
    await context.addCookies([{ name: 'stand-in-fault', value: 'content:500', url: ORIGIN }]);
    await gotoRoute(page, '/news-and-media');
    const news = new NewsFeed(page);
    await expect(news.failure()).toContainText('The news could not be loaded.');
    await expect(news.items()).toHaveCount(0);
    await context.clearCookies({ name: 'stand-in-fault' });
    await news.retry().click();
    await expect(news.items()).toHaveCount(4);
    await expect(news.failure()).toHaveCount(0);
  });
});

test.describe('news article', () => {
  test("shows 'OPS NEWS', the photo, headline, author, date and the article's HTML", async ({ page }) => {
    await gotoRoute(page, '/news-and-media/logistix-expands-early-delivery');
    const article = new NewsArticle(page);
    await expect(article.title()).toHaveText('OPS NEWS');
    await expect(article.headline()).toHaveText('Logistix guaranteed 6:00 AM delivery comes to three new metro areas');
    await expect(article.root.getByText('By Sam Okafor')).toBeVisible();
    await expect(article.root.locator('time')).toHaveText('November 18, 2024');
    await expect(article.root.locator('img.news-media--wide')).toBeVisible();
    await expect(article.content().getByRole('heading', { name: 'What shops gain' })).toBeVisible();
    await expect(article.content().getByRole('listitem')).toHaveCount(3);
    // A link inside the content is an ordinary internal route.
    await article.content().getByRole('link', { name: 'Logistix page' }).click();
    await expect(page).toHaveURL(/#\/product\/logistix$/);
  });

  test('a video article shows a 16:9 player behind a play button', async ({ page }) => {
    const video = new VideoFacade(page);
    await video.stubHost();
    await gotoRoute(page, '/news-and-media/partstrax-mobile-vin-scanning');
    const title = 'See VIN scanning in the new mobile app';
    await video.playButton(title).click();
    const box = await video.frame(title).boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    // The frame asks its host once it is in the document: a request that starts a moment after the click.
    await expect.poll(() => video.requests.length).toBeGreaterThan(0);
  });

  test('is found case-insensitively; an unknown name goes to /page-not-found', async ({ page }) => {
    await gotoRoute(page, '/news-and-media/Logistix-EXPANDS-Early-Delivery');
    await expect(new NewsArticle(page).headline()).toHaveText(/Logistix guaranteed 6:00 AM delivery/);
    await gotoRoute(page, '/news-and-media/no-such-article');
    await expect(new SiteChrome(page).notFound()).toBeVisible();
    expect(currentRoute(page)).toBe('/page-not-found');
    await gotoRoute(page, '/news-and-media/..%2F..%2Fconfig');
    await expect(new SiteChrome(page).notFound()).toBeVisible();
  });

  test('article HTML is sanitised: no script runs, no handler or javascript: link survives', async ({ page }) => {
    const hostile = {
      ...JSON.parse(readFileSync(new URL('../../public/assets/data/news/logistix-expands-early-delivery.json', import.meta.url), 'utf8')),
      content:
        '<p id="kept">Kept paragraph</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
        '<a href="javascript:window.__pwned=3">bad link</a><a href="https://example.org/">external</a>' +
        '<p style="color:red" onclick="window.__pwned=4">styled</p><iframe src="https://evil.example/"></iframe>',
    };
    await page.route('**/assets/data/news/logistix-expands-early-delivery.json', (route) => route.fulfill({ json: hostile }));
    await gotoRoute(page, '/news-and-media/logistix-expands-early-delivery');
    const content = new NewsArticle(page).content();
    await expect(content.getByText('Kept paragraph')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(content.locator('img, script, iframe, [onerror], [onclick], [style], [id]')).toHaveCount(0);
    await expect(content.getByText('bad link')).not.toHaveAttribute('href', /javascript/);
    await expect(content.getByRole('link', { name: 'external' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(content.getByRole('link', { name: 'external' })).toHaveAttribute('target', '_blank');
  });

  test('opens at the top, even when the feed was scrolled down', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoRoute(page, '/news-and-media');
    const news = new NewsFeed(page);
    const last = news.items().last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await last.getByRole('heading').getByRole('link').click();
    await expect(new NewsArticle(page).headline()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a failed article load is a message with Retry, not a 404', async ({ page, context }) => {
    await context.addCookies([{ name: 'stand-in-fault', value: 'content:500', url: ORIGIN }]);
    await gotoRoute(page, '/news-and-media/logistix-expands-early-delivery');
    await expect(page.getByRole('alert')).toContainText('This article could not be loaded.');
    expect(currentRoute(page)).toBe('/news-and-media/logistix-expands-early-delivery');
    await context.clearCookies({ name: 'stand-in-fault' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(new NewsArticle(page).headline()).toHaveText(/Logistix guaranteed/);
  });
});
