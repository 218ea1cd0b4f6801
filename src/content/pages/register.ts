/**
 * The registration landing's content (spec 2 "Registration landing", spec 9: logo carousels of 3
 * items, autoplay 2000 ms, nav speed 700 ms; footer 2019).
 */
import { assetUrl } from '../content-urls.ts';
import traxmobileLogo from './art/traxmobile.svg';
import traxpostLogo from './art/traxpost.svg';

export interface RegisterLogo {
  name: string;
  src: string;
}

// A getter: the configured assets address is known only once the config is in (src/app/start-up/start.tsx).
const productLogo = (key: string, name: string): RegisterLogo => ({
  name,
  get src() {
    return assetUrl(`assets/img/products/${key}.svg`);
  },
});
const trax = productLogo('trax', 'Trax');
const backtrax = productLogo('backtrax', 'BackTrax');
const logistix = productLogo('logistix', 'Logistix');
const valutrax = productLogo('valutrax', 'ValuTrax');
const deliverytrax = productLogo('deliverytrax', 'DeliveryTrax');
const traxpost: RegisterLogo = { name: 'TraxPost', src: traxpostLogo };
const traxmobile: RegisterLogo = { name: 'TraxMobile', src: traxmobileLogo };

/** spec 2: the shop card's logos (Trax, Backtrax, TraxPost, TraxMobile, Logistix). */
export const shopLogos: readonly RegisterLogo[] = [trax, backtrax, traxpost, traxmobile, logistix];
/** spec 2: the supplier card's logos (Trax, Valutrax, Backtrax, DeliveryTrax, TraxMobile, Logistix). */
export const supplierLogos: readonly RegisterLogo[] = [trax, valutrax, backtrax, deliverytrax, traxmobile, logistix];

export const shopCard = {
  title: "I'm a Shop.",
  text: 'Order and track parts online, message your suppliers instantly and work from the web or the iOS and Android apps. Free subscription for shops.',
  button: 'Register as a Shop',
};
export const supplierCard = {
  title: "I'm a Parts Supplier.",
  text: 'Fulfil orders and conquests, manage customer accounts, dispatch drivers and track deliveries. Multi-tiered subscriptions for suppliers.',
  button: 'Register as a Parts Supplier',
};

/** spec 2, 9: the registration landing's carousels show 3 logos. */
export const REGISTER_LOGOS_IN_VIEW = 3;
