/**
 * Fetches one static content file (products, careers, news; spec 7 "Startup and static data") and
 * validates it, so a view never renders a half-understood file: every failure becomes a ContentError
 * that says which URL failed and why. Views and actors decide what a failure means for the page
 * (spec 8: failed loads show no message).
 *
 * The files are requested through the portal's one HTTP client (src/lib/http.ts), so they follow its
 * rules like every other call: spec 7 "Every request except the news asset and oauth2/token carries
 * Authorization: Bearer {token}" — the products and careers files carry the signed-in session's
 * token when there is one, the news feed and articles never do.
 */
import { createCodeLoader } from '../actors/code/code-loader.ts';
import { accessTokenSource } from '../lib/access-token.ts';
import { matches, minLength, parse, refine, string, type Check } from '../../shared/shape.ts';
import { takePrefetched } from './prefetch.ts';

/** A content file could not be fetched, read or understood. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  /** The URL that was requested. */
  readonly url: string;
  /** The HTTP status when the server answered; undefined for network errors and timeouts. */
  readonly status: number | undefined;
  /** Schema issues as `path: message`, empty unless the file did not match its schema. */
  readonly issues: readonly string[];

  constructor(message: string, details: { url: string; status?: number; issues?: readonly string[]; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.url = details.url;
    this.status = details.status;
    this.issues = details.issues ?? [];
  }
}

/**
 * Paths of images inside content files: relative to the site base ('assets/img/...'), so views
 * prefix them with import.meta.env.BASE_URL. No leading slash, no '..', no scheme.
 */
export const AssetPathSchema: Check<string> = refine(
  string,
  matches(/^assets\/(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.(?:svg|png|jpe?g|webp)$/, 'must be an image path under assets/'),
  [(value) => !value.includes('..'), 'must not contain ".."'],
);

/** Whether the URL parser accepts `value` (URL.canParse is too recent for some supported browsers). */
function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** An absolute https URL (external links and embedded video sources). */
export const HttpsUrlSchema: Check<string> = refine(
  string,
  [isUrl, 'must be a URL'],
  [(value) => value.startsWith('https://'), 'must be an https URL'],
);

/** A non-empty string with no surrounding whitespace: headlines, titles, copy. Kept trimmed. */
const trimmed: Check<string> = (value, path, issues) => {
  const kept = string(value, path, issues);
  return typeof kept === 'string' ? kept.trim() : kept;
};
export const TextSchema: Check<string> = refine(trimmed, minLength(1, 'must not be empty'));

/** Lowercase kebab-case: used as file names and in routes (career path, news name). */
export const KebabNameSchema: Check<string> = refine(string, matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case'), [
  (value) => value.length <= 120,
  'must be at most 120 characters',
]);

/** How many schema issues a ContentError message lists before it says "and N more". */
const MAX_LISTED_ISSUES = 8;

/**
 * GET `url`, parse JSON, validate with `schema`. Throws ContentError on a network error or timeout,
 * a non-2xx status, a body that is not JSON, or a body that does not match the schema.
 *
 * Accept is application/json so that a dev server's HTML fallback for unknown paths (Vite answers
 * index.html to requests that accept text/html or any type) answers 404 instead of a 200 page.
 * A request the start-up code already made for `url` (src/content/prefetch.ts) is used instead of a
 * new one when the default fetch is in use.
 */
export async function fetchContent<T>(url: string, schema: Check<T>, fetchImpl: typeof fetch = fetch, timeoutMs = 8000): Promise<T> {
  let response: Response;
  try {
    const ownFetch = fetchImpl === globalThis.fetch;
    // The start-up request is the one the client would have made while nobody is signed in (no token yet: a GET
    // with Accept alone); with a token, the client asks again with its header.
    const early = ownFetch ? takePrefetched(url) : undefined;
    response = await ((accessTokenSource() === null ? early : undefined) ?? viaClient(url, fetchImpl, ownFetch, timeoutMs));
  } catch (error) {
    throw new ContentError(`${url}: request failed (${describe(error)})`, { url, cause: error });
  }

  if (!response.ok) {
    throw new ContentError(`${url}: HTTP status ${response.status}`, { url, status: response.status });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'malformed JSON' : `body could not be read (${describe(error)})`;
    throw new ContentError(`${url}: ${reason}`, { url, status: response.status, cause: error });
  }

  const result = parse(schema, body);
  if (!result.success) {
    const { issues } = result;
    const listed = issues.slice(0, MAX_LISTED_ISSUES).join('; ');
    const more = issues.length > MAX_LISTED_ISSUES ? ` and ${issues.length - MAX_LISTED_ISSUES} more` : '';
    throw new ContentError(`${url}: does not match its schema: ${listed}${more}`, {
      url,
      status: response.status,
      issues,
    });
  }
  return result.output;
}

/**
 * The portal's HTTP client, loaded with the first request that needs it, through its code loader (STYLE.md "Code that
 * arrives later"): a content file's Retry asks for it again, and a browser that kept its failure recovers it.
 * Its failure is the content's, which says so with its own Retry (the page's content machine).
 */
const httpCode = createCodeLoader(
  'The content',
  () => import('../lib/http.ts'),
  // The client lives in a chunk it shares with the sign-in's calls: a copy fetched at a fresh address by the
  // recovery is that whole chunk, without `http` (the loader then loads the page again).
  (module) => {
    if (typeof module.http?.get !== 'function') throw new Error('The HTTP client is missing from its module');
    return module;
  },
);

/**
 * GET through the portal's HTTP client, loaded with the first request that needs it: a page's first visit takes the
 * start-up request's answer and does not download the client (docs/decisions/content-through-the-http-client.md).
 */
async function viaClient(url: string, fetchImpl: typeof fetch, ownFetch: boolean, timeoutMs: number): Promise<Response> {
  const { http } = await httpCode.get();
  return (ownFetch ? http : http.extend({ fetch: fetchImpl })).get(absolute(url), {
    headers: { Accept: 'application/json' },
    timeout: timeoutMs,
    // A status is this loader's to judge (a 404 article is "no such article", spec 8).
    throwHttpErrors: false,
  });
}

/**
 * The client asks for absolute addresses: a path such as '/opsportal/assets/…' is resolved against the page. Outside a
 * page (Node: tests and tools) it is resolved against a placeholder origin, which only a given `fetchImpl` receives.
 */
function absolute(url: string): string {
  return new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href).href;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
