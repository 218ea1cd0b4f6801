import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { brand } from '../../content/brand.ts';
import { ProductSelectionActor } from '../../actors/app-actor-contexts.ts';
import { PolicyLinkItems } from './privacy-anchor-link.tsx';
import { RegisterLinkItem } from './register-link-item.tsx';
import './footer.css';

/** The shared footer (spec 2): links, the CCPA link, contact details and the copyright year. */
export function Footer() {
  const year = new Date().getFullYear();
  const productSelection = ProductSelectionActor.useActorRef();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer" className="site-footer__links">
          <h2 className="site-footer__title">Explore</h2>
          <ul>
            <li>
              <Link to={paths.benefits}>Benefits</Link>
            </li>
            <li>
              <Link to={paths.about}>About</Link>
            </li>
            <li>
              <Link to={paths.product('trax')} onClick={() => productSelection.send({ type: 'product.choose', key: 'trax' })}>
                Solutions
              </Link>
            </li>
            <li>
              <Link to={paths.news}>News &amp; Media</Link>
            </li>
            <RegisterLinkItem />
            <li>
              <Link to={paths.support()}>Support</Link>
            </li>
            <PolicyLinkItems />
          </ul>
        </nav>
        <address className="site-footer__contact">
          <h2 className="site-footer__title">Contact</h2>
          <p>
            {brand.company}
            <br />
            {brand.address.street}
            <br />
            {brand.address.city}, {brand.address.state} {brand.address.zip}
          </p>
          <p>
            <a href={brand.phoneHref}>{brand.phone}</a>
            <br />
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </p>
          <p>
            <a href={brand.social.linkedin} rel="noopener noreferrer" target="_blank">
              LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </address>
      </div>
      <p className="site-footer__copyright">
        © {year} {brand.company}. All rights reserved.
      </p>
    </footer>
  );
}
