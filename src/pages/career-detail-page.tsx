import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { careersMachine, selectCareer, selectCareersFailed, selectCareersLoading } from '../../machines/careers.machine.ts';
import { loadCareerActor, loadCareersActor } from '../actors/content/load-careers.ts';
import { assetUrl } from '../components/content/asset.ts';
import { LoadFailed, Loading } from '../components/content/load-status.tsx';
import { scrollToTop } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';
import { careerMailto } from '../content/careers.ts';
import { OPPORTUNITIES_ANCHOR } from '../content/pages/careers.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import { brand } from '../content/brand.ts';
import './careers-page.css';
import './career-detail-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: `Job description and requirements at ${brand.company}.`,
  keywords: 'career, job description, requirements',
};

/**
 * A job description (spec 2 "Career detail"): found by path case-insensitively (unknown:
 * /page-not-found), opened at the top; Back to Careers and Apply Now (an e-mail draft).
 */
export function CareerDetailPage() {
  const { careerName = '' } = useParams();
  const navigate = useNavigate();
  const careers = useActorRef(
    careersMachine.provide({
      actors: { loadCareers: loadCareersActor, loadCareer: loadCareerActor },
      actions: {
        scrollToTop,
        redirectToNotFound: () => void navigate(paths.pageNotFound, { replace: true }),
      },
    }),
    { input: { view: 'detail', path: careerName } },
  );
  const loading = useSelector(careers, selectCareersLoading);
  const failed = useSelector(careers, selectCareersFailed);
  const career = useSelector(careers, selectCareer);

  // The route's job, every time it changes: the machine decides whether to load another one.
  useEffect(() => {
    careers.send({ type: 'career.requested', path: careerName });
  }, [careerName, careers]);

  if (loading) return <Loading label="Loading the job description" />;
  if (failed) {
    return (
      <div className="page">
        <LoadFailed what="This job description" onRetry={() => careers.send({ type: 'careers.retry' })} />
      </div>
    );
  }
  if (!career) return null;
  return (
    <article className="career-detail" aria-labelledby="career-title">
      {career.banner ? <img className="career-detail__banner" src={assetUrl(career.banner)} alt="" width="1600" height="400" /> : null}
      <div className="page">
        <h1 id="career-title">{career.position}</h1>
        <h2>Job Description</h2>
        <p>{career.description}</p>
        <div className="career-detail__columns">
          {career.requirementColumns.map((column, index) => (
            <div key={index} className="career-detail__column">
              {column.items.map((item) => (
                <section key={item.title} className="career-detail__item" aria-label={item.title}>
                  <h3>{item.title}</h3>
                  {item.subtitle ? <p className="career-detail__subtitle">{item.subtitle}</p> : null}
                  <ul>
                    {item.content.map((entry) => (
                      <li key={entry.item}>
                        {entry.item}
                        {entry.subItem ? (
                          <ul>
                            {entry.subItem.map((sub) => (
                              <li key={sub}>{sub}</li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ))}
        </div>
        <p className="career-detail__actions">
          <a className="button button--primary" href={careerMailto(career.position)}>
            Apply Now<span className="visually-hidden"> for {career.position} by e-mail</span>
          </a>
          <Link className="button button--ghost" to={paths.careers(OPPORTUNITIES_ANCHOR)}>
            Back to Careers
          </Link>
        </p>
      </div>
    </article>
  );
}
