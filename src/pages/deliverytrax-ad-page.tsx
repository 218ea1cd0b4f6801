import { useConfig } from '../config/config-context.tsx';
import { FeatureList } from '../components/content/feature-icon.tsx';
import { LandingAdHero } from '../components/content/landing-ad.tsx';
import { CardGrid, Section } from '../components/content/marketing.tsx';
import { StatusQueryModalOnSuccess } from '../components/status-modal/status-query-modal-on-success.tsx';
import { paths } from '../config/paths.ts';
import { deliveryFeatures, deliveryHero, testimonials, webinarSignupUrl, webinars } from '../content/pages/deliverytrax-ad.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/marketing.css';
import '../components/content/landing-ad.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Route and driver management for parts delivery.',
  keywords: 'deliverytrax, delivery, dispatch, webinar',
};

/**
 * The delivery add-on landing (spec 2 "Delivery add-on landing"): hero with the e-mail capture box
 * (the forms issue's), features, the four webinar trainings (20, 60, 40, 30 minutes), testimonials
 * and the delivery service login; status=200 shows the success modal (the forms issue's).
 */
export function DeliverytraxAdPage() {
  const config = useConfig();
  return (
    <div className="landing-ad">
      <LandingAdHero variant="deliverytrax" hero={deliveryHero} art={{ width: 480, height: 300 }}>
        {config ? (
          <p className="landing-ad__login">
            Already a DeliveryTrax customer? <a href={config.apps.deliveryLogin}>Log in to the delivery service</a>
          </p>
        ) : null}
      </LandingAdHero>

      <Section id="deliverytrax-features" title="Everything dispatch needs">
        <FeatureList features={deliveryFeatures} />
      </Section>

      <Section id="deliverytrax-webinars" title="Webinar trainings" band>
        <p>Live sessions with a DeliveryTrax trainer. Pick the one that fits where you are.</p>
        <CardGrid items={webinars} keyOf={(webinar) => webinar.title} className="webinars" cardClassName="webinar">
          {(webinar) => (
            <>
              <p className="webinar__length">
                <span className="visually-hidden">Length: </span>
                {webinar.minutes} Mins
              </p>
              <h3>{webinar.title}</h3>
              <p>{webinar.text}</p>
            </>
          )}
        </CardGrid>
        <p className="landing-ad__webinar-link">
          <a className="button button--primary" href={webinarSignupUrl} target="_blank" rel="noopener noreferrer">
            Reserve a seat<span className="visually-hidden"> in a DeliveryTrax webinar (opens in a new tab)</span>
          </a>
        </p>
      </Section>

      <Section id="deliverytrax-testimonials" title="What our customers say">
        <CardGrid items={testimonials} keyOf={(testimonial) => testimonial.name} className="testimonials" cardClassName="testimonial">
          {(testimonial) => (
            <figure>
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong>
                <br />
                {testimonial.role}
              </figcaption>
            </figure>
          )}
        </CardGrid>
      </Section>

      <StatusQueryModalOnSuccess baseRoute={paths.deliverytraxAd} message="contact" />
    </div>
  );
}
