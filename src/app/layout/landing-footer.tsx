import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { brand } from '../../content/brand.ts';
import { PrivacyAnchorLink } from './privacy-anchor-link.tsx';
import './footer.css';

/** The /ops landing's footer (spec 2): the copyright year, the privacy policy and CCPA links. */
export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <p>
        © {new Date().getFullYear()} {brand.company}
      </p>
      <ul>
        <li>
          <Link to={paths.privacyPolicy()}>Privacy Policy</Link>
        </li>
        <li>
          <PrivacyAnchorLink anchor="ccpa">CCPA Policy</PrivacyAnchorLink>
        </li>
      </ul>
    </footer>
  );
}
