/**
 * The shared checks (shared/shape.ts) that the config, content and sign-in answers are validated
 * with: what each keeps, what each refuses, and the `path: message` reasons it gives.
 */
import { describe, expect, it } from 'vitest';
import {
  INVALID,
  boolean,
  is,
  list,
  matches,
  minLength,
  nullable,
  number,
  object,
  oneOf,
  optional,
  parse,
  refine,
  string,
  unique,
  unknown,
  withDefault,
  type Check,
} from '../../shared/shape.ts';

const reasons = (check: Check<unknown>, value: unknown) => {
  const result = parse(check, value);
  return result.success ? [] : result.issues;
};

describe('the plain checks', () => {
  it.each<[string, Check<unknown>, unknown, string, unknown]>([
    ['string', string, 'x', 'must be a string', 3],
    ['boolean', boolean, false, 'must be true or false', 'false'],
    ['number', number, 0, 'must be a number', '7'],
  ])('%s keeps a value of its type and names the wrong one', (_name, check, good, message, bad) => {
    expect(parse(check, good)).toEqual({ success: true, output: good });
    expect(reasons(check, bad)).toEqual([`(root): ${message}`]);
    expect(reasons(check, null)).toEqual([`(root): ${message}`]);
    expect(reasons(check, undefined)).toEqual(['(root): is missing']);
  });

  it('number refuses NaN', () => {
    expect(reasons(number, Number.NaN)).toEqual(['(root): must be a number']);
  });

  it('unknown keeps anything', () => {
    expect(parse(unknown, { a: [1] })).toEqual({ success: true, output: { a: [1] } });
  });

  it('oneOf compares with === and lists the choices', () => {
    const size = oneOf(['s', 'm'] as const);
    expect(parse(size, 'm')).toEqual({ success: true, output: 'm' });
    expect(reasons(size, 'M')).toEqual(['(root): must be one of s, m']);
    expect(reasons(size, ['s'])).toEqual(['(root): must be one of s, m']);
  });
});

describe('refine', () => {
  const code = refine(string, matches(/^[a-z]+$/, 'must be lowercase letters'), minLength(3, 'must be 3 long'));

  it('keeps a value that passes every rule', () => {
    expect(parse(code, 'abc')).toEqual({ success: true, output: 'abc' });
  });

  it('gives every rule that fails, in order', () => {
    expect(reasons(code, 'A')).toEqual(['(root): must be lowercase letters', '(root): must be 3 long']);
    expect(reasons(code, 'ab')).toEqual(['(root): must be 3 long']);
  });

  it('tries no rule on a value of the wrong type', () => {
    expect(reasons(code, 12)).toEqual(['(root): must be a string']);
  });

  it('minLength has a default reason', () => {
    expect(reasons(refine(string, minLength(2)), 'a')).toEqual(['(root): must have at least 2']);
  });
});

describe('list', () => {
  const names = refine(
    list(string),
    unique((name) => name, 'names must be unique'),
    minLength(1, 'needs a name'),
  );

  it('keeps the items each check kept', () => {
    expect(parse(list(refine(string, [(text) => text !== '', 'empty'])), ['a', 'b'])).toEqual({ success: true, output: ['a', 'b'] });
  });

  it('names each bad item by index and reports them all', () => {
    expect(reasons(names, ['a', 1, 'b', false])).toEqual(['1: must be a string', '3: must be a string']);
  });

  it('runs the list rules only once every item passed', () => {
    expect(reasons(names, ['a', 'a'])).toEqual(['(root): names must be unique']);
    expect(reasons(names, [])).toEqual(['(root): needs a name']);
    expect(reasons(names, ['a', 'a', 3])).toEqual(['2: must be a string']);
  });

  it.each([{}, 'a', null])('refuses %j, which is not a list', (value) => {
    expect(reasons(names, value)).toEqual(['(root): must be a list']);
  });
});

describe('object', () => {
  interface Entry {
    id: number;
    label: string;
    note?: string | undefined;
    extra?: string | null | undefined;
    shown: boolean;
  }
  const entry = object<Entry>({
    id: number,
    label: string,
    note: optional(string),
    extra: optional(nullable(string)),
    shown: withDefault(boolean, true),
  });

  it('keeps only the named fields, fills defaults and leaves absent optional fields out', () => {
    const result = parse(entry, { id: 1, label: 'a', unknownField: '<script>' });
    expect(result).toEqual({ success: true, output: { id: 1, label: 'a', shown: true } });
    expect(result.success && Object.keys(result.output)).toEqual(['id', 'label', 'shown']);
  });

  it('keeps null where null is allowed', () => {
    expect(parse(entry, { id: 1, label: 'a', extra: null, shown: false })).toEqual({
      success: true,
      output: { id: 1, label: 'a', extra: null, shown: false },
    });
  });

  it('names every bad field with its path, nested ones in dots', () => {
    const outer = object<{ entries: Entry[] }>({ entries: list(entry) });
    expect(
      reasons(outer, {
        entries: [
          { id: 1, label: 'a' },
          { id: '2', note: 4 },
        ],
      }),
    ).toEqual(['entries.1.id: must be a number', 'entries.1.label: is missing', 'entries.1.note: must be a string']);
  });

  it.each([null, [], [{ id: 1, label: 'a' }], 'entry', 7])('refuses %j, which is not an object', (value) => {
    expect(reasons(entry, value)).toEqual(['(root): must be an object']);
  });

  it('says a missing object is missing', () => {
    expect(reasons(object<{ inner: { a: string } }>({ inner: object({ a: string }) }), {})).toEqual(['inner: is missing']);
  });

  describe('cross-field rules', () => {
    interface Range {
      from: number;
      to: number;
      label: string;
    }
    const range = object<Range>({ from: number, to: number, label: string }, [
      { field: 'to', uses: ['from', 'to'], test: (value) => value.to >= value.from, message: 'must not be before from' },
    ]);

    it('gives the reason at the field to fix', () => {
      expect(reasons(range, { from: 5, to: 1, label: 'x' })).toEqual(['to: must not be before from']);
      expect(
        reasons(list(range), [
          { from: 1, to: 2, label: 'x' },
          { from: 5, to: 1, label: 'x' },
        ]),
      ).toEqual(['1.to: must not be before from']);
    });

    it('runs when only other fields failed, and not when a field it reads failed', () => {
      expect(reasons(range, { from: 5, to: 1 })).toEqual(['label: is missing', 'to: must not be before from']);
      expect(reasons(range, { from: 'five', to: 1, label: 'x' })).toEqual(['from: must be a number']);
    });

    it('passes a value that meets it', () => {
      expect(parse(range, { from: 1, to: 1, label: 'x' })).toEqual({ success: true, output: { from: 1, to: 1, label: 'x' } });
    });
  });
});

describe('parse and is', () => {
  it('is answers whether a value passes, without reasons', () => {
    expect(is(string, 'x')).toBe(true);
    expect(is(string, 1)).toBe(false);
  });

  it('a check returns INVALID exactly when it recorded a reason', () => {
    const issues: string[] = [];
    expect(string(1, 'a.b', issues)).toBe(INVALID);
    expect(issues).toEqual(['a.b: must be a string']);
    expect(string('x', 'a.b', issues)).toBe('x');
    expect(issues).toHaveLength(1);
  });
});
