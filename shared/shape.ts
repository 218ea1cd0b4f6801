/**
 * Small typed checks for data that comes from outside the bundle: the startup config
 * (shared/config-schema.ts), the content files (src/content/*) and the identity service's answers
 * (src/actors/auth/auth-service.ts). Each module states its shape as an explicit interface and a
 * table of these checks; `parse` runs one and says, field by field, what is wrong.
 *
 * Hand-written instead of a schema library: the config check runs before the first render and the
 * content checks on every content route's first visit, so every byte here is downloaded by every
 * visitor.
 *
 * A check returns the value to keep (a trimmed string, a number read from digits, an object holding
 * only the fields it names) or INVALID after recording each reason as `path: message`, path in dots
 * ('items.1.id', '(root)' for the value itself). Every field is checked, so one run reports every
 * reason a file was refused, not just the first.
 */

/** What a check returns when the value does not fit; its reasons are already in `issues`. */
export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;

/** A check: the value to keep, or INVALID with the reasons pushed onto `issues`. */
export type Check<T> = (value: unknown, path: string, issues: string[]) => T | Invalid;

/** A test on a value that already has the right type, with the reason to give when it fails. */
export type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/** Records `path: message` and returns INVALID. */
export function fail(issues: string[], path: string, message: string): Invalid {
  issues.push(`${path || '(root)'}: ${message}`);
  return INVALID;
}

/** The reason for a value of the wrong type: an absent field says so rather than naming a type. */
const wrongType = (issues: string[], path: string, value: unknown, message: string): Invalid =>
  fail(issues, path, value === undefined ? 'is missing' : message);

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

export const string: Check<string> = (value, path, issues) =>
  typeof value === 'string' ? value : wrongType(issues, path, value, 'must be a string');

export const boolean: Check<boolean> = (value, path, issues) =>
  typeof value === 'boolean' ? value : wrongType(issues, path, value, 'must be true or false');

export const number: Check<number> = (value, path, issues) =>
  typeof value === 'number' && !Number.isNaN(value) ? value : wrongType(issues, path, value, 'must be a number');

/** Any value, unchecked: for answers whose shape is decided later. */
export const unknown: Check<unknown> = (value) => value;

/** One of a fixed list of values (compared with ===). */
export const oneOf =
  <const T extends readonly unknown[]>(options: T): Check<T[number]> =>
  (value, path, issues) =>
    options.includes(value) ? (value as T[number]) : wrongType(issues, path, value, `must be one of ${options.join(', ')}`);

/**
 * `check`, then each rule on what it kept. Every rule is tried, so a value that breaks two gets two
 * reasons; no rule runs on a value of the wrong type, or on a list or object with a bad part.
 */
export const refine =
  <T>(check: Check<T>, ...rules: ReadonlyArray<Rule<T>>): Check<T> =>
  (value, path, issues) => {
    const kept = check(value, path, issues);
    if (kept === INVALID) return INVALID;
    let fits = true;
    for (const [test, message] of rules) {
      if (!test(kept)) {
        fail(issues, path, message);
        fits = false;
      }
    }
    return fits ? kept : INVALID;
  };

/** Text matching `pattern`; the rule to pass to `refine`. */
export const matches = (pattern: RegExp, message: string): Rule<string> => [(value) => pattern.test(value), message];

/** At least `count` characters or items. */
export const minLength = (count: number, message = `must have at least ${count}`): Rule<{ length: number }> => [
  (value) => value.length >= count,
  message,
];

/** A list whose items give distinct keys. */
export const unique = <T>(key: (item: T) => unknown, message: string): Rule<T[]> => [
  (items) => new Set(items.map(key)).size === items.length,
  message,
];

/** Absent (undefined) is allowed, and the field is then left out of the object that holds it. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path, issues) =>
    value === undefined ? undefined : check(value, path, issues);

/** null is allowed and kept. */
export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path, issues) =>
    value === null ? null : check(value, path, issues);

/** Absent is allowed and replaced by `fallback`. */
export const withDefault =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value, path, issues) =>
    value === undefined ? fallback : check(value, path, issues);

export const list =
  <T>(item: Check<T>): Check<T[]> =>
  (value, path, issues) => {
    if (!Array.isArray(value)) return wrongType(issues, path, value, 'must be a list');
    const kept: T[] = [];
    let fits = true;
    value.forEach((entry: unknown, index) => {
      const result = item(entry, at(path, index), issues);
      if (result === INVALID) fits = false;
      else kept.push(result);
    });
    return fits ? kept : INVALID;
  };

/** A check for each field of T; optional fields take an `optional(...)` check. */
export type Fields<T> = { [K in keyof T]-?: Check<T[K]> };

/**
 * A rule across fields (`uses`), tried only when those fields passed their own checks; its reason
 * is given at `field`, the one to fix.
 */
export interface CrossRule<T> {
  field: keyof T & string;
  uses: ReadonlyArray<keyof T & string>;
  test: (value: T) => boolean;
  message: string;
}

/**
 * An object (not null, not a list) with the named fields; the object kept holds only those fields
 * (unknown ones are dropped) and leaves out optional ones that are absent.
 */
export const object =
  <T extends object>(fields: Fields<T>, crossRules: ReadonlyArray<CrossRule<T>> = []): Check<T> =>
  (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return wrongType(issues, path, value, 'must be an object');
    }
    const record = value as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    const failed = new Set<string>();
    for (const key of Object.keys(fields) as Array<keyof T & string>) {
      const result = fields[key](record[key], at(path, key), issues);
      if (result === INVALID) failed.add(key);
      else if (result !== undefined) kept[key] = result;
    }
    let fits = failed.size === 0;
    for (const rule of crossRules) {
      if (rule.uses.some((key) => failed.has(key))) continue;
      if (!rule.test(kept as T)) {
        fail(issues, at(path, rule.field), rule.message);
        fits = false;
      }
    }
    return fits ? (kept as T) : INVALID;
  };

export type Parsed<T> = { success: true; output: T } | { success: false; issues: string[] };

/** Runs `check` on a whole value: what to keep, or every reason it was refused. */
export function parse<T>(check: Check<T>, value: unknown): Parsed<T> {
  const issues: string[] = [];
  const output = check(value, '', issues);
  return output === INVALID ? { success: false, issues } : { success: true, output };
}

/** Whether `value` passes `check`. */
export const is = <T>(check: Check<T>, value: unknown): value is T => check(value, '', []) !== INVALID;
