import { Link } from 'react-router-dom';
import { LOGO_AUTOPLAY_MS } from '../../machines/carousel.machine.ts';
import { useConfig } from '../config/config-context.tsx';
import { BareFrame } from '../components/content/bare-frame.tsx';
import { Carousel } from '../components/content/carousel.tsx';
import { paths } from '../config/paths.ts';
import { brand } from '../content/brand.ts';
import { REGISTER_LOGOS_IN_VIEW, shopCard, shopLogos, supplierCard, supplierLogos, type RegisterLogo } from '../content/pages/register.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import './register-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Register your shop or parts supplier business.',
  keywords: 'register, shop, parts supplier',
};

function LogoCarousel({ label, logos }: { label: string; logos: readonly RegisterLogo[] }) {
  return (
    <Carousel label={label} perView={REGISTER_LOGOS_IN_VIEW} spacing={12} intervalMs={LOGO_AUTOPLAY_MS} variant="logos">
      {logos.map((logo) => (
        <img key={logo.name} src={logo.src} alt={logo.name} width="170" height="64" />
      ))}
    </Carousel>
  );
}

/**
 * Registration landing (spec 2): 'Please Choose Your Type of Company', the shop and supplier cards
 * with their logo carousels (spec 9: 3 items, autoplay 2000 ms, nav speed 700 ms), footer 2019.
 */
export function RegisterPage() {
  const config = useConfig();
  return (
    <BareFrame title="Registration" copyrightYear={brand.registrationCopyrightYear}>
      <div className="page page--wide register-page">
        <h1>Please Choose Your Type of Company</h1>
        <div className="register-page__cards">
          <section className="register-card" aria-labelledby="register-shop-title">
            <h2 id="register-shop-title">{shopCard.title}</h2>
            <p>{shopCard.text}</p>
            <LogoCarousel label="Products for shops" logos={shopLogos} />
            <Link className="button button--primary register-card__button" to={paths.subscribe}>
              {shopCard.button}
            </Link>
          </section>
          <section className="register-card" aria-labelledby="register-supplier-title">
            <h2 id="register-supplier-title">{supplierCard.title}</h2>
            <p>{supplierCard.text}</p>
            <LogoCarousel label="Products for parts suppliers" logos={supplierLogos} />
            {config ? (
              <a className="button button--primary register-card__button" href={config.apps.dealerRegistration}>
                {supplierCard.button}
              </a>
            ) : (
              <p className="register-card__unavailable">Supplier registration is unavailable right now. Call {brand.phone} to register.</p>
            )}
          </section>
        </div>
      </div>
    </BareFrame>
  );
}
