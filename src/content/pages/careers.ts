/**
 * The Careers page's copy (spec 2 "Careers page"): the marketing sections, each an anchor of
 * /careers/{anchor}, and the four tiles.
 */
import { brand } from '../brand.ts';
import tileFamily from './art/tile-family.svg';
import tileLeader from './art/tile-leader.svg';
import tileTechnology from './art/tile-technology.svg';
import tileYears from './art/tile-years.svg';

/** The anchor of the 'current opportunities' table (spec 2: 'Back to Careers' goes to /careers/opportunities). */
export const OPPORTUNITIES_ANCHOR = 'opportunities';

export interface CareerSection {
  /** The section's id, and the anchor of /careers/{anchor}. */
  anchor: string;
  title: string;
  paragraphs: readonly string[];
}

/** spec 2: why work here, solutions, inspiring workplace, career growth. */
export const careerSections: readonly CareerSection[] = [
  {
    anchor: 'why-work-here',
    title: 'Why work here',
    paragraphs: [
      `At ${brand.company} your work reaches thousands of collision shops and parts suppliers every day. When an order arrives on time, a car goes home sooner, and you helped.`,
      'We are big enough to matter in our industry and small enough that everyone knows your name.',
    ],
  },
  {
    anchor: 'solutions',
    title: 'Our solutions',
    paragraphs: [
      'We build the whole chain: ordering and tracking for shops, CRM and dispatch for suppliers, apps for drivers, a delivery service of our own, and returns, audit and notification tools around them.',
    ],
  },
  {
    anchor: 'workplace',
    title: 'An inspiring workplace',
    paragraphs: [
      'Small teams own their products from idea to support. Engineers sit with dispatchers, drivers ride along with product managers, and everyone hears from customers first-hand.',
    ],
  },
  {
    anchor: 'growth',
    title: 'Career growth',
    paragraphs: [
      'Mentoring, a yearly learning budget and clear paths for specialists and for managers. Many of our leaders started on the support desk or behind the wheel.',
    ],
  },
];

export interface CareerTile {
  title: '20+ Years in business' | 'Cutting edge of technology' | 'Family environment' | 'Leader in industry';
  icon: string;
}

/** spec 2: the four tiles. */
export const careerTiles: readonly CareerTile[] = [
  { title: '20+ Years in business', icon: tileYears },
  { title: 'Cutting edge of technology', icon: tileTechnology },
  { title: 'Family environment', icon: tileFamily },
  { title: 'Leader in industry', icon: tileLeader },
];
