/**
 * `npm run docs:statecharts -- --diff <ref>` tells the truth (issue 43): against a commit whose machines are
 * the live ones it reports no change, and a changed guard is listed with its text before and after.
 * The check runs on a throwaway git repository holding a copy of today's machines/, loaded in a child Node
 * process through tsx exactly as the command loads them (Vitest's own module loader would hide the difference).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIFF_MODULE = pathToFileURL(join(ROOT, 'scripts/statecharts-diff.ts')).href;
const MODAL = 'machines/status-query-modal.machine.ts';
const LIVE_GUARD = 'isSuccess: ({ context }) => isSuccessStatus(context.status),';
const NEW_GUARD = 'isSuccess: ({ context }) => context.status === 200,';

let repo = '';
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], { cwd: repo, encoding: 'utf8' });

/** The summary the command prints for `--diff <ref>` in the throwaway repo (no diagrams drawn). */
function summaryAgainst(ref: string): string {
  const script = `const m = await import(${JSON.stringify(DIFF_MODULE)});
const { diffs } = await m.flowDiffs(${JSON.stringify(repo)}, ${JSON.stringify(ref)});
process.stdout.write(m.summaryText(diffs, ${JSON.stringify(ref)}));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'statecharts-diff-test-'));
  copyFileSync(join(ROOT, 'package.json'), join(repo, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(repo, 'node_modules'), 'dir');
  cpSync(join(ROOT, 'machines'), join(repo, 'machines'), { recursive: true });
  writeFileSync(join(repo, '.gitignore'), 'node_modules\n');
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'machines as they are now');
  writeFileSync(join(repo, 'README.md'), 'A commit that changes no machine.\n');
  git('add', 'README.md');
  git('commit', '-q', '-m', 'readme only');
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('statecharts --diff', () => {
  it('reports no change against HEAD', { timeout: 60_000 }, () => {
    expect(summaryAgainst('HEAD')).toBe('No flow changes since HEAD.\n');
  });

  it('reports no change against a commit that changed no machine', { timeout: 60_000 }, () => {
    expect(summaryAgainst('HEAD~1')).toBe('No flow changes since HEAD~1.\n');
  });

  it('shows a changed guard with its text before and after', { timeout: 60_000 }, () => {
    const file = join(repo, MODAL);
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(LIVE_GUARD);
    writeFileSync(file, source.replace(LIVE_GUARD, NEW_GUARD));
    git('commit', '-q', '-am', 'one guard changed');

    const summary = summaryAgainst('HEAD~1');
    expect(summary).toContain('Flow changes since HEAD~1: 1 machine changed.');
    const lines = summary.split('\n');
    const at = lines.indexOf('  guard changed: isSuccess');
    expect(at, summary).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^ {4}before: .*isSuccessStatus\(context\.status\)/);
    expect(lines[at + 2]).toMatch(/^ {4}after: {2}.*context\.status ?=== ?200/);
    // Nothing else of the machine changed: only the guard's own lines under the machine's heading.
    expect(lines.filter((line) => line.startsWith('  ') && !line.startsWith('    '))).toEqual(['  guard changed: isSuccess']);
  });
});
