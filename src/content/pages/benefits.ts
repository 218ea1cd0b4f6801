/**
 * The Benefits page's copy (spec 2 "Benefits page"): the four hero blocks, the video, the
 * technology suite cards (spec 3 "Technology card"), the Why section and the accordion panels.
 */
import type { AccordionPanel } from '../../../machines/accordion.machine.ts';
import { paths, type ProductKey } from '../../config/paths.ts';
import { brand } from '../brand.ts';
import type { FeatureIcon } from '../feature-icons.ts';
import expertiseIcon from './art/benefit-expertise.svg';
import logisticsIcon from './art/benefit-logistics.svg';
import procurementIcon from './art/benefit-procurement.svg';
import supportIcon from './art/benefit-support.svg';
import videoPoster from './art/video-poster.svg';

export interface HeroBlock {
  title: 'Procurement' | 'Support' | 'Logistics' | 'Expertise';
  icon: string;
  text: string;
}

/** spec 2: a hero with four themed blocks. */
export const heroBlocks: readonly HeroBlock[] = [
  {
    title: 'Procurement',
    icon: procurementIcon,
    text: 'Every part type from every supplier in one order, with price, stock and arrival time before you commit.',
  },
  {
    title: 'Support',
    icon: supportIcon,
    text: `A support team that knows collision repair, on the phone at ${brand.phone} and by e-mail.`,
  },
  {
    title: 'Logistics',
    icon: logisticsIcon,
    text: 'Expedited delivery in 2 hours or less, live tracking, and instant notices when parts are signed for.',
  },
  {
    title: 'Expertise',
    icon: expertiseIcon,
    text: `Building parts procurement tools for shops and suppliers since ${brand.foundedYear}.`,
  },
];

/** spec 2: the embedded external video, loaded only when the visitor asks (a click-to-load facade). */
export const benefitsVideo = {
  src: 'https://video.example.com/embed/parts-network-overview',
  title: 'A tour of the parts network (3 minutes)',
  poster: videoPoster,
};

export interface TechnologyCard {
  product: ProductKey;
  /** The product's name as the card shows it. */
  name: string;
  icon: FeatureIcon;
  /** The product's logo, relative to the site base. */
  logo: string;
  path: string;
  description: string;
}

const card = (product: ProductKey, name: string, icon: FeatureIcon, description: string): TechnologyCard => ({
  product,
  name,
  icon,
  logo: `assets/img/products/${product}.svg`,
  path: paths.product(product),
  description,
});

/** spec 2: technology suite cards linking to product pages. */
export const technologyCards: readonly TechnologyCard[] = [
  card('trax', 'Trax', 'ordering', 'Collision parts ordering with a built-in shop and supplier CRM.'),
  card('mechanical', 'Trax Mechanical', 'source', 'The same ordering power for mechanical repair.'),
  card('valutrax', 'ValuTrax', 'network', 'Conquest claims and incentive delivery for OEM suppliers.'),
  card('deliverytrax', 'DeliveryTrax', 'tracked', 'Route and driver management for parts delivery.'),
  card('traxdrive', 'TraxDrive', 'mobile', 'A GPS delivery app for drivers, with signature capture.'),
  card('logistix', 'Logistix', 'expedited', 'Consolidated overnight delivery, guaranteed by 6:00 AM.'),
  card('backtrax', 'BackTrax', 'memo', 'Electronic returns of parts and cores, with instant credit memos.'),
  card('traxscan', 'TraxScan', 'vin', 'Parts audit and scanning at the receiving dock.'),
  card('traxpod', 'TraxPod', 'notification', 'A notification assistant for every order event.'),
];

/** spec 2: the Why section (its Explore button goes to /about). */
export const why = {
  title: `Why shops and suppliers choose ${brand.company}`,
  points: [
    'One network of shops and suppliers, so the part you need is a search away.',
    'Orders tracked from placement to fulfilment, with delivery notices the moment parts arrive.',
    'Invoices posted electronically to your shop management system: no re-keying.',
    'A supplier network you tailor to your shop: your preferred vendors first.',
  ],
};

export interface AccordionEntry {
  panel: AccordionPanel;
  title: 'Parts Procurement' | 'Logistics & Delivery' | 'Analytics & Metrics';
  paragraphs: readonly string[];
  points: readonly string[];
}

/** spec 2, 4: three panels, one open at a time, Parts Procurement open first. */
export const accordionEntries: readonly AccordionEntry[] = [
  {
    panel: 'procurement',
    title: 'Parts Procurement',
    paragraphs: [
      'Build the order straight from the estimate and send every line to the right supplier at once. OEM, aftermarket, recycled and remanufactured parts sit side by side, with up-front pricing, availability and delivery estimates.',
    ],
    points: [
      'Search the electronic parts catalog by VIN, with exploded views',
      'Message suppliers about any order without leaving it',
      'Return parts and cores electronically and get instant credit memos',
    ],
  },
  {
    panel: 'logistics',
    title: 'Logistics & Delivery',
    paragraphs: [
      'Suppliers plan routes and dispatch drivers from one board; drivers follow the route on their phone and capture a signature at the door. Shops see where their parts are at every step.',
    ],
    points: [
      'Expedited delivery in 2 hours or less',
      'Guaranteed 6:00 AM delivery where Logistix runs',
      'Instant delivery notifications to the shop',
    ],
  },
  {
    panel: 'analytics',
    title: 'Analytics & Metrics',
    paragraphs: [
      'Every order, delivery and return becomes data you can use: fill rates, delivery times, returns by reason and spend by supplier, for the shop and for the supplier.',
    ],
    points: [
      'Audit deliveries at the dock with TraxScan',
      'Compare suppliers on price, speed and accuracy',
      'Export reports for your shop management system',
    ],
  },
];
