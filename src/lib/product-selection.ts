/**
 * Product selection (spec 4): choosing a product in the solutions menu or the footer emits an
 * update-product event with the product key, and the last chosen product is remembered so the
 * product page can fall back to it (spec 2).
 */
const UPDATE_PRODUCT = 'update-product';
const LAST_PRODUCT_KEY = 'ls.lastProduct';
const bus = new EventTarget();
let lastProduct: string | null = null;

export function selectProduct(key: string): void {
  lastProduct = key;
  try {
    sessionStorage.setItem(LAST_PRODUCT_KEY, key);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory value still works.
  }
  bus.dispatchEvent(new CustomEvent<string>(UPDATE_PRODUCT, { detail: key }));
}

export function getLastProduct(): string | null {
  if (lastProduct) return lastProduct;
  try {
    const stored = sessionStorage.getItem(LAST_PRODUCT_KEY);
    return stored && /^[a-z]{1,40}$/i.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Subscribes to update-product events; returns the unsubscribe function (use in an effect cleanup). */
export function onUpdateProduct(listener: (key: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  bus.addEventListener(UPDATE_PRODUCT, handler);
  return () => bus.removeEventListener(UPDATE_PRODUCT, handler);
}
