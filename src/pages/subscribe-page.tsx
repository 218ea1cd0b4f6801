import { SubscribeForm } from '../components/forms/subscribe-form.tsx';
import { StatusQueryModalOnSuccess } from '../components/status-modal/status-query-modal-on-success.tsx';
import { paths } from '../config/paths.ts';
import { brand } from '../content/brand.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import './subscribe-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Free subscription for collision-repair shops.',
  keywords: 'subscribe, shop, free subscription',
};

/** Subscribe (spec 2): the shop subscription lead form, SUBMIT, and the 24-hour promise (spec 9). */
export function SubscribePage() {
  return (
    <div className="page subscribe-page">
      <h1>Subscribe</h1>
      <p className="subscribe-page__intro">
        {brand.product} is free for collision-repair shops: order every part type in one place, track deliveries and message your suppliers.
      </p>
      <p className="subscribe-page__promise">
        Tell us about your shop and a {brand.product} specialist will contact you <strong>within 24 hours</strong>.
      </p>
      <section aria-labelledby="subscribe-form-title">
        <h2 id="subscribe-form-title">Your shop</h2>
        <SubscribeForm labelledBy="subscribe-form-title" />
      </section>
      <StatusQueryModalOnSuccess baseRoute={paths.subscribe} message="contact" />
    </div>
  );
}
