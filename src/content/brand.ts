/**
 * Brand settings: the spec's placeholders {phone}, {email}, {product} and the postal address.
 * Every value is fictional (a 555 number, example.com mailboxes): replace them here, and only here,
 * for a real deployment.
 */
export const brand = {
  /** The company's short name as shown in copy and the page titles. */
  company: 'OPS Parts Network',
  /** {product}: the ordering platform's name; also used in the announcement article's path. */
  product: 'PartsTrax',
  /** {phone}: support and sales line shown in the navigation bar and footer (spec 2, 9). */
  phone: '(555) 010-0199',
  phoneHref: 'tel:+15550100199',
  /** {email}: support mailbox (footer) and careers mailbox (spec 2). */
  supportEmail: 'support@example.com',
  careersEmail: 'careers@example.com',
  address: {
    street: '100 Example Parkway, Suite 400',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  },
  /** Professional-network social link in the footer and login panel (spec 2). */
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    facebook: 'https://www.facebook.com/example',
    youtube: 'https://www.youtube.com/@example',
  },
  /** The registration landing's fixed copyright year (spec 9). */
  registrationCopyrightYear: 2019,
  foundedYear: 1996,
} as const;

export type Brand = typeof brand;

/** The phone's ten digits without separators, for the forms that ask for a number that way (spec 5). */
export const brandPhoneDigits = brand.phoneHref.replace(/^tel:\+1/, '');

/** The announcement article's name (spec 2: /news-and-media/traxpod-to-{product}-update). */
export const announcementArticleName = `traxpod-to-${brand.product.toLowerCase()}-update`;
