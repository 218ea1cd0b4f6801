import { Link } from 'react-router-dom';
import { useConfig } from '../config/config-context.tsx';
import { Hero, Section } from '../components/content/marketing.tsx';
import { paths } from '../config/paths.ts';
import { brand } from '../content/brand.ts';
import { remoteConnect } from '../content/pages/remote-connect.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/marketing.css';
import './remote-connect-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Let a technician connect to your computer.',
  keywords: 'remote connect, remote support',
};

/**
 * /remote-connect (spec 2 lists the route, its content is not shown): what a remote support session
 * is and how to start one; Start a session opens the configured remote-connect address.
 */
export function RemoteConnectPage() {
  const config = useConfig();
  return (
    <div className="remote-connect-page">
      <Hero
        id="remote-connect-title"
        title={remoteConnect.title}
        lead={remoteConnect.lead}
        art={<img className="hero__art" src={remoteConnect.img} alt="" width="420" height="260" />}
      >
        <p className="hero__actions">
          {config ? (
            <a className="button button--light" href={config.remoteConnectUrl}>
              Start a session
            </a>
          ) : (
            <Link className="button button--light" to={paths.fastSupport}>
              Start a session
            </Link>
          )}
          <a className="button button--ghost remote-connect-page__call" href={brand.phoneHref}>
            Call {brand.phone}
          </a>
        </p>
      </Hero>
      <Section id="remote-connect-steps" title="How it works" narrow>
        <ol className="remote-connect-page__steps">
          {remoteConnect.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Prefer to write? E-mail <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and a technician will contact you.
        </p>
      </Section>
    </div>
  );
}
