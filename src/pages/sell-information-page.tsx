import { Link } from 'react-router-dom';
import { PrivacyAnchorLink } from '../app/layout/privacy-anchor-link.tsx';
import { paths } from '../config/paths.ts';
import { sellInformation } from '../content/pages/sell-information.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/legal.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: 'Our cookie policy and your choices.', keywords: 'cookie policy, do not sell' };

/** /sell-information (spec 2: the cookie policy stub page): no sale of data; where the cookie details are. */
export function SellInformationPage() {
  return (
    <article className="page legal-page sell-information">
      <h1>{sellInformation.title}</h1>
      {sellInformation.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <ul>
        <li>
          <PrivacyAnchorLink anchor="cookies">Cookies in our privacy policy</PrivacyAnchorLink>
        </li>
        <li>
          <Link to={paths.ccpaPolicy}>California consumer privacy notice</Link>
        </li>
      </ul>
    </article>
  );
}
