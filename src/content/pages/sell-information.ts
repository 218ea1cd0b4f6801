/** /sell-information (spec 2: the cookie policy stub page). */
import { brand } from '../brand.ts';

export const sellInformation = {
  title: 'Cookie policy',
  paragraphs: [
    `${brand.company} does not sell your personal information, and does not share it for cross-context behavioural advertising. There is nothing to opt out of.`,
    'We use cookies to remember your cookie choice, to keep sessions secure and to understand how the site is used. The cookie section of our privacy policy explains them; the California consumer privacy notice lists each cookie and how long it lasts.',
  ],
};
