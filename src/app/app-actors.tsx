/**
 * App-wide actors shared by the layout and the pages: the /ops login panel's visibility and the
 * privacy-anchor highlight. Each is one actor for the whole app (createActorContext), provided
 * with its real effects here.
 */
import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { anchorHighlightMachine } from '../../machines/anchor-highlight.machine.ts';
import { loginPanelMachine } from '../../machines/login-panel.machine.ts';
import { paths } from '../config/paths.ts';

export const LoginPanelActor = createActorContext(loginPanelMachine);
export const AnchorHighlightActor = createActorContext(anchorHighlightMachine);

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Inside the router: the highlight moves to the privacy page with the router's navigate. */
export function AppActorsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateNow = useRef(navigate);
  useEffect(() => {
    navigateNow.current = navigate;
  }, [navigate]);
  const [anchorHighlightLogic] = useState(() =>
    anchorHighlightMachine.provide({
      actions: {
        scrollToAnchor: (_, { anchor }) => {
          const element = document.getElementById(anchor);
          if (!element) return;
          element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
          // Move focus too, so keyboard and screen-reader users arrive where sighted users look.
          if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
          element.focus({ preventScroll: true });
        },
        navigateToAnchor: (_, { anchor }) => {
          void navigateNow.current(paths.privacyPolicy(anchor as 'ccpa' | 'cookies'));
        },
      },
    }),
  );
  return (
    <LoginPanelActor.Provider>
      <AnchorHighlightActor.Provider logic={anchorHighlightLogic}>{children}</AnchorHighlightActor.Provider>
    </LoginPanelActor.Provider>
  );
}
