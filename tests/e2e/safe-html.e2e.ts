/**
 * The HTML fields of the content files in a real browser, on both of SafeHtml's engines
 * (docs/decisions/safe-html-browser-sanitizer.md): this Chromium's HTML Sanitizer API (`setHTML`), and
 * DOMPurify, forced by removing `setHTML` before the portal starts (what Safari gets). Under the portal's
 * CSP with Trusted Types: the execution hook (tests/support/hostile-corpus.ts) fails a test on any
 * Trusted Types or script violation, on code that runs and on dangerous markup in the DOM.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, ALLOWED_URI } from '../../src/components/content/html-policy.ts';
import { hostileHtml, watchForExecution, type Finding } from '../support/hostile-corpus.ts';
import { SANITIZER_UNAVAILABLE } from '../../src/components/content/safe-html.tsx';
import { policyBreaches } from '../support/safe-html-policy.ts';
import { NewsArticle } from '../support/pages/news.ts';
import { ProductPage } from '../support/pages/product.ts';
import { PORTAL, expect, gotoRoute, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

const ARTICLE = '/news-and-media/logistix-expands-early-delivery';
/** /product/trax's HTML fields (src/pages/product-page.tsx): group titles and item descriptions. */
const PRODUCT_FIELDS = '.product-features__title, .product-feature > div > div';
const LISTS = { elements: ALLOWED_ELEMENTS, attributes: ALLOWED_ATTRIBUTES, uri: { source: ALLOWED_URI.source, flags: ALLOWED_URI.flags } };

const ENGINES = [
  { name: 'the HTML Sanitizer API', fallback: false },
  { name: 'DOMPurify (setHTML removed)', fallback: true },
] as const;
type Engine = (typeof ENGINES)[number];

/**
 * The address allowlist and the link rule, case by case (the hostile corpus has the rest), put first:
 * an element off the list goes with its content, and the corpus has some left open (`<style>`, `<iframe>`).
 */
const ADDRESS_CASES = [
  '<p><a href="mailto:a@example.com">mail</a> <a href="tel:+15550100">call</a> <a href="#/contactus" target="_top">contact</a></p>',
  '<p><a href="data:text/html,x">data link</a> <a href="vbscript:msgbox(1)">vb link</a> <a href="/opsportal/#/ops">relative link</a></p>',
  '<p><a href=" https://example.org/spaced" target="_self" rel="opener">spaced external</a> <a href="HTTPS://EXAMPLE.ORG/">upper external</a></p>',
  '<blockquote cite="data:text/html,x">bad quote</blockquote><blockquote cite="https://example.org/q">good quote</blockquote>',
].join('\n');

/** Removes the Sanitizer API before the portal's code runs, when the engine is DOMPurify; returns the DOMPurify chunks fetched. */
async function useEngine(page: Page, engine: Engine): Promise<string[]> {
  if (engine.fallback) await page.addInitScript(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (chunkPattern('dompurify-engine').test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

/** The article's content, once shown. */
async function articleHtml(page: Page, heading: string): Promise<string> {
  await gotoRoute(page, ARTICLE);
  const content = new NewsArticle(page).content();
  await expect(content.getByText(heading, { exact: true })).toBeVisible();
  return content.innerHTML();
}

/** /product/trax's feature markup, once every HTML field in it is filled. */
async function productHtml(page: Page, title: string): Promise<string> {
  await gotoRoute(page, '/product/trax');
  const features = page.locator('.product-features');
  await expect(features.getByText(title).first()).toBeVisible();
  await expect(features.locator(PRODUCT_FIELDS.replaceAll(',', ':empty,') + ':empty')).toHaveCount(0);
  return features.innerHTML();
}

/** The article and /product/trax's HTML fields replaced by hostile HTML plus the address cases. */
async function serveHostileFields(page: Page) {
  const article = JSON.parse(
    readFileSync(new URL(`../../public/assets/data/news/${ARTICLE.split('/').pop()}.json`, import.meta.url), 'utf8'),
  );
  await page.route(`**/assets/data/news/${ARTICLE.split('/').pop()}.json`, (route) =>
    route.fulfill({ json: { ...article, content: `${ADDRESS_CASES}\n${hostileHtml('article')}` } }),
  );
  const products = JSON.parse(readFileSync(new URL('../../public/assets/data/products.data.json', import.meta.url), 'utf8')) as Array<{
    name: string;
    contentColumns: Array<{ title: string; items: Array<{ description: string }> }>;
  }>;
  for (const product of products.filter((item) => item.name === 'trax')) {
    product.contentColumns = product.contentColumns.map((group) => ({
      title: hostileHtml('group title'),
      items: group.items.map((item) => ({ ...item, description: hostileHtml('description') })),
    }));
  }
  await page.route('**/assets/data/products.data.json', (route) => route.fulfill({ json: products }));
}

function expectClean(findings: Finding[], what: string) {
  expect(findings, `${what}: no code ran, no CSP or Trusted Types violation, nothing dangerous in the DOM`).toEqual([]);
}

test.describe('HTML fields of the content files', () => {
  for (const engine of ENGINES) {
    test(`${engine.name}: the article and /product/trax show their HTML under Trusted Types; DOMPurify's code is fetched only ${engine.fallback ? 'here' : 'without setHTML'}`, async ({
      page,
    }) => {
      const findings = await watchForExecution(page);
      const fetched = await useEngine(page, engine);
      const response = await page.goto(`${PORTAL}#${ARTICLE}`);
      expect(response?.headers()['content-security-policy'], 'the portal enforces Trusted Types').toContain(
        "require-trusted-types-for 'script'",
      );
      await articleHtml(page, 'What shops gain');
      await productHtml(page, 'For shops:');
      const article = new NewsArticle(page).content();
      await gotoRoute(page, '/news-and-media/shop-owner-roundtable');
      await expect(article.getByRole('link', { name: 'Share your own feedback' })).toHaveAttribute('target', '_blank');
      await expect(article.getByRole('link', { name: 'Share your own feedback' })).toHaveAttribute('rel', 'noopener noreferrer');
      expect(fetched.length > 0, `DOMPurify fetched: ${fetched.join(', ')}`).toBe(engine.fallback);
      expectClean(findings, engine.name);
    });

    test(`${engine.name}: hostile HTML keeps only the policy's markup, addresses and link rule; nothing runs`, async ({ page }) => {
      const findings = await watchForExecution(page);
      await useEngine(page, engine);
      await serveHostileFields(page);
      await articleHtml(page, 'good quote');
      const content = new NewsArticle(page).content();
      await expect(content.getByText('Kept article:')).toBeVisible();
      expect(await content.evaluate(policyBreaches, LISTS)).toEqual([]);
      // The address cases.
      await expect(content.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@example.com');
      await expect(content.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+15550100');
      const contact = content.getByRole('link', { name: 'contact' });
      await expect(contact).toHaveAttribute('href', '#/contactus');
      await expect(contact).not.toHaveAttribute('target');
      for (const dropped of ['data link', 'vb link', 'relative link']) {
        await expect(content.getByText(dropped, { exact: true }), dropped).not.toHaveAttribute('href');
      }
      for (const [name, href] of [
        ['spaced external', 'https://example.org/spaced'],
        ['upper external', 'HTTPS://EXAMPLE.ORG/'],
      ]) {
        const link = content.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', href!);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(content.getByText('bad quote')).not.toHaveAttribute('cite');
      await expect(content.getByText('good quote')).toHaveAttribute('cite', 'https://example.org/q');
      expectClean(findings, `${engine.name}, ${ARTICLE}`);

      await productHtml(page, 'Kept description:');
      const fields = await new ProductPage(page).root.locator(PRODUCT_FIELDS).all();
      expect(fields.length).toBeGreaterThan(3);
      for (const field of fields) expect(await field.evaluate(policyBreaches, LISTS)).toEqual([]);
      expectClean(findings, `${engine.name}, /product/trax`);
    });
  }

  test('DOMPurify (setHTML removed) whose code cannot be fetched: the field says so instead of staying empty, and Retry fills it once online', async ({
    page,
  }) => {
    await useEngine(page, ENGINES[1]);
    await page.route(chunkPattern('dompurify-engine'), (route) => route.abort('internetdisconnected'));
    await gotoRoute(page, ARTICLE);
    const content = new NewsArticle(page).content();
    // The field says what did not load (an alert) and offers Retry, and says nothing else.
    await expect(content.getByRole('alert')).toHaveText(`${SANITIZER_UNAVAILABLE}Retry`);
    await expect(content).toContainText(SANITIZER_UNAVAILABLE);
    await page.unroute(chunkPattern('dompurify-engine'));
    await content.getByRole('button', { name: 'Retry' }).click();
    await expect(content.getByText('What shops gain', { exact: true })).toBeVisible();
    await expect(content.getByRole('alert')).toHaveCount(0);
  });

  test('both engines leave the same DOM, for the real content and for hostile HTML', async ({ context }) => {
    const outcomes: string[][] = [];
    for (const engine of ENGINES) {
      const page = await context.newPage();
      await useEngine(page, engine);
      const real = [await articleHtml(page, 'What shops gain'), await productHtml(page, 'For shops:')];
      await serveHostileFields(page);
      const hostile = [await articleHtml(page, 'good quote'), await productHtml(page, 'Kept description:')];
      outcomes.push([...real, ...hostile]);
      await page.close();
    }
    const [browser, domPurify] = outcomes;
    expect(browser![0]!.length).toBeGreaterThan(200);
    expect(domPurify).toEqual(browser);
  });
});
