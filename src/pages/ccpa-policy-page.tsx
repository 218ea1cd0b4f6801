import { useEffect } from 'react';
import { LegalSectionView, SectionNav } from '../components/content/legal-text.tsx';
import { scrollToTop } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';
import { ccpaIntro, ccpaSections } from '../content/pages/ccpa.ts';
import '../components/content/legal.css';

/**
 * California Consumer Privacy Notice (spec 2, 9): static legal text with its own section navigation;
 * it opens at the top.
 */
export function CcpaPolicyPage() {
  // spec 2: 'It scrolls to the top' (a DOM effect on arrival, no flow state).
  useEffect(() => {
    scrollToTop();
  }, []);
  return (
    <article className="page ccpa-policy legal-page">
      <h1>California Consumer Privacy Notice</h1>
      {ccpaIntro.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <SectionNav label="Notice sections" sections={ccpaSections} pagePath={paths.ccpaPolicy} />
      {ccpaSections.map((section) => (
        <LegalSectionView key={section.id} section={section} />
      ))}
    </article>
  );
}
