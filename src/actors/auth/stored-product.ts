/**
 * The product the visitor last chose (spec 4 "Product selection"), which the sign-in machines take as input: a
 * product-specific destination wins over the default one. Its own module, apart from session.ts: the /ops login
 * panel reads it at first render, and session.ts brings the token decoder (jose) that a first visit does not need.
 */
import { storage } from '../../lib/storage.ts';

export const storedProductId = (): number | null => storage.getProductId();
