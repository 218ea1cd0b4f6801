import { brand } from '../../content/brand.ts';
import { useFirstScreenDone } from '../../components/first-screen-done.ts';
import { BUILD_YEAR } from '../first-screen.ts';
import { PolicyLinkItems } from './privacy-anchor-link.tsx';
import './footer.css';

/** The /ops landing's footer (spec 2): the copyright year, the privacy policy and CCPA links. */
export function LandingFooter() {
  // The drawn first screen says the build's year until the app takes it over (src/app/first-screen.ts).
  const year = useFirstScreenDone() ? new Date().getFullYear() : BUILD_YEAR;
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
