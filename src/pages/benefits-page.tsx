import { Link } from 'react-router-dom';
import { LOGO_AUTOPLAY_MS } from '../../machines/carousel.machine.ts';
import { ProductSelectionActor } from '../actors/app-actor-contexts.ts';
import { Accordion } from '../components/content/accordion.tsx';
import { assetUrl } from '../components/content/asset.ts';
import { Carousel } from '../components/content/carousel.tsx';
import { FeatureIcon } from '../components/content/feature-icon.tsx';
import { CardGrid, Hero, Section } from '../components/content/marketing.tsx';
import { VideoFacade } from '../components/content/video-facade.tsx';
import { paths } from '../config/paths.ts';
import { brand } from '../content/brand.ts';
import { accordionEntries, benefitsVideo, heroBlocks, technologyCards, why } from '../content/pages/benefits.ts';
import { partners } from '../content/pages/partners.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/marketing.css';
import './benefits-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Procurement, support, logistics and expertise for collision-repair shops and parts suppliers.',
  keywords: 'parts procurement, logistics, collision repair, benefits',
};

/**
 * Benefits (spec 2 "Benefits page"): the four hero blocks, the video behind a click-to-load facade,
 * the partner logo carousel (spec 9 settings), technology cards, Why with Explore, the accordion.
 */
export function BenefitsPage() {
  const productSelection = ProductSelectionActor.useActorRef();
  return (
    <div className="benefits-page">
      <Hero
        id="benefits-title"
        title="Benefits"
        lead="One network for collision-repair shops and parts suppliers: order, deliver, return and get paid with less effort and fewer phone calls."
      >
        <ul className="benefit-blocks">
          {heroBlocks.map((block) => (
            <li key={block.title} className="benefit-block">
              <img src={block.icon} alt="" width="64" height="64" />
              <h2>{block.title}</h2>
              <p>{block.text}</p>
            </li>
          ))}
        </ul>
      </Hero>

      <section className="page page--wide benefits-page__video" aria-labelledby="video-title">
        <div>
          <h2 id="video-title" className="section-title">
            See the network at work
          </h2>
          <p>
            A three-minute tour: a shop builds an order from the estimate, suppliers answer with price and stock, and the parts are tracked
            to the bay.
          </p>
        </div>
        <VideoFacade src={benefitsVideo.src} title={benefitsVideo.title} frame="760x428" poster={benefitsVideo.poster} />
      </section>

      <Section id="partners-title" title="Suppliers on the network" band>
        <Carousel label="Partner logos" perView="auto" intervalMs={LOGO_AUTOPLAY_MS} variant="logos">
          {partners.map((partner) => (
            <a key={partner.name} href={partner.path} target="_blank" rel="noopener noreferrer">
              <img src={assetUrl(partner.logo)} alt={`${partner.name} (opens in a new tab)`} width="200" height="80" loading="lazy" />
            </a>
          ))}
        </Carousel>
      </Section>

      <Section id="technology-title" title="The technology suite">
        <CardGrid items={technologyCards} keyOf={(card) => card.product} className="technology-cards" cardClassName="technology-card">
          {(card) => (
            <>
              <div className="technology-card__top">
                <FeatureIcon icon={card.icon} size={40} />
                <h3>
                  <Link to={card.path} onClick={() => productSelection.send({ type: 'product.choose', key: card.product })}>
                    <img
                      src={assetUrl(card.logo)}
                      alt={card.name}
                      width="130"
                      height="64"
                      className="technology-card__logo"
                      loading="lazy"
                    />
                  </Link>
                </h3>
              </div>
              <p>{card.description}</p>
            </>
          )}
        </CardGrid>
      </Section>

      <section className="benefits-page__why-band" aria-labelledby="why-title">
        <div className="page page--wide benefits-page__why">
          <div>
            <h2 id="why-title" className="section-title">
              {why.title}
            </h2>
            <ul className="benefits-page__points">
              {why.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <Link className="button button--primary" to={paths.about}>
              Explore<span className="visually-hidden"> {brand.company}: about us</span>
            </Link>
          </div>
          <div>
            <h2 id="solutions-title" className="section-title">
              What we cover
            </h2>
            <Accordion
              items={accordionEntries.map((entry) => ({
                panel: entry.panel,
                title: entry.title,
                body: (
                  <>
                    {entry.paragraphs.map((text) => (
                      <p key={text}>{text}</p>
                    ))}
                    <ul>
                      {entry.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  </>
                ),
              }))}
            />
          </div>
        </div>
      </section>
    </div>
  );
}
