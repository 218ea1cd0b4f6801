/**
 * The QR lead-generation landing for the mechanical ordering platform (spec 2 "Lead-generation (QR)
 * landing"): hero, feature sections, store badges and the closing call to action.
 */
import type { IconFeature } from '../feature-icons.ts';
import qrCtaNarrow from './art/qr-cta-narrow.svg';
import qrCta from './art/qr-cta.svg';
import storeAndroid from './art/store-android.svg';
import storeIos from './art/store-ios.svg';

export const qrHero = {
  title: 'Mechanical parts, ordered in minutes',
  lead: 'You scanned the code: here is what Trax Mechanical does for your shop. Price, stock and delivery time for every part, from the suppliers you already use.',
};

export type QrFeature = IconFeature;

export const qrFeatures: readonly QrFeature[] = [
  {
    icon: 'vin',
    title: 'Start from the VIN',
    text: 'Scan or type the VIN and see only the parts that fit, with exploded views of each assembly.',
  },
  {
    icon: 'source',
    title: 'Compare before you buy',
    text: 'Price, availability and delivery estimate from each supplier, side by side, before you order.',
  },
  { icon: 'expedited', title: 'Parts in 2 hours or less', text: 'Expedited delivery from local suppliers keeps the bay moving.' },
  {
    icon: 'tracked',
    title: 'Follow every order',
    text: 'Each line is tracked from placement to delivery, with a notice the moment it arrives.',
  },
  { icon: 'memo', title: 'Invoices that post themselves', text: 'Supplier invoices post electronically to your shop management system.' },
  { icon: 'mobile', title: 'On your phone too', text: 'Order, track and search the catalog from the iOS and Android apps.' },
];

export interface StoreBadge {
  platform: 'iOS' | 'Android';
  img: string;
  alt: string;
  href: string;
}

/** The apps' store pages (fictional addresses). */
export const storeBadges: readonly StoreBadge[] = [
  { platform: 'iOS', img: storeIos, alt: 'Download the app for iPhone and iPad', href: 'https://apps.example.com/ios/trax-mechanical' },
  { platform: 'Android', img: storeAndroid, alt: 'Get the app for Android', href: 'https://apps.example.com/android/trax-mechanical' },
];

/** The closing image: a wide version, and a narrow one with larger text for phones. */
export const qrCallToAction = {
  img: qrCta,
  narrowImg: qrCtaNarrow,
  alt: 'Start ordering today: log in now',
};
