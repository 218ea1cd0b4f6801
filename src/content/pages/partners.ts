/**
 * Fictional partner suppliers (spec 3 "Partner": name, logo, path) for the Benefits page's logo
 * carousel, and fictional customers for the About page's logo wall. Logos are under public/assets.
 */
export interface Partner {
  name: string;
  /** Logo path relative to the site base. */
  logo: string;
  /** The partner's website. */
  path: string;
}

export const partners: readonly Partner[] = [
  { name: 'Northwind Auto Parts', logo: 'assets/img/partners/partner-1.svg', path: 'https://northwind-parts.example.com/' },
  { name: 'Blue Ridge Collision Supply', logo: 'assets/img/partners/partner-2.svg', path: 'https://blueridge-collision.example.com/' },
  { name: 'Harbor Point Paint & Body', logo: 'assets/img/partners/partner-3.svg', path: 'https://harborpoint.example.com/' },
  { name: 'Cedar Valley Motors Parts', logo: 'assets/img/partners/partner-4.svg', path: 'https://cedarvalley-parts.example.com/' },
  { name: 'Summit Bumper Works', logo: 'assets/img/partners/partner-5.svg', path: 'https://summit-bumper.example.com/' },
  { name: 'Lakeshore OEM Distribution', logo: 'assets/img/partners/partner-6.svg', path: 'https://lakeshore-oem.example.com/' },
  { name: 'Ironbridge Glass & Trim', logo: 'assets/img/partners/partner-7.svg', path: 'https://ironbridge-glass.example.com/' },
  { name: 'Prairie Line Freight', logo: 'assets/img/partners/partner-8.svg', path: 'https://prairieline-freight.example.com/' },
];

export interface Customer {
  name: string;
  logo: string;
}

export const customers: readonly Customer[] = [
  { name: 'Maple Street Collision', logo: 'assets/img/customers/customer-1.svg' },
  { name: 'Riverbend Auto Body', logo: 'assets/img/customers/customer-2.svg' },
  { name: 'Crescent Collision Center', logo: 'assets/img/customers/customer-3.svg' },
  { name: 'Granite Peak Auto Repair', logo: 'assets/img/customers/customer-4.svg' },
  { name: 'Oak Hollow Body Works', logo: 'assets/img/customers/customer-5.svg' },
  { name: 'Silverline Collision', logo: 'assets/img/customers/customer-6.svg' },
  { name: 'Redwood Coach & Body', logo: 'assets/img/customers/customer-7.svg' },
  { name: 'Bayside Auto Restoration', logo: 'assets/img/customers/customer-8.svg' },
  { name: 'Fairview Fleet Repair', logo: 'assets/img/customers/customer-9.svg' },
  { name: 'Copper Canyon Collision', logo: 'assets/img/customers/customer-10.svg' },
  { name: 'Westgate Dent & Paint', logo: 'assets/img/customers/customer-11.svg' },
  { name: 'Pinecrest Auto Care', logo: 'assets/img/customers/customer-12.svg' },
];
