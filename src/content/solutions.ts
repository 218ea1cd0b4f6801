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
