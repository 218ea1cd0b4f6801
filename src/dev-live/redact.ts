/**
 * What a live report may carry out of the page (docs/decisions/statechart-live-view.md "Security"): a JSON copy
 * of a context or an event with every credential taken out. A field whose name says it holds one (password,
 * token, secret, jwt, guid, credential, authorization, cookie, session keys) becomes '[redacted]' whatever its
 * value; in every other string a JWT and the value of a credential query parameter (?jwt=, &token=, …) are cut
 * out, since a destination address carries the token (spec 4 clientid-login?jwt=). Functions, actors and
 * cycles become a short description, and depth and length are bounded so a big context cannot flood the socket.
 */

export const REDACTED = '[redacted]';

const SECRET_KEY = /password|passwd|passphrase|token|secret|jwt|guid|credential|authori[sz]ation|cookie|api[-_]?key|private[-_]?key/i;
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const SECRET_PARAM = /([?&#](?:jwt|atoken|token|access_token|refresh_token|id_token|code|guid|password|secret)=)[^&#\s]*/gi;

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 500;

/** A string with the JWTs and credential parameters in it cut out, and bounded in length. */
export function redactString(text: string): string {
  const cleaned = text.replace(JWT, REDACTED).replace(SECRET_PARAM, `$1${REDACTED}`);
  return cleaned.length > MAX_STRING ? `${cleaned.slice(0, MAX_STRING)}…` : cleaned;
}

/** A JSON-safe copy of `value` with credentials redacted (see above). */
export function redact(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return '[function]';
  if (typeof value !== 'object') return String(value);
  if (seen.has(value)) return '[cycle]';
  if (depth >= MAX_DEPTH) return '[…]';
  // An actor (a spawned child in a context): its id, not its internals.
  if ('sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function') {
    return `[actor ${String((value as { id?: unknown }).id ?? '')}]`;
  }
  if (value instanceof Error) return { name: value.name, message: redactString(value.message) };
  if (value instanceof Date) return value.toISOString();
  seen.add(value);
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1, seen));
    if (value.length > MAX_ITEMS) items.push(`… ${value.length - MAX_ITEMS} more`);
    return items;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    copy[key] = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? REDACTED : redact(item, depth + 1, seen);
  }
  return copy;
}
