/**
 * The sign-in's local storage (spec 9: prefix 'ls.'; stored values: refresh token, access-token
 * expiration, product id, and whether single sign-on is enabled; spec 3 "Token response",
 * "Keycloak-enabled response").
 *
 * Values are stored as JSON, as the original portal's storage service wrote them, so a value left
 * by the old portal still reads. Every read validates its value: one that does not parse or has the
 * wrong shape is removed and reads as null, never a crash. Storage that is unavailable (private
 * mode, a full quota, a sandboxed frame) reads as null and ignores writes.
 */

export const STORAGE_PREFIX = 'ls.';

/** The stored keys, without the prefix. */
export const STORAGE_KEYS = {
  refreshToken: 'refreshToken',
  accessTokenExpiration: 'accessTokenExpiration',
  productId: 'productId',
  ssoEnabled: 'keycloakEnabled',
} as const;

type Validator<T> = (value: unknown) => value is T;

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isProductId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** An HTTP date or ISO date that parses ('.expires' is an HTTP date, spec 3). */
const isDateText = (value: unknown): value is string => isNonEmptyString(value) && !Number.isNaN(Date.parse(value));

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading `localStorage` itself throws in some sandboxed frames.
    return null;
  }
}

/**
 * This tab's session storage (form drafts, scroll positions), or null where it cannot be reached:
 * reading `sessionStorage` itself throws in some sandboxed frames.
 */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads and validates one value; a corrupt value is discarded. */
export function readStored<T>(key: string, isValid: Validator<T>): T | null {
  const storage = store();
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // Not JSON: corrupt, discarded below.
  }
  removeStored(key);
  return null;
}

export function writeStored(key: string, value: unknown): void {
  try {
    store()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota or a disabled store: the sign-in works without it.
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Nothing to remove from a store that cannot be reached.
  }
}

export const storage = {
  getRefreshToken: () => readStored(STORAGE_KEYS.refreshToken, isNonEmptyString),
  getAccessTokenExpiration: () => readStored(STORAGE_KEYS.accessTokenExpiration, isDateText),
  getProductId: () => readStored(STORAGE_KEYS.productId, isProductId),
  getSsoEnabled: () => readStored(STORAGE_KEYS.ssoEnabled, isBoolean),

  /** spec 3: the refresh token and the expiry of a token response are kept; absent ones are cleared. */
  saveTokens(tokens: { refreshToken: string | null; expires: string | null }): void {
    if (tokens.refreshToken) writeStored(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    else removeStored(STORAGE_KEYS.refreshToken);
    if (tokens.expires && isDateText(tokens.expires)) writeStored(STORAGE_KEYS.accessTokenExpiration, tokens.expires);
    else removeStored(STORAGE_KEYS.accessTokenExpiration);
  },
  setProductId(productId: number | null): void {
    if (productId !== null && isProductId(productId)) writeStored(STORAGE_KEYS.productId, productId);
    else removeStored(STORAGE_KEYS.productId);
  },
  setSsoEnabled(enabled: boolean): void {
    writeStored(STORAGE_KEYS.ssoEnabled, enabled);
  },
  clearTokens(): void {
    removeStored(STORAGE_KEYS.refreshToken);
    removeStored(STORAGE_KEYS.accessTokenExpiration);
  },
  /**
   * docs/decisions/session-lifecycle.md: the stored tokens do not outlive their session. Cleared when the expiry has passed, or
   * when a refresh token has no readable expiry to bound it. Returns true when something was cleared.
   */
  clearExpiredTokens(now: Date = new Date()): boolean {
    const refreshToken = this.getRefreshToken();
    const expires = this.getAccessTokenExpiration();
    if (!refreshToken && !expires) return false;
    if (refreshToken && expires && Date.parse(expires) > now.getTime()) return false;
    this.clearTokens();
    return true;
  },
};
