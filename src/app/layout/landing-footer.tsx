import { brand } from '../../content/brand.ts';
import { PolicyLinkItems } from './privacy-anchor-link.tsx';
import './footer.css';

/** The /ops landing's footer (spec 2): the copyright year, the privacy policy and CCPA links. */
export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <p>
        © {new Date().getFullYear()} {brand.company}
      </p>
      <ul>
        <PolicyLinkItems />
      </ul>
    </footer>
  );
}
