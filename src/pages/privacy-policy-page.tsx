import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { selectHighlightedAnchor } from '../../machines/anchor-highlight.machine.ts';
import { AnchorHighlightActor } from '../app/app-actors.tsx';
import { brand } from '../content/brand.ts';

/**
 * Privacy policy (spec 2). With an anchor parameter (ccpa, cookies) it scrolls to that section and
 * highlights it for 11 s (the anchorHighlight machine decides; this view only reports arrival).
 */
export function PrivacyPolicyPage() {
  const { anchor } = useParams();
  const highlight = AnchorHighlightActor.useActorRef();
  const highlighted = AnchorHighlightActor.useSelector(selectHighlightedAnchor);

  useEffect(() => {
    if (anchor) highlight.send({ type: 'anchor.arrived', anchor });
  }, [anchor, highlight]);

  const sectionClass = (id: string) => (highlighted === id ? 'policy-section is-highlighted' : 'policy-section');
  return (
    <article className="page privacy-policy">
      <h1>Privacy Policy</h1>
      <p>
        This policy explains how {brand.company} collects, uses and protects personal information.
      </p>
      <section id="cookies" className={sectionClass('cookies')} aria-labelledby="cookies-title">
        <h2 id="cookies-title">Cookies</h2>
        <p>We use cookies to remember your choices, such as your cookie consent, and to understand how the site is used.</p>
      </section>
      <section id="ccpa" className={sectionClass('ccpa')} aria-labelledby="ccpa-title">
        <h2 id="ccpa-title">California Consumer Privacy Act (CCPA)</h2>
        <p>California residents have the right to know, delete and opt out of the sale of their personal information.</p>
      </section>
    </article>
  );
}
