/**
 * The content pages' copy modules (spec 2, 9): the spec's fixed lists and constants are what the
 * pages show, and every image they name exists. (The HTML sanitiser is tested in real Chromium, in
 * tests/e2e/pages-news.e2e.ts: DOMPurify needs a real DOM.)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS } from '../../src/config/paths.ts';
import { anniversaryYears, timeline } from '../../src/content/pages/about.ts';
import { accordionEntries, heroBlocks, technologyCards } from '../../src/content/pages/benefits.ts';
import { ANALYTICS_COOKIE_DURATIONS } from '../../src/content/pages/ccpa.ts';
import { careerTiles } from '../../src/content/pages/careers.ts';
import { webinars } from '../../src/content/pages/deliverytrax-ad.ts';
import { RENDERED_BLOCKS, announcement, carouselItems, renderedBlocks } from '../../src/content/pages/ops.ts';
import { customers, partners } from '../../src/content/pages/partners.ts';
import { categories } from '../../src/content/pages/privacy.ts';
import { shopLogos, supplierLogos } from '../../src/content/pages/register.ts';
import { mobileWebinar, routePermissionSentence } from '../../src/content/pages/traxmobile-ad.ts';

const publicFile = (relative: string) => resolve(process.cwd(), 'public', relative);

describe('content page copy (spec 1, 2, 9)', () => {
  it('/ops: five slides defined, two rendered, PDF links; Read More to the retirement article', () => {
    expect(carouselItems).toHaveLength(5);
    expect(RENDERED_BLOCKS).toBe(2);
    // The page draws `renderedBlocks`: spec 2's two, the first two of the five.
    expect(renderedBlocks).toHaveLength(RENDERED_BLOCKS);
    expect(renderedBlocks.map((item) => item.title)).toEqual(['Collision parts order management', 'Mechanical parts sales']);
    expect(carouselItems.slice(0, RENDERED_BLOCKS)).toEqual(renderedBlocks);
    for (const item of carouselItems) {
      expect(item.path).toMatch(/^https:\/\/.+\.pdf$/);
      expect(existsSync(publicFile(item.background)), item.background).toBe(true);
    }
    expect(announcement.path).toBe('/news-and-media/traxpod-to-partstrax-update');
    expect(existsSync(publicFile('assets/data/news/traxpod-to-partstrax-update.json'))).toBe(true);
  });

  it('Benefits: four hero blocks, a card for each of the nine products, three accordion panels', () => {
    expect(heroBlocks.map((block) => block.title)).toEqual(['Procurement', 'Support', 'Logistics', 'Expertise']);
    expect(technologyCards.map((card) => card.product).sort()).toEqual([...PRODUCT_KEYS].sort());
    for (const card of technologyCards) expect(existsSync(publicFile(card.logo)), card.logo).toBe(true);
    expect(accordionEntries.map((entry) => entry.title)).toEqual(['Parts Procurement', 'Logistics & Delivery', 'Analytics & Metrics']);
  });

  it('About: the seven years of spec 1 and the anniversary as current year minus 1996', () => {
    expect(timeline.map((entry) => entry.year)).toEqual([1996, 1998, 2004, 2005, 2007, 2010, 2015]);
    expect(anniversaryYears(new Date('2030-06-01T12:00:00Z'))).toBe(34);
  });

  it('partner and customer logos exist; names are unique', () => {
    for (const logo of [...partners.map((partner) => partner.logo), ...customers.map((customer) => customer.logo)]) {
      expect(existsSync(publicFile(logo)), logo).toBe(true);
    }
    expect(new Set(partners.map((partner) => partner.name)).size).toBe(partners.length);
    expect(partners.length).toBeGreaterThan(6);
  });

  it('careers tiles, registration logos, webinars and the mobile advert say what spec 2 lists', () => {
    expect(careerTiles.map((tile) => tile.title)).toEqual([
      '20+ Years in business',
      'Cutting edge of technology',
      'Family environment',
      'Leader in industry',
    ]);
    expect(shopLogos.map((logo) => logo.name)).toEqual(['Trax', 'BackTrax', 'TraxPost', 'TraxMobile', 'Logistix']);
    expect(supplierLogos.map((logo) => logo.name)).toEqual(['Trax', 'ValuTrax', 'BackTrax', 'DeliveryTrax', 'TraxMobile', 'Logistix']);
    expect(webinars.map((webinar) => [webinar.title, webinar.minutes])).toEqual([
      ['Introduction/Overview', 20],
      ['Detailed Training with Set Up', 60],
      ['Dispatching without Set Up', 40],
      ['Training on the driver app', 30],
    ]);
    expect(mobileWebinar.minutes).toBe(30);
    expect(routePermissionSentence).toMatch(/only .+permission to change routes/);
  });

  it('privacy: the eleven categories of spec 2 and the analytics cookie durations of spec 9', () => {
    expect(categories).toHaveLength(11);
    expect(ANALYTICS_COOKIE_DURATIONS).toEqual(['2 years', '24 hours', '1 minute']);
  });
});
