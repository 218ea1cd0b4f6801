import { assetUrl } from '../components/content/asset.ts';
import { LogoWall } from '../components/content/logo-wall.tsx';
import { CardGrid, Hero, Section } from '../components/content/marketing.tsx';
import { brand } from '../content/brand.ts';
import { anniversaryYears, history, services, timeline } from '../content/pages/about.ts';
import { customers } from '../content/pages/partners.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/marketing.css';
import './about-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: `The history, customers and services of ${brand.company}, since ${brand.foundedYear}.`,
  keywords: 'about, history, company, services',
};

/** About us (spec 2 "About page"): history and timeline, the anniversary, customers, services. */
export function AboutPage() {
  const years = anniversaryYears();
  return (
    <div className="about-page">
      <Hero
        id="about-title"
        title="About us"
        lead={
          <>
            <span className="about-page__anniversary" data-testid="anniversary">
              {years} years
            </span>{' '}
            of connecting collision-repair shops and parts suppliers, since {brand.foundedYear}.
          </>
        }
      />

      <Section id="history-title" title="Our history" narrow>
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
      </Section>

      <Section id="customers-title" title="Our customers" band>
        <p>Shops and suppliers of every size order, deliver and return parts on our network every day.</p>
        <LogoWall label="Customer logos" logos={customers.map((customer) => ({ name: customer.name, src: assetUrl(customer.logo) }))} />
      </Section>

      <Section id="services-title" title="Services we provide">
        <CardGrid items={services} keyOf={(service) => service.title}>
          {(service) => (
            <>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </>
          )}
        </CardGrid>
      </Section>
    </div>
  );
}
