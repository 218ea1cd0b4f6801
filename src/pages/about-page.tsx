import { assetUrl } from '../components/content/asset.ts';
import { LogoWall } from '../components/content/logo-wall.tsx';
import { brand } from '../content/brand.ts';
import { anniversaryYears, history, services, timeline } from '../content/pages/about.ts';
import { customers } from '../content/pages/partners.ts';
import '../components/content/marketing.css';
import './about-page.css';

/** About Us (spec 2 "About page"): history and timeline, the anniversary, customers, services. */
export function AboutPage() {
  const years = anniversaryYears();
  return (
    <div className="about-page">
      <section className="hero" aria-labelledby="about-title">
        <div className="hero__inner">
          <h1 id="about-title">About Us</h1>
          <p className="hero__lead">
            <span className="about-page__anniversary" data-testid="anniversary">
              {years} years
            </span>{' '}
            of connecting collision-repair shops and parts suppliers, since {brand.foundedYear}.
          </p>
        </div>
      </section>

      <section className="page" aria-labelledby="history-title">
        <h2 id="history-title" className="section-title">
          Our history
        </h2>
        {history.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <ol className="timeline" aria-label="Timeline">
          {timeline.map((entry) => (
            <li key={entry.year} className="timeline__entry">
              <span className="timeline__year">{entry.year}</span>
              <div className="timeline__body">
                <h3>{entry.title}</h3>
                <p>{entry.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="band" aria-labelledby="customers-title">
        <div className="page page--wide">
          <h2 id="customers-title" className="section-title">
            Our customers
          </h2>
          <p>Shops and suppliers of every size order, deliver and return parts on our network every day.</p>
          <LogoWall label="Customer logos" logos={customers.map((customer) => ({ name: customer.name, src: assetUrl(customer.logo) }))} />
        </div>
      </section>

      <section className="page page--wide" aria-labelledby="services-title">
        <h2 id="services-title" className="section-title">
          Services we provide
        </h2>
        <ul className="card-grid">
          {services.map((service) => (
            <li key={service.title} className="card">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
