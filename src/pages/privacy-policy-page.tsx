import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { selectHighlightedAnchor } from '../../machines/anchor-highlight.machine.ts';
import { AnchorHighlightActor } from '../actors/app-actor-contexts.ts';
import { LegalBlockView, LegalSectionView, SectionNav } from '../components/content/legal-text.tsx';
import { paths } from '../config/paths.ts';
import { ccpaSection, cookiesSection, privacyIntro, privacySectionsAfter, privacySectionsBefore } from '../content/pages/privacy.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/legal.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'How we collect, use and protect personal information.',
  keywords: 'privacy policy, ccpa, cookies',
};

const allSections = [...privacySectionsBefore, cookiesSection, ccpaSection, ...privacySectionsAfter];

/**
 * Privacy policy (spec 2, 6, 9). With an anchor parameter (ccpa, cookies) it scrolls to that section and
 * highlights it for 11 s (the anchorHighlight machine decides; this view only reports arrival).
 */
export function PrivacyPolicyPage() {
  const { anchor } = useParams();
  const highlight = AnchorHighlightActor.useActorRef();
  const highlighted = AnchorHighlightActor.useSelector(selectHighlightedAnchor);

  useEffect(() => {
    if (anchor) highlight.send({ type: 'anchor.arrived', anchor });
  }, [anchor, highlight]);
  // The highlight goes with the page (the machine's `anchor.cleared`): coming back within 11 s shows none.
  useEffect(() => () => highlight.send({ type: 'anchor.cleared' }), [highlight]);

  const sectionClass = (id: string) => (highlighted === id ? 'policy-section is-highlighted' : 'policy-section');
  return (
    <article className="page privacy-policy legal-page">
      <h1>Privacy policy</h1>
      {privacyIntro.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <SectionNav label="Privacy policy sections" sections={allSections} pagePath={paths.privacyPolicy()} />
      {privacySectionsBefore.map((section) => (
        <LegalSectionView key={section.id} section={section} />
      ))}
      <section id="cookies" className={sectionClass('cookies')} aria-labelledby="cookies-title">
        <h2 id="cookies-title">{cookiesSection.title}</h2>
        {cookiesSection.blocks.map((block, index) => (
          <LegalBlockView key={index} block={block} />
        ))}
        <p>
          See the <Link to={paths.ccpaPolicy}>California consumer privacy notice</Link> for every cookie we use.
        </p>
      </section>
      <section id="ccpa" className={sectionClass('ccpa')} aria-labelledby="ccpa-title">
        <h2 id="ccpa-title">{ccpaSection.title}</h2>
        {ccpaSection.blocks.map((block, index) => (
          <LegalBlockView key={index} block={block} />
        ))}
        <p>
          Read the full <Link to={paths.ccpaPolicy}>California consumer privacy notice</Link>.
        </p>
      </section>
      {privacySectionsAfter.map((section) => (
        <LegalSectionView key={section.id} section={section} />
      ))}
    </article>
  );
}
