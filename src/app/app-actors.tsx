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
import { scrollToSection } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';

export const LoginPanelActor = createActorContext(loginPanelMachine);
export const AnchorHighlightActor = createActorContext(anchorHighlightMachine);

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
        // An anchor from the address arrives through isKnownAnchor (ccpa, cookies); requests come from the portal's own links.
        scrollToAnchor: (_, { anchor }) => scrollToSection(anchor),
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
