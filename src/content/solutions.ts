/**
 * The Solutions mega-dropdown (spec 2): three sections, each listing products with name,
 * description and path (spec 3 "Solution section"). The footer's "solutions" link goes to trax.
 */
import { paths, type ProductKey } from '../config/paths.ts';

export interface SolutionProduct {
  key: ProductKey;
  name: string;
  description: string;
  path: string;
}
export interface SolutionSection {
  name: string;
  products: SolutionProduct[];
}

const product = (key: ProductKey, name: string, description: string): SolutionProduct => ({
  key,
  name,
  description,
  path: paths.product(key),
});

export const solutionSections: SolutionSection[] = [
  {
    name: 'Parts Procurement',
    products: [
      product('trax', 'Trax', 'Collision parts ordering with a shop and supplier CRM'),
      product('mechanical', 'Trax Mechanical', 'The same ordering power for mechanical parts'),
      product('valutrax', 'ValuTrax', 'Conquest claims and incentive delivery for suppliers'),
      product('backtrax', 'BackTrax', 'Electronic parts returns with instant credit notices'),
    ],
  },
  {
    name: 'Logistics & Delivery',
    products: [
      product('deliverytrax', 'DeliveryTrax', 'Route and driver management for parts delivery'),
      product('traxdrive', 'TraxDrive', 'GPS delivery app for drivers, with signature capture'),
      product('logistix', 'Logistix', 'Delivery service with guaranteed 6:00 AM parts arrival'),
    ],
  },
  {
    name: 'Audit & Analytics',
    products: [
      product('traxscan', 'TraxScan', 'Parts audit and scanning at the receiving dock'),
      product('traxpod', 'TraxPod', 'A notification assistant for every order event'),
    ],
  },
];

const solutionProducts = solutionSections.flatMap((section) => section.products);

/**
 * The 404 page's "back to the product" link (spec 2): the product `lastProduct` names (spec 4 "Product selection"),
 * or Trax, the portal's first product and the footer's Solutions link, when none is remembered or the key is unknown.
 */
export function productBackLink(lastProduct: string | null): { name: string; path: string } {
  const found = lastProduct ? solutionProducts.find((entry) => entry.key === lastProduct.toLowerCase()) : undefined;
  const chosen = found ?? solutionProducts.find((entry) => entry.key === 'trax');
  return chosen ? { name: chosen.name, path: chosen.path } : { name: 'Trax', path: paths.product('trax') };
}
