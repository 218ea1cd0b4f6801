/**
 * Values that can be redeemed once, within a short time: the identity service's redirect guid
 * (spec 7 POST {identity}redirect → `{app}external-login?guid=`) and the common API's redirect
 * token (spec 7 POST {common}redirect → `crossAppAuth/jump?token=`). A second use, or a use after
 * the time-to-live, finds nothing: a link that leaked into a history or a log is worthless.
 */
import { randomBytes, randomUUID } from 'node:crypto';

export class OneTimeStore<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly makeKey: () => string = randomUUID,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a value and returns the key that redeems it. */
  put(value: T): string {
    this.purge();
    const key = this.makeKey();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    return key;
  }

  /** Returns the value once; afterwards, or after expiry, undefined. */
  take(key: string | undefined): T | undefined {
    if (!key) return undefined;
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return entry.value;
  }

  get size(): number {
    this.purge();
    return this.entries.size;
  }

  /** Expired entries are dropped on use rather than by a timer, so nothing keeps the process alive. */
  private purge(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

/** An opaque, URL-safe random token. */
export const randomToken = (): string => randomBytes(24).toString('base64url');
