/**
 * The delivery add-on landing (spec 2 "Delivery add-on landing", spec 9 webinar lengths 20, 60, 40
 * and 30 minutes). Testimonials are from fictional customers.
 */
import type { IconFeature } from '../feature-icons.ts';
import dispatchBoard from './art/dispatch-board.svg';

export const deliveryHero = {
  title: 'DeliveryTrax: every route, every driver, every part',
  lead: 'Plan routes, dispatch drivers and let shops follow their parts to the door. Leave your e-mail and one of our delivery experts will show you how it fits your counter.',
  img: dispatchBoard,
};

export type LandingFeature = IconFeature;

export const deliveryFeatures: readonly LandingFeature[] = [
  { icon: 'diagram', title: 'Routes in minutes', text: 'Build the day’s routes from open orders and balance stops across your drivers.' },
  { icon: 'tracked', title: 'Live dispatch board', text: 'See every driver, every stop and every late delivery at a glance.' },
  {
    icon: 'notification',
    title: 'Shops always know',
    text: 'Automatic notices tell the shop when parts leave and when they are signed for.',
  },
  {
    icon: 'mobile',
    title: 'Works with the driver app',
    text: 'Drivers follow the route on their phone and capture a signature at the door.',
  },
];

export interface Webinar {
  title: string;
  minutes: 20 | 60 | 40 | 30;
  text: string;
}

/** spec 2, 9: the four webinar trainings and their lengths. */
export const webinars: readonly Webinar[] = [
  { title: 'Introduction/Overview', minutes: 20, text: 'What DeliveryTrax does and how a day on the dispatch board looks.' },
  { title: 'Detailed Training with Set Up', minutes: 60, text: 'Set up drivers, vehicles, zones and routes, then run a full day.' },
  { title: 'Dispatching without Set Up', minutes: 40, text: 'For dispatchers joining a DeliveryTrax account that is already set up.' },
  { title: 'Training on the driver app', minutes: 30, text: 'Routes, stops, signatures and returns from the driver’s phone.' },
];

/** Where visitors reserve a seat in a webinar (a fictional address). */
export const webinarSignupUrl = 'https://webinars.example.com/deliverytrax';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote: 'Our counter stopped answering “where is my part?” calls. The shops see it themselves now.',
    name: 'Dana Whitfield',
    role: 'Parts manager, Northwind Auto Parts',
  },
  {
    quote: 'We set up routes for eleven drivers in an afternoon and cut a van from our morning run.',
    name: 'Luis Carranza',
    role: 'Delivery supervisor, Cedar Valley Motors Parts',
  },
  {
    quote: 'Signatures on the phone ended our lost-delivery disputes. Returns come back on the same route.',
    name: 'Mei Tanaka',
    role: 'Operations lead, Lakeshore OEM Distribution',
  },
];
