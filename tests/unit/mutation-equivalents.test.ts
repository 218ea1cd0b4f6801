/**
 * The mutation score's bookkeeping (scripts/mutation.ts, tests/mutation/equivalent.ts, docs/mutation.md):
 * the source text a mutant replaced is read from the report's 1-based locations, an equivalent entry matches
 * only its own line, the score is given with and without the listed equivalents, and every entry still
 * points at code that exists (a changed line makes its entry stale: this test names it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROUPS, equivalentOf, filesOf, originalOf, score, scoreSummary, survivors } from '../../scripts/mutation.ts';
import { EQUIVALENT, type Equivalent } from '../mutation/equivalent.ts';

const source = ["const a = ({ event }) => (event.type === 'x' ? event.v : null);", "const b = ({ event }) => event.type === 'x';"].join(
  '\n',
);
const at = (line: number, column: number, length: number) => ({
  start: { line, column },
  end: { line, column: column + length },
});
const mutant = (status: string, line: number, mutatorName = 'ConditionalExpression') => ({
  status,
  mutatorName,
  replacement: 'true',
  location: at(line, line === 1 ? 27 : 26, "event.type === 'x'".length),
});
const entry: Equivalent = {
  file: 'machines/x.ts',
  line: 'const b =',
  mutator: 'ConditionalExpression',
  original: "event.type === 'x'",
  replacement: 'true',
  reason: 'b guards x only',
};

describe('mutation score bookkeeping', () => {
  it('reads the replaced text from 1-based lines and columns', () => {
    expect(originalOf(source, mutant('Survived', 1))).toBe("event.type === 'x'");
    expect(originalOf(source, mutant('Survived', 2))).toBe("event.type === 'x'");
  });

  it('an entry matches its own line, mutator and replacement only', () => {
    expect(equivalentOf('machines/x.ts', source, mutant('Survived', 2), [entry])).toBe(entry);
    expect(equivalentOf('machines/x.ts', source, mutant('Survived', 1), [entry])).toBeUndefined();
    expect(equivalentOf('machines/x.ts', source, mutant('Survived', 2, 'EqualityOperator'), [entry])).toBeUndefined();
    expect(equivalentOf('machines/y.ts', source, mutant('Survived', 2), [entry])).toBeUndefined();
    expect(equivalentOf('machines/x.ts', source, { ...mutant('Survived', 2), replacement: 'false' }, [entry])).toBeUndefined();
  });

  it('gives the score with and without the listed equivalents; killed mutants are never discounted', () => {
    const report = {
      files: {
        'machines/x.ts': { source, mutants: [mutant('Killed', 1), mutant('Timeout', 1), mutant('Survived', 1), mutant('Survived', 2)] },
      },
    };
    const result = score(report, 'machines/', [entry]);
    expect(result).toMatchObject({ detected: 2, undetected: 2, equivalent: 1 });
    expect(result.score).toBe(50);
    expect(result.scoreWithoutEquivalent.toFixed(2)).toBe('66.67');
    expect(score({ files: { 'machines/x.ts': { source, mutants: [mutant('Killed', 2)] } } }, 'machines/', [entry]).equivalent).toBe(0);
    expect(survivors(report, [entry])).toContain('[equivalent: b guards x only]');
  });

  it('names the files a run mutated instead of claiming their whole folder (issue 43)', () => {
    const report = { files: { 'machines/login-form.machine.ts': { source, mutants: [mutant('Killed', 1), mutant('Survived', 1)] } } };
    const machines = filesOf('machines/');
    expect(machines).toContain('machines/login-form.machine.ts');
    const one = scoreSummary(report, 'test', [['machines/login-form.machine.ts']], []);
    expect(one[1]).toMatch(
      new RegExp(`^  machines/login-form\\.machine\\.ts \\(1 of the ${machines.length} files of machines/\\): 50\\.00%`),
    );
    expect(one.join('\n')).not.toMatch(/machines\/ \(all|^ {2}machines\/:/m);
    expect(one[3]).toBe('  src/actors/auth/ not mutated in this run');
    const all = scoreSummary(report, 'test', GROUPS, []);
    expect(all[1]).toMatch(new RegExp(`^  machines/ \\(all ${machines.length} files\\): 50\\.00%`));
    expect(filesOf('src/actors/auth/')).not.toContain('src/actors/auth/use-sign-in-actors.ts');
  });

  it.each(EQUIVALENT.map((listed) => [`${listed.file}: ${listed.line} / ${listed.original}`, listed] as const))(
    'the entry %s still points at code that exists',
    (_, listed) => {
      const source = readFileSync(new URL(`../../${listed.file}`, import.meta.url), 'utf8');
      const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
      // The replaced text may span lines; the line fragment is on the line where it starts.
      const at = source.split('\n').findIndex((line) => fold(line).includes(fold(listed.line)));
      expect(at, 'no line holds the fragment').toBeGreaterThanOrEqual(0);
      expect(fold(source.split('\n').slice(at).join('\n'))).toContain(fold(listed.original));
      expect(listed.reason.length).toBeGreaterThan(10);
    },
  );

  it('mutates every module of machines/ (a new machine is never left out of the score)', () => {
    const mutated = new Set(GROUPS.flat());
    const modules = readdirSync(new URL('../../machines/', import.meta.url)).filter((name) => name.endsWith('.ts'));
    expect(modules.filter((name) => !mutated.has(`machines/${name}`))).toEqual([]);
  });
});
