import { brand } from '../../content/brand.ts';
import { useShownYear } from '../shown-year.tsx';
import { PolicyLinkItems } from './privacy-anchor-link.tsx';
import './footer.css';

/** The /ops landing's footer (spec 2): the copyright year, the privacy policy and CCPA links. */
export function LandingFooter() {
  const year = useShownYear();
  return (
    <footer className="landing-footer">
      <p>
        © {year} {brand.company}
      </p>
      <ul>
        <PolicyLinkItems />
      </ul>
    </footer>
  );
}
