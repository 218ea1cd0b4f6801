/**
 * The driver mobile-app advert (spec 2 "Driver mobile-app advert"): e-mail capture in the hero,
 * feature lists, the live 30-minute webinar and the route-permission sentence.
 */
import phoneApp from './art/phone-app.svg';

export const mobileHero = {
  title: 'TraxMobile: the driver app that knows the route',
  lead: 'Turn-by-turn stops, signature capture and returns, all on the driver’s phone. Leave your e-mail and we will send you the details.',
  img: phoneApp,
};

export const mobileFeatureLists: readonly { title: string; items: readonly string[] }[] = [
  {
    title: 'For drivers',
    items: [
      'The day’s stops in order, with GPS directions to each shop',
      'Signature capture at the door, with the time and place recorded',
      'Parts and cores picked up for return logged on the spot',
    ],
  },
  {
    title: 'For dispatchers',
    items: [
      'Every driver’s position and progress on the dispatch board',
      'Late stops flagged before the shop calls',
      'Proof of delivery attached to the order automatically',
    ],
  },
];

/** spec 2: routes can be shipped from the driver app only with permission to change routes. */
export const routePermissionSentence = 'Routes can be shipped from the driver app only by drivers who have permission to change routes.';

/** spec 2: a live webinar link: 30 minutes, detailed driver mobile-app training (a fictional address). */
export const mobileWebinar = {
  title: 'Detailed driver mobile-app training',
  minutes: 30,
  href: 'https://webinars.example.com/traxmobile-driver-training',
};
