import { LandingAdHero } from '../components/content/landing-ad.tsx';
import { Section } from '../components/content/marketing.tsx';
import { StatusQueryModalOnSuccess } from '../components/status-modal/status-query-modal-on-success.tsx';
import { paths } from '../config/paths.ts';
import { mobileFeatureLists, mobileHero, mobileWebinar, routePermissionSentence } from '../content/pages/traxmobile-ad.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/marketing.css';
import '../components/content/landing-ad.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'The driver mobile app for parts delivery.',
  keywords: 'driver app, mobile, delivery',
};

/**
 * The driver mobile-app advert (spec 2 "Driver mobile-app advert"): e-mail capture in the hero (the
 * forms issue's), feature lists, the live 30-minute webinar, the route-permission sentence;
 * status=200 shows the confirmation modal (the forms issue's).
 */
export function TraxmobileAdPage() {
  return (
    <div className="landing-ad">
      <LandingAdHero variant="traxmobile" hero={mobileHero} art={{ width: 320, height: 400, className: 'landing-ad__phone' }} />

      <Section id="traxmobile-features" title="Built for the road" band>
        <div className="landing-ad__lists">
          {mobileFeatureLists.map((group) => (
            <section key={group.title} className="card" aria-label={group.title}>
              <h3>{group.title}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="landing-ad__permission">{routePermissionSentence}</p>
      </Section>

      <section aria-labelledby="traxmobile-webinar">
        <div className="page page--wide landing-ad__live">
          <div>
            <h2 id="traxmobile-webinar" className="section-title">
              Live webinar: {mobileWebinar.title}
            </h2>
            <p>
              <span className="webinar__length">{mobileWebinar.minutes} minutes</span> with a trainer: install the app, run a route, capture
              signatures and log returns. Questions welcome.
            </p>
          </div>
          <a className="button button--primary" href={mobileWebinar.href} target="_blank" rel="noopener noreferrer">
            Join the live webinar<span className="visually-hidden"> (30 minutes, opens in a new tab)</span>
          </a>
        </div>
      </section>

      <StatusQueryModalOnSuccess baseRoute={paths.traxmobileAd} message="email" />
    </div>
  );
}
