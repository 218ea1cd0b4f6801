/**
 * App-wide actors shared by the layout and the pages: the /ops login panel's visibility, the
 * privacy-anchor highlight and the product selection. Each is one actor for the whole app
 * (its context in src/actors/app-actor-contexts.ts), provided with its real effects here.
 */
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { anchorHighlightMachine } from '../../machines/anchor-highlight.machine.ts';
import { loginPanelMachine } from '../../machines/login-panel.machine.ts';
import { productSelectionMachine } from '../../machines/product-selection.machine.ts';
import { AnchorHighlightActor, LoginPanelActor, ProductSelectionActor } from '../actors/app-actor-contexts.ts';
import { storeProductId, storedProductId } from '../actors/auth/stored-product.ts';
import { readLastProduct, storeLastProduct } from '../actors/content/product-selection.ts';
import { scrollToSection } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';

/**
 * The highlight's and the login panel's logic with their real effects; `navigate` is the router's (the highlight
 * moves to the privacy page, SIGN IN off /ops goes to /ops).
 */
function navigatingLogic(navigate: (path: string) => void) {
  return {
    anchorHighlight: anchorHighlightMachine.provide({
      actions: {
        // An anchor from the address arrives through isKnownAnchor (ccpa, cookies); requests come from the portal's own links.
        scrollToAnchor: (_, { anchor }) => scrollToSection(anchor),
        navigateToAnchor: (_, { anchor }) => navigate(paths.privacyPolicy(anchor as 'ccpa' | 'cookies')),
      },
    }),
    // spec 2: SIGN IN off /ops goes to /ops (the loginPanel machine decides when).
    loginPanel: loginPanelMachine.provide({ actions: { goToOps: () => navigate(paths.ops) } }),
  };
}

// spec 2, 4: the last product is kept for the tab, so the product page's fallback survives a reload; its
// application's id is the stored product id the sign-in reads (spec 4, 9). Both are read once, as the app starts.
const productSelectionInput = () => ({ lastProduct: readLastProduct(), productId: storedProductId() });
const productSelectionLogic = productSelectionMachine.provide({
  actions: { storeLastProduct: (_, { key }) => storeLastProduct(key), storeProductId: (_, { productId }) => storeProductId(productId) },
});

/** Inside the router (src/app/app.tsx). */
export function AppActorsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Made again when the router's navigate changes (it does with the location): @xstate/react gives the running
  // actors the new effects, the actors themselves stay.
  const logic = useMemo(() => navigatingLogic((path) => void navigate(path)), [navigate]);
  return (
    <LoginPanelActor.Provider logic={logic.loginPanel}>
      <AnchorHighlightActor.Provider logic={logic.anchorHighlight}>
        <ProductSelectionActor.Provider logic={productSelectionLogic} options={{ input: productSelectionInput() }}>
          {children}
        </ProductSelectionActor.Provider>
      </AnchorHighlightActor.Provider>
    </LoginPanelActor.Provider>
  );
}
