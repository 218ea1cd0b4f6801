/**
 * The /ops landing's content (spec 2 "/ops landing", spec 3 "Announcement item", "Carousel item",
 * "Ad item"). Every name is fictional; brand values come from brand.ts.
 */
import { paths } from '../../config/paths.ts';
import { announcementArticleName, brand } from '../brand.ts';
import adBrightline from './art/ad-brightline.svg';
import opsCollision from './art/ops-collision.svg';
import opsMechanical from './art/ops-mechanical.svg';

export interface AnnouncementItem {
  content: string;
  btn: string;
  path: string;
}

/** spec 2: shown only when config.showAnnouncement is true; Read More goes to the retirement article. */
export const announcement: AnnouncementItem = {
  content: `TraxPod is being retired. Every order notification it sends is now built into ${brand.product}, with nothing to install.`,
  btn: 'Read More',
  path: paths.newsArticle(announcementArticleName),
};

export interface CarouselItem {
  /** The block's background (a product artwork path under assets/). */
  background: string;
  /** The block's illustration (a bundled image URL). */
  img: string;
  /** The product the block promotes; its heading. */
  title: string;
  tagline: string;
  buttonName: string;
  /** An external PDF brochure. */
  path: string;
}

/**
 * spec 2: five slides are defined, two blocks are rendered (collision parts order management and
 * mechanical parts sales). The page imports only these two, so the other three are not in its code.
 */
export const renderedBlocks: readonly CarouselItem[] = [
  {
    background: 'assets/img/products/trax-hero.svg',
    img: opsCollision,
    title: 'Collision parts order management',
    tagline: 'Order every part type from the suppliers you choose, and follow each line from the order to the bay.',
    buttonName: 'Download the brochure (PDF)',
    path: 'https://docs.example.com/brochures/collision-parts-order-management.pdf',
  },
  {
    background: 'assets/img/products/mechanical-hero.svg',
    img: opsMechanical,
    title: 'Mechanical parts sales',
    tagline: 'Quote, price and order mechanical parts in minutes, with stock and delivery time shown up front.',
    buttonName: 'Download the brochure (PDF)',
    path: 'https://docs.example.com/brochures/mechanical-parts-sales.pdf',
  },
];

/** The other three slides of spec 2's five, ready for later campaigns (not rendered). */
export const laterBlocks: readonly CarouselItem[] = [
  {
    background: 'assets/img/products/deliverytrax-hero.svg',
    img: opsCollision,
    title: 'Route and driver management',
    tagline: 'Plan routes, dispatch drivers and show shops where their parts are.',
    buttonName: 'Download the brochure (PDF)',
    path: 'https://docs.example.com/brochures/route-and-driver-management.pdf',
  },
  {
    background: 'assets/img/products/logistix-hero.svg',
    img: opsMechanical,
    title: 'Guaranteed 6:00 AM delivery',
    tagline: 'Parts from every supplier, consolidated overnight and on the shelf before the shop opens.',
    buttonName: 'Download the brochure (PDF)',
    path: 'https://docs.example.com/brochures/guaranteed-early-delivery.pdf',
  },
  {
    background: 'assets/img/products/backtrax-hero.svg',
    img: opsCollision,
    title: 'Electronic parts returns',
    tagline: 'Return parts and cores electronically and see the credit memo the moment it is issued.',
    buttonName: 'Download the brochure (PDF)',
    path: 'https://docs.example.com/brochures/electronic-parts-returns.pdf',
  },
];

/** spec 2: the five slides defined (marked pure: a page that reads only `renderedBlocks` ships no other slide). */
export const carouselItems: readonly CarouselItem[] = /* @__PURE__ */ renderedBlocks.concat(laterBlocks);

/** spec 2: two blocks are rendered (`renderedBlocks` holds them; the content test checks the two agree). */
export const RENDERED_BLOCKS = 2;

export interface AdItem {
  img: string;
  /** The advertiser's website as shown to the visitor. */
  website: string;
  path: string;
  /** The advertiser, for the image's alternative text. */
  name: string;
}

/** spec 2: the ads area has one external advertiser link (a fictional advertiser). */
export const ad: AdItem = {
  img: adBrightline,
  website: 'brightline.example.com',
  path: 'https://brightline.example.com/',
  name: 'Brightline Refinish Supply: paint, primers and body supplies',
};
