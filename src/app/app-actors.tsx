/**
 * App-wide actors shared by the layout and the pages: the /ops login panel's visibility and the
 * privacy-anchor highlight. Each is one actor for the whole app (createActorContext), provided
 * with its real effects here.
 */
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { anchorHighlightMachine } from '../../machines/anchor-highlight.machine.ts';
import { loginPanelMachine } from '../../machines/login-panel.machine.ts';
import { paths } from '../config/paths.ts';
import { router } from './router.tsx';

export const LoginPanelActor = createActorContext(loginPanelMachine);
export const AnchorHighlightActor = createActorContext(anchorHighlightMachine);

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const anchorHighlightLogic = anchorHighlightMachine.provide({
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
      void router.navigate(paths.privacyPolicy(anchor as 'ccpa' | 'cookies'));
    },
  },
});

export function AppActorsProvider({ children }: { children: ReactNode }) {
  return (
    <LoginPanelActor.Provider>
      <AnchorHighlightActor.Provider logic={anchorHighlightLogic}>{children}</AnchorHighlightActor.Provider>
    </LoginPanelActor.Provider>
  );
}
