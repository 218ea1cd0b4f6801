/**
 * What a link preview or a crawler that runs no script reads (issue 42): the document /opsportal/ carries /ops's
 * description and keywords (spec 2) and the site's card for previews (OpenGraph and Twitter: title, description, an
 * image that is there), and the host answers robots.txt and favicon.ico where crawlers and browsers ask. Once the
 * app draws a route, the head has that route's description only, never the drawn /ops one beside it.
 */
import { expectedPageMetaFor } from '../support/route-page-meta.ts';
import { ORIGIN, PORTAL, expect, gotoRoute, test, waitForPage } from './fixtures.ts';

const ops = expectedPageMetaFor('/ops');
const benefits = expectedPageMetaFor('/benefits');
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

test.describe('the document head without scripts', () => {
  test("/opsportal/ carries /ops's description and keywords and the site's card, whose image is there", async ({ request }) => {
    const response = await request.get(PORTAL);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>OPS Parts Network</title>');
    expect(head).toMatch(new RegExp(`<meta [^>]*name="description" content="${attribute(ops.description)}"`));
    expect(head).toMatch(new RegExp(`<meta [^>]*name="keywords" content="${attribute(ops.keywords)}"`));
    for (const property of ['og:type', 'og:site_name', 'og:title', 'og:description', 'og:image'])
      expect(head, property).toMatch(new RegExp(`<meta\\s+property="${property}"\\s+content="[^"]+"`));
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
      expect(head, name).toMatch(new RegExp(`<meta\\s+name="${name}"\\s+content="[^"]+"`));
    const image = /<meta\s+property="og:image"\s+content="([^"]+)"/.exec(head)?.[1] ?? '';
    const picture = await request.get(new URL(image, PORTAL).href);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  });

  test('robots.txt and favicon.ico answer at the root of the host', async ({ request }) => {
    const robots = await request.get(`${ORIGIN}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    const icon = await request.get(`${ORIGIN}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const bytes = await icon.body();
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4) > 0]).toEqual([0, 1, true]);
  });
});

test.describe('the head once the app draws', () => {
  test("/ops has its own description once, /benefits its own and not /ops's", async ({ page }) => {
    await gotoRoute(page, '/ops');
    await waitForPage(page);
    const descriptions = page.locator('head meta[name="description"]');
    await expect(descriptions).toHaveCount(1);
    await expect(descriptions).toHaveAttribute('content', ops.description);
    await expect(page.locator('head meta[name="keywords"]')).toHaveCount(1);

    await gotoRoute(page, '/benefits');
    await page.reload();
    await waitForPage(page);
    await expect(descriptions).toHaveCount(1);
    await expect(descriptions).toHaveAttribute('content', benefits.description);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', benefits.keywords);
  });
});
