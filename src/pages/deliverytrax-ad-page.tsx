import { useConfig } from '../app/config-context.tsx';
import { FeatureList } from '../components/content/feature-icon.tsx';
import { EmailCaptureForm } from '../components/forms/email-capture-form.tsx';
import { StatusQueryModal } from '../components/status-modal/status-query-modal.tsx';
import { paths } from '../config/paths.ts';
import { deliveryFeatures, deliveryHero, testimonials, webinarSignupUrl, webinars } from '../content/pages/deliverytrax-ad.ts';
import '../components/content/marketing.css';
import '../components/content/landing-ad.css';

/**
 * The delivery add-on landing (spec 2 "Delivery add-on landing"): hero with the e-mail capture box
 * (the forms issue's), features, the four webinar trainings (20, 60, 40, 30 minutes), testimonials
 * and the delivery service login; status=200 shows the success modal (the forms issue's).
 */
export function DeliverytraxAdPage() {
  const config = useConfig();
  return (
    <div className="landing-ad">
      <section className="hero" aria-labelledby="deliverytrax-title">
        <div className="hero__inner hero__inner--split">
          <div>
            <h1 id="deliverytrax-title">{deliveryHero.title}</h1>
            <p className="hero__lead">{deliveryHero.lead}</p>
            <div className="landing-ad__capture">
              <EmailCaptureForm variant="deliverytrax" />
            </div>
            {config ? (
              <p className="landing-ad__login">
                Already a DeliveryTrax customer? <a href={config.apps.deliveryLogin}>Log in to the delivery service</a>
              </p>
            ) : null}
          </div>
          <img className="hero__art" src={deliveryHero.img} alt="" width="480" height="300" />
        </div>
      </section>

      <section className="page page--wide" aria-labelledby="deliverytrax-features">
        <h2 id="deliverytrax-features" className="section-title">
          Everything dispatch needs
        </h2>
        <FeatureList features={deliveryFeatures} />
      </section>

      <section className="band" aria-labelledby="deliverytrax-webinars">
        <div className="page page--wide">
          <h2 id="deliverytrax-webinars" className="section-title">
            Webinar trainings
          </h2>
          <p>Live sessions with a DeliveryTrax trainer. Pick the one that fits where you are.</p>
          <ul className="card-grid webinars">
            {webinars.map((webinar) => (
              <li key={webinar.title} className="card webinar">
                <p className="webinar__length">
                  <span className="visually-hidden">Length: </span>
                  {webinar.minutes} Mins
                </p>
                <h3>{webinar.title}</h3>
                <p>{webinar.text}</p>
              </li>
            ))}
          </ul>
          <p className="landing-ad__webinar-link">
            <a className="button button--primary" href={webinarSignupUrl} target="_blank" rel="noopener noreferrer">
              Reserve a seat<span className="visually-hidden"> in a DeliveryTrax webinar (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </section>

      <section className="page page--wide" aria-labelledby="deliverytrax-testimonials">
        <h2 id="deliverytrax-testimonials" className="section-title">
          What our customers say
        </h2>
        <ul className="card-grid testimonials">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="card testimonial">
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
            </li>
          ))}
        </ul>
      </section>

      <StatusQueryModal baseRoute={paths.deliverytraxAd} message="contact" />
    </div>
  );
}
