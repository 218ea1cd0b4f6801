import { Link } from 'react-router-dom';
import { DEFAULT_AUTOPLAY_MS } from '../../machines/carousel.machine.ts';
import { LoginPanelActor } from '../actors/app-actor-contexts.ts';
import { useAssetUrl, useConfig } from '../config/config-context.tsx';
import { useDrawnAsBuilt } from '../app/start-up/start-up-context.tsx';
import { Carousel } from '../components/content/carousel.tsx';
import { LoginPanel } from './login-panel.tsx';
import { brand } from '../content/brand.ts';
import { ad, announcement, renderedBlocks } from '../content/pages/ops.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/marketing.css';
import './ops-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: `Sign in to ${brand.product} and the ${brand.company} applications.`,
  keywords: 'sign in, login, parts ordering, collision repair',
};

/**
 * /ops landing and login screen (spec 2). The compact login panel on the right (max 435 px) follows
 * the loginPanel machine (SIGN IN toggles it; its form is the sign-in issue's). Around it: the
 * announcement banner (only when config.showAnnouncement), the two promotional blocks and the ads
 * area. The landing footer comes with the layout.
 */
export function OpsPage() {
  const visible = LoginPanelActor.useSelector((snapshot) => snapshot.hasTag('visible'));
  const config = useConfig();
  // The page is drawn into index.html (docs/decisions/first-paint-prerender.md): the one page that knows it. While
  // React takes that screen over it draws what the build drew (the config comes after: src/app/app.tsx).
  const asDrawn = useDrawnAsBuilt();
  const assetUrl = useAssetUrl();
  return (
    <div className="page page--wide ops-page">
      <h1 className="visually-hidden">Sign in to {brand.product}</h1>
      {config?.showAnnouncement ? (
        <section className="ops-announcement" aria-label="Announcement">
          <p>{announcement.content}</p>
          <Link className="button button--light" to={announcement.path}>
            {announcement.btn}
            <span className="visually-hidden">: TraxPod is moving into {brand.product}</span>
          </Link>
        </section>
      ) : null}
      <div className="ops-page__layout">
        <aside id="login-panel" aria-label="Sign in" hidden={!visible} className="login-panel ops-page__login">
          <h2>Sign in</h2>
          <LoginPanel asDrawn={asDrawn} />
        </aside>
        <div className="ops-page__promotions">
          <Carousel label="Featured solutions" perView={1} spacing={0} intervalMs={DEFAULT_AUTOPLAY_MS} variant="blocks" asDrawn={asDrawn}>
            {renderedBlocks.map((item) => (
              <article key={item.title} className="ops-block" aria-label={item.title}>
                <img className="cover-image" src={assetUrl(item.background)} alt="" width="1600" height="600" />
                <div className="ops-block__text">
                  <h2>{item.title}</h2>
                  <p>{item.tagline}</p>
                  <a className="button button--light" href={item.path} target="_blank" rel="noopener noreferrer">
                    {item.buttonName}
                    <span className="visually-hidden">: {item.title}, opens in a new tab</span>
                  </a>
                </div>
                <img className="ops-block__art" src={item.img} alt="" width="480" height="300" />
              </article>
            ))}
          </Carousel>
        </div>
        <aside className="ops-ads" aria-label="Advertisement">
          <p className="ops-ads__label" aria-hidden="true">
            Advertisement
          </p>
          <a href={ad.path} target="_blank" rel="noopener noreferrer sponsored" className="ops-ads__link">
            <img src={ad.img} alt={`${ad.name} (opens in a new tab)`} width="300" height="250" />
            <span className="ops-ads__website">{ad.website}</span>
          </a>
        </aside>
      </div>
    </div>
  );
}
