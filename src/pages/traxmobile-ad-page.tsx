import { EmailCaptureForm } from '../components/forms/email-capture-form.tsx';
import { StatusQueryModal } from '../components/status-modal/status-query-modal.tsx';
import { paths } from '../config/paths.ts';
import { mobileFeatureLists, mobileHero, mobileWebinar, routePermissionSentence } from '../content/pages/traxmobile-ad.ts';
import '../components/content/marketing.css';
import '../components/content/landing-ad.css';

/**
 * The driver mobile-app advert (spec 2 "Driver mobile-app advert"): e-mail capture in the hero (the
 * forms issue's), feature lists, the live 30-minute webinar, the route-permission sentence;
 * status=200 shows the confirmation modal (the forms issue's).
 */
export function TraxmobileAdPage() {
  return (
    <div className="landing-ad">
      <section className="hero" aria-labelledby="traxmobile-title">
        <div className="hero__inner hero__inner--split">
          <div>
            <h1 id="traxmobile-title">{mobileHero.title}</h1>
            <p className="hero__lead">{mobileHero.lead}</p>
            <div className="landing-ad__capture">
              <EmailCaptureForm variant="traxmobile" />
            </div>
          </div>
          <img className="hero__art landing-ad__phone" src={mobileHero.img} alt="" width="320" height="400" />
        </div>
      </section>

      <section className="band" aria-labelledby="traxmobile-features">
        <div className="page page--wide">
          <h2 id="traxmobile-features" className="section-title">
            Built for the road
          </h2>
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
        </div>
      </section>

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

      <StatusQueryModal baseRoute={paths.traxmobileAd} message="email" />
    </div>
  );
}
