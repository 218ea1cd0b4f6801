import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  careersMachine,
  selectCareers,
  selectCareerListShown,
  selectCareersFailed,
  selectCareersLoading,
} from '../../machines/careers.machine.ts';
import { loadCareerActor, loadCareersActor } from '../actors/content/load-careers.ts';
import { LoadFailed, Loading } from '../components/content/load-status.tsx';
import { Hero } from '../components/content/marketing.tsx';
import { scrollToSection } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';
import { careerMailto, type Career } from '../content/careers.ts';
import { OPPORTUNITIES_ANCHOR, careerSections, careerTiles } from '../content/pages/careers.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import { brand } from '../content/brand.ts';
import '../components/content/marketing.css';
import './careers-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: `Current opportunities at ${brand.company}.`,
  keywords: 'careers, jobs, opportunities',
};

/** The page's own sections, the only anchors of /careers/{anchor} (the careers machine decides). */
const SECTION_ANCHORS: readonly string[] = [...careerSections.map((section) => section.anchor), OPPORTUNITIES_ANCHOR];

/**
 * Careers (spec 2 "Careers page"): the marketing sections, the four tiles and the 'current
 * opportunities' table; /careers/{anchor} scrolls to that section once the table is in place (an
 * anchor that is not one of these sections is ignored).
 */
export function CareersPage() {
  const { anchor = null } = useParams();
  const careers = useActorRef(
    careersMachine.provide({
      actors: { loadCareers: loadCareersActor, loadCareer: loadCareerActor },
      actions: { scrollToAnchor: (_, params) => scrollToSection(params.anchor) },
    }),
    { input: { view: 'list', anchor, sectionAnchors: SECTION_ANCHORS } },
  );
  const loading = useSelector(careers, selectCareersLoading);
  const failed = useSelector(careers, selectCareersFailed);
  const shown = useSelector(careers, selectCareerListShown);
  const list = useSelector(careers, selectCareers);

  // The route's anchor, every time it changes: the machine decides whether to scroll.
  useEffect(() => {
    careers.send({ type: 'anchor.requested', anchor });
  }, [anchor, careers]);

  return (
    <div className="careers-page">
      <Hero
        id="careers-title"
        title="Careers"
        className="hero--careers"
        lead="Help collision shops and parts suppliers keep cars moving. Grow with a team that builds the whole parts chain."
      >
        {/* Links within this page keep the scroll position: the page scrolls to the section itself. */}
        <Link className="button button--light" to={paths.careers(OPPORTUNITIES_ANCHOR)}>
          See current opportunities
        </Link>
      </Hero>

      <div className="page">
        <nav className="careers-page__sections" aria-label="On this page">
          <ul>
            {careerSections.map((section) => (
              <li key={section.anchor}>
                <Link to={paths.careers(section.anchor)}>{section.title}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.careers(OPPORTUNITIES_ANCHOR)}>Current opportunities</Link>
            </li>
          </ul>
        </nav>

        <ul className="career-tiles" aria-label="Working with us">
          {careerTiles.map((tile) => (
            <li key={tile.title} className="career-tile">
              <img src={tile.icon} alt="" width="64" height="64" />
              <span>{tile.title}</span>
            </li>
          ))}
        </ul>

        {careerSections.map((section) => (
          <section key={section.anchor} id={section.anchor} className="careers-page__section" aria-labelledby={`${section.anchor}-title`}>
            <h2 id={`${section.anchor}-title`}>{section.title}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        ))}
      </div>

      <section id={OPPORTUNITIES_ANCHOR} className="page page--wide careers-page__section" aria-labelledby="opportunities-title">
        <h2 id="opportunities-title">Current opportunities</h2>
        {loading ? <Loading label="Loading the current opportunities" /> : null}
        {failed ? <LoadFailed what="The current opportunities" onRetry={() => careers.send({ type: 'careers.retry' })} /> : null}
        {shown ? <OpportunitiesTable careers={list} /> : null}
      </section>
    </div>
  );
}

/** spec 2: columns Job Title, Description, Requirements, Select; each row links to /career/{path} and has an e-mail button. */
function OpportunitiesTable({ careers }: { careers: readonly Career[] }) {
  if (careers.length === 0) return <p>There are no open positions right now. Check back soon.</p>;
  return (
    <table className="opportunities">
      <caption className="visually-hidden">Current opportunities</caption>
      <thead>
        <tr>
          <th scope="col">Job Title</th>
          <th scope="col">Description</th>
          <th scope="col">Requirements</th>
          <th scope="col">Select</th>
        </tr>
      </thead>
      <tbody>
        {careers.map((career) => (
          <tr key={career.path}>
            <th scope="row" data-label="Job Title">
              <Link to={paths.career(career.path)}>{career.position}</Link>
            </th>
            <td data-label="Description">{career.descriptionShort}</td>
            <td data-label="Requirements">{career.requirementsShort}</td>
            <td data-label="Select" className="opportunities__action">
              <a className="button button--ghost opportunities__select" href={careerMailto(career.position)}>
                Select<span className="visually-hidden"> {career.position}: e-mail a job inquiry</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
