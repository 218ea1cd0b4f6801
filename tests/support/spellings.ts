/**
 * Generated spellings of an address (issue 40, STYLE.md "One reading of an address": spellings are generated, not
 * listed by hand), for the property tests of the server's guarded paths and the app's sign-in routes. From a plain
 * path, each spelling may change the case of any character, percent-encode it once or twice (`%6f`, `%256f`), put
 * dot segments (`./`, `x/../`, `%2e/`, `x/%2e%2e/`, `x/%252e%252e/`, and ones that climb out of the path for some
 * readers: `%252e%252e/%252e%252e/…`) or doubled slashes before any segment, and end
 * with a trailing slash or an encoded `?` or `#` (once or twice) and something after it.
 *
 * `checkProperty` runs a fast-check property with at least PROPERTY_RUNS cases and a seed that is printed with any
 * failure (FC_SEED=<seed> replays it).
 */
import fc from 'fast-check';

/** Cases per property (issue 40: at least 1000). */
export const PROPERTY_RUNS = 1000;

const hex = (character: string) => `%${character.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`;

/** One character as written, in the other case, encoded once or encoded twice. */
function characterSpelling(character: string, changeCase: boolean): fc.Arbitrary<string> {
  const variants = new Set([character, hex(character), `%25${hex(character).slice(1)}`, hex(character).toLowerCase()]);
  if (changeCase) variants.add(character.toUpperCase()).add(character.toLowerCase());
  return fc.constantFrom(...variants);
}

/** A segment: most often as written; else some of its characters spelled on their own. */
function segmentSpelling(segment: string, changeCase: boolean): fc.Arbitrary<string> {
  if (segment === '') return fc.constant('');
  const characters = [...segment].map((character) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(character) }, { weight: 1, arbitrary: characterSpelling(character, changeCase) }),
  );
  const spelled = fc.tuple(...characters).map((parts) => parts.join(''));
  return fc.oneof({ weight: 3, arbitrary: fc.constant(segment) }, { weight: 1, arbitrary: spelled });
}

/** What may come before a segment without changing what a path resolving dots (once or twice decoded) names. */
const SEGMENT_PREFIXES = ['/', './', 'x/../', '%2e/', 'x/%2e%2e/', 'x/%252e%252e/', './/'];
/**
 * Dot segments that climb out of the path only for a reader that decodes more than once (finding 3's
 * `app27/%252e%252e/%252e%252e/%252e%252e/clientid-login`) or only for one that decodes at all: two readers that
 * disagree here disagree on which route this is.
 */
const ESCAPE_PREFIXES = ['%252e%252e/%252e%252e/%252e%252e/', '%2e%2e/%2e%2e/', '%252e%252e/'];
/** How a path may end. */
const SUFFIXES = ['', '', '/', '?q=1', '%3Fq=1', '%253Fq', '#f', '%23f', '%2523f', '/.'];

export interface SpellingOptions {
  /** Vary the case of letters (the app's router is case-insensitive, the server's is not). */
  changeCase?: boolean;
  /** Vary the end of the path (a trailing slash, an encoded `?` or `#`). */
  suffix?: boolean;
  /** Also put dot segments that climb out of the path for some readers (ESCAPE_PREFIXES); default true. */
  escapes?: boolean;
}

/** Spellings of `path` ('/stand-in/lead/submissions', '/ehi-login'): its leading slash kept, each segment spelled. */
export function spellingOf(path: string, options: SpellingOptions = {}): fc.Arbitrary<string> {
  const segments = path.split('/').slice(1);
  const prefixes = options.escapes === false ? SEGMENT_PREFIXES : [...SEGMENT_PREFIXES, ...ESCAPE_PREFIXES];
  // Most segments are written plainly, so that several changes at once stay rare and each one is tried often.
  const prefix = fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...prefixes) });
  const spelled = segments.map((segment) =>
    fc.tuple(prefix, segmentSpelling(segment, options.changeCase ?? true)).map(([before, text]) => before + text),
  );
  const suffix = options.suffix === false ? fc.constant('') : fc.constantFrom(...SUFFIXES);
  return fc.tuple(fc.tuple(...spelled), suffix).map(([parts, end]) => `/${parts.join('/')}${end}`);
}

/** Host headers of the portal's own loopback addresses (as local-origins.ts accepts them) and of other sites. */
export const OWN_HOSTS = ['localhost:4200', 'LOCALHOST:4200', '127.0.0.1:4200', '[::1]:4200', 'localhost'];
export const FOREIGN_HOSTS = [
  'evil.example',
  'evil.example:4200',
  'EVIL.example:4361',
  'localhost.evil.example:4200',
  'evil.example@localhost:4200',
  '127.0.0.1.nip.io:4200',
];

/** Runs `property` PROPERTY_RUNS times (or `runs`); a failure names its seed, which FC_SEED replays. */
export async function checkProperty<T>(name: string, property: fc.IProperty<T> | fc.IAsyncProperty<T>, runs = PROPERTY_RUNS) {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
  try {
    await fc.assert(property, { numRuns: runs, seed });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`property "${name}" failed with seed ${seed} (replay with FC_SEED=${seed}):\n${detail}`, { cause: error });
  }
}
