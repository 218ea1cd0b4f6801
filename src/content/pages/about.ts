/**
 * The About page's copy (spec 1 company history, spec 2 "About page"): history, the timeline
 * (1996, 1998, 2004, 2005, 2007, 2010, 2015), the anniversary and the services list.
 */
import { brand } from '../brand.ts';

/** spec 2: the anniversary count is the current year minus 1996. */
export function anniversaryYears(today: Date = new Date()): number {
  return today.getFullYear() - brand.foundedYear;
}

export const history: readonly string[] = [
  `${brand.company} began in ${brand.foundedYear} with a simple idea: a collision shop should be able to order every part it needs from one place, and know when it will arrive.`,
  'Since then we have grown from a regional parts service into a network that connects collision-repair shops and parts suppliers across the country, with the software, the delivery service and the people to keep parts moving.',
];

export interface TimelineEntry {
  year: 1996 | 1998 | 2004 | 2005 | 2007 | 2010 | 2015;
  title: string;
  text: string;
}

/** spec 1: 1996 founding, 1998 logistics, 2004 technologies, 2005 trax, 2007 delivery, 2010 valutrax, 2015 notification tool. */
export const timeline: readonly TimelineEntry[] = [
  { year: 1996, title: 'Founded', text: `${brand.company} opens its doors to connect collision shops with parts suppliers.` },
  { year: 1998, title: 'Logistics', text: 'Our own logistics service starts moving parts between suppliers and shops.' },
  { year: 2004, title: 'Technologies', text: 'A technology division is formed to put parts ordering online.' },
  { year: 2005, title: 'Trax', text: 'Trax launches: collision parts ordering with a shop and supplier CRM.' },
  { year: 2007, title: 'Delivery', text: 'Route and driver management arrives for suppliers who deliver their own parts.' },
  { year: 2010, title: 'ValuTrax', text: 'ValuTrax brings conquest claims and incentive delivery to OEM suppliers.' },
  { year: 2015, title: 'Notifications', text: 'TraxPod, a notification assistant, tells shops about every order event as it happens.' },
];

/** spec 2: the list of services provided. */
export const services: readonly { title: string; text: string }[] = [
  { title: 'Online parts ordering', text: 'All part types in one order, with up-front pricing, availability and delivery estimates.' },
  { title: 'Order tracking', text: 'From placement to fulfilment, with instant delivery notifications.' },
  { title: 'Electronic invoicing', text: 'Invoices posted electronically to your shop management system.' },
  { title: 'Expedited delivery', text: 'Parts delivered in 2 hours or less, and by 6:00 AM where Logistix runs.' },
  { title: 'Returns and credits', text: 'Electronic return of parts and cores, with instant credit memos.' },
  { title: 'Electronic parts catalog', text: 'Search by VIN, with exploded views of every assembly.' },
  { title: 'Mobile apps', text: 'VIN scanning and validation, order tracking and catalog access on iOS and Android.' },
  { title: 'Supplier tools', text: 'Order and conquest fulfilment, account management, dispatch and driver management.' },
];
