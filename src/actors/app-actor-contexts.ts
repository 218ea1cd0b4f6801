/**
 * The app-wide actors' contexts, shared by the layout, the pages and the components: the /ops login panel's
 * visibility, the privacy-anchor highlight and the product selection (one actor each for the whole app,
 * createActorContext). Their real effects are provided by `AppActorsProvider` (src/app/app-actors.tsx); a view
 * reads and sends through these without knowing the app's wiring.
 */
import { createActorContext } from '@xstate/react';
import { anchorHighlightMachine } from '../../machines/anchor-highlight.machine.ts';
import { loginPanelMachine } from '../../machines/login-panel.machine.ts';
import { productSelectionMachine } from '../../machines/product-selection.machine.ts';

export const LoginPanelActor = createActorContext(loginPanelMachine);
export const AnchorHighlightActor = createActorContext(anchorHighlightMachine);
export const ProductSelectionActor = createActorContext(productSelectionMachine);
