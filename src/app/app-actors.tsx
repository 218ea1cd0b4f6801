/**
 * App-wide actors shared by the layout and the pages: the /ops login panel's visibility, the
 * privacy-anchor highlight and the product selection. Each is one actor for the whole app
 * (its context in src/actors/app-actor-contexts.ts), provided with its real effects here.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { anchorHighlightMachine } from '../../machines/anchor-highlight.machine.ts';
import { loginPanelMachine } from '../../machines/login-panel.machine.ts';
import { productSelectionMachine } from '../../machines/product-selection.machine.ts';
import { AnchorHighlightActor, LoginPanelActor, ProductSelectionActor } from '../actors/app-actor-contexts.ts';
import { storeProductId, storedProductId } from '../actors/auth/stored-product.ts';
import { readLastProduct, storeLastProduct } from '../actors/content/product-selection.ts';
import { scrollToSection } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';

// spec 2, 4: the last product is kept for the tab, so the product page's fallback survives a reload; its
// application's id is the stored product id the sign-in reads (spec 4, 9). Both are read once, as the app starts.
const readProductSelectionInput = () => ({ lastProduct: readLastProduct(), productId: storedProductId() });

/**
 * Inside the router (src/app/app.tsx). The one actor idiom (docs/architecture.md): each logic is provided in the
 * render; @xstate/react keeps each actor and gives it the newest effects, so `navigate` is always the router's
 * current one (the highlight moves to the privacy page, SIGN IN off /ops goes to /ops).
 */
export function AppActorsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [productSelectionInput] = useState(readProductSelectionInput);
  return (
    <LoginPanelActor.Provider
      // spec 2: SIGN IN off /ops goes to /ops (the loginPanel machine decides when).
      logic={loginPanelMachine.provide({ actions: { goToOps: () => void navigate(paths.ops) } })}
    >
      <AnchorHighlightActor.Provider
        logic={anchorHighlightMachine.provide({
          actions: {
            // An anchor from the address arrives through isKnownAnchor (ccpa, cookies); requests come from the portal's own links.
            scrollToAnchor: (_, { anchor }) => scrollToSection(anchor),
            navigateToAnchor: (_, { anchor }) => void navigate(paths.privacyPolicy(anchor as 'ccpa' | 'cookies')),
          },
        })}
      >
        <ProductSelectionActor.Provider
          logic={productSelectionMachine.provide({
            actions: {
              storeLastProduct: (_, { key }) => storeLastProduct(key),
              storeProductId: (_, { productId }) => storeProductId(productId),
            },
          })}
          options={{ input: productSelectionInput }}
        >
          {children}
        </ProductSelectionActor.Provider>
      </AnchorHighlightActor.Provider>
    </LoginPanelActor.Provider>
  );
}
