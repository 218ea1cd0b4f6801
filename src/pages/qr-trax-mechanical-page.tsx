import { useConfig } from '../config/config-context.tsx';
import { FeatureList } from '../components/content/feature-icon.tsx';
import { Section } from '../components/content/marketing.tsx';
import { qrCallToAction, qrFeatures, qrHero, storeBadges } from '../content/pages/qr-trax-mechanical.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/marketing.css';
import './qr-trax-mechanical-page.css';
import { assetUrl } from '../components/content/asset.ts';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Order mechanical parts online, with up-front pricing and delivery estimates.',
  keywords: 'mechanical parts, ordering, mobile app',
};

/**
 * The QR lead-generation landing (spec 2): Register Now (registration address) and Login Now
 * (application base address), features, store badges, and a closing image linking to the base
 * address. Without config the two addresses are unknown, so those links are not shown (spec 8).
 */
export function QrTraxMechanicalPage() {
  const config = useConfig();
  return (
    <div className="qr-page">
      <section className="hero" aria-labelledby="qr-title">
        <div className="hero__inner hero__inner--split">
          <div>
            <img
              className="qr-page__logo"
              src={assetUrl('assets/img/products/mechanical.svg')}
              alt="Trax Mechanical"
              width="130"
              height="64"
            />
            <h1 id="qr-title">{qrHero.title}</h1>
            <p className="hero__lead">{qrHero.lead}</p>
            {config ? (
              <p className="hero__actions">
                <a className="button button--light" href={config.registerUrl}>
                  Register Now
                </a>
                <a className="button button--primary" href={config.baseUrl}>
                  Login Now
                </a>
              </p>
            ) : null}
          </div>
          <img className="hero__art" src={assetUrl('assets/img/features/exploded-view.svg')} alt="" width="480" height="270" />
        </div>
      </section>

      <Section id="qr-features-title" title="Why shops order with Trax Mechanical">
        <FeatureList features={qrFeatures} className="feature-list--thirds" />
      </Section>

      <section className="band" aria-labelledby="qr-apps-title">
        <div className="page page--wide qr-page__apps">
          <div>
            <h2 id="qr-apps-title" className="section-title">
              Take it to the bay
            </h2>
            <p>Scan a VIN with the phone’s camera, check an order or search the catalog from the shop floor.</p>
          </div>
          <ul className="qr-page__badges" aria-label="Mobile apps">
            {storeBadges.map((badge) => (
              <li key={badge.platform}>
                <a href={badge.href} target="_blank" rel="noopener noreferrer">
                  <img src={badge.img} alt={`${badge.alt} (opens in a new tab)`} width="180" height="54" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {config ? (
        <section className="page page--wide qr-page__cta" aria-label="Start ordering">
          <a href={config.baseUrl}>
            <picture>
              <source media="(max-width: 600px)" srcSet={qrCallToAction.narrowImg} width="600" height="440" />
              <img src={qrCallToAction.img} alt={qrCallToAction.alt} width="850" height="280" />
            </picture>
          </a>
        </section>
      ) : null}
    </div>
  );
}
