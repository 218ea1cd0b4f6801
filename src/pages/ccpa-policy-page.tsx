import { useEffect } from 'react';
import { LegalSectionView, SectionNav } from '../components/content/legal-text.tsx';
import { scrollToTop } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';
import { ccpaIntro, ccpaSections } from '../content/pages/ccpa.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import '../components/content/legal.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Notice to California residents under the CCPA.',
  keywords: 'ccpa, california, privacy notice',
};

/**
 * California consumer privacy notice (spec 2, 9): static legal text with its own section navigation;
 * it opens at the top.
 */
export function CcpaPolicyPage() {
  // spec 2: 'It scrolls to the top' (a DOM effect on arrival, no flow state).
  useEffect(() => {
    scrollToTop();
  }, []);
  return (
    <article className="page ccpa-policy legal-page">
      <h1>California consumer privacy notice</h1>
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
