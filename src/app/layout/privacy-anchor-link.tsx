import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { PrivacyAnchor } from '../../../machines/anchor-highlight.machine.ts';
import { isPrivacyPolicyPath, paths } from '../../config/paths.ts';
import { AnchorHighlightActor } from '../../actors/app-actor-contexts.ts';

/**
 * A link to a privacy-policy anchor (spec 2: the CCPA footer link, the cookie link): on the privacy
 * page it scrolls to and highlights the anchor, elsewhere it navigates to /privacy-policy/{anchor}.
 * It stays a real link (href) so it can be opened in a new tab.
 */
export function PrivacyAnchorLink({ anchor, children, className }: { anchor: PrivacyAnchor; children: ReactNode; className?: string }) {
  const location = useLocation();
  const highlight = AnchorHighlightActor.useActorRef();
  return (
    <a
      className={className}
      href={`#${paths.privacyPolicy(anchor)}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        highlight.send({ type: 'anchor.requested', anchor, onPrivacyPage: isPrivacyPolicyPath(location.pathname) });
      }}
    >
      {children}
    </a>
  );
}

/** The two policy links every footer ends with (spec 2 "Footer", "/ops landing"): list items for its <ul>. */
export function PolicyLinkItems() {
  return (
    <>
      <li>
        <Link to={paths.privacyPolicy()}>Privacy policy</Link>
      </li>
      <li>
        <PrivacyAnchorLink anchor="ccpa">CCPA policy</PrivacyAnchorLink>
      </li>
    </>
  );
}
