/**
 * The decision records can be trusted by a newcomer (issue 44, item 5): every record in docs/decisions/ has a line in
 * the index (docs/decisions/README.md) and every line of the index is a record; and every repository file a record or
 * the index names (a path starting with src/, server/, machines/, scripts/, tests/, docs/ or public/, a root file such
 * as package.json, or a relative link) exists. A line suffix (`:146`, `:40-53`, `#anchor`) is checked without it;
 * globs and placeholders (`*`, `<machine>`, `{a,b}`, `…`) are skipped. A failure names each missing file with the
 * record that names it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const DECISIONS = 'docs/decisions';
const INDEX = `${DECISIONS}/README.md`;

const FOLDERS = ['src', 'server', 'machines', 'scripts', 'tests', 'docs', 'public'];
/** Files at the repository's root that a record may name without a folder. */
const ROOT_FILE = /^(package(-lock)?\.json|[\w-]+\.config\.(ts|js|mjs|cjs)|tsconfig(\.[\w-]+)?\.json|index\.html|size-limits\.json)$/;
/**
 * Paths that a record on main already names and that a branch not yet merged adds, with that branch. Each is skipped
 * while it is missing; once it exists this test fails until its line here is removed, so the list stays true.
 */
const ARRIVING: Record<string, string> = {};
/** A glob or a placeholder: not one file. */
const PLACEHOLDER = /[*<>{}…$]|\.\.\.|XXX/;

const records = readdirSync(join(ROOT, DECISIONS))
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort();

/** The record each line of the index is for: a table row's first link (`| [title](name.md) | …`), in order. */
function indexedRecords(index: string): string[] {
  return index
    .split('\n')
    .map((line) => /^\|\s*\[[^\]]*\]\((?:\.\/)?([^)/\s#]+\.md)\)/.exec(line)?.[1])
    .filter((name) => name !== undefined);
}

/** `path` without a line suffix (`:146`, `:40-53`, `#L12`) or an anchor, and without trailing punctuation. */
function withoutSuffix(path: string): string {
  return path
    .replace(/[.,;:!?)'"\]]+$/, '')
    .replace(/#.*$/, '')
    .replace(/(:\d+(-\d+)?)+$/, '')
    .replace(/[.,;:)]+$/, '');
}

/** The repository paths `text` (the file at `file`) names, each resolved from the root: links, backticks and prose. */
function namedPaths(file: string, text: string): string[] {
  const found = new Set<string>();
  // Links: relative to the file (`../architecture.md`), or from the root when they start with a known folder.
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = withoutSuffix(target);
    if (!path || PLACEHOLDER.test(path)) continue;
    const fromRoot = FOLDERS.some((folder) => path.startsWith(`${folder}/`)) || ROOT_FILE.test(path);
    found.add(fromRoot ? path : relative(ROOT, join(ROOT, dirname(file), path)));
  }
  // Words anywhere (in backticks or prose) that start with a known folder, and root files named alone.
  const words = text.replace(/\]\([^)\s]+\)/g, ' ').split(/[\s`'"([|]+/);
  for (const word of words) {
    if (!word || PLACEHOLDER.test(word)) continue;
    const path = withoutSuffix(word.replace(/^\.\//, ''));
    if (FOLDERS.some((folder) => path.startsWith(`${folder}/`)) || ROOT_FILE.test(path)) found.add(path.replace(/\/$/, ''));
  }
  return [...found].sort();
}

/** `record names path (missing)` for every path a document names that is not in the repository. */
function missingPaths(documents: string[]): string[] {
  const missing: string[] = [];
  for (const file of documents) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const path of namedPaths(file, text))
      if (!existsSync(join(ROOT, path)) && !(path in ARRIVING)) missing.push(`${file} names ${path}, which does not exist`);
  }
  return missing;
}

describe('the decision index (docs/decisions/README.md)', () => {
  const index = readFileSync(join(ROOT, INDEX), 'utf8');
  const indexed = indexedRecords(index);

  it('lists every record', () => {
    const unlisted = records.filter((name) => !indexed.includes(name)).map((name) => `${DECISIONS}/${name} has no line in ${INDEX}`);
    expect(unlisted, unlisted.join('\n')).toEqual([]);
  });

  it('lists only records that exist, each once', () => {
    const unknown = indexed.filter((name) => !records.includes(name)).map((name) => `${INDEX} lists ${name}, which is not a record`);
    const twice = indexed.filter((name, at) => indexed.indexOf(name) !== at).map((name) => `${INDEX} lists ${name} twice`);
    expect([...unknown, ...twice], [...unknown, ...twice].join('\n')).toEqual([]);
  });
});

describe('the files the decision records name', () => {
  it('exist in the repository', () => {
    const missing = missingPaths([INDEX, ...records.map((name) => `${DECISIONS}/${name}`)]);
    expect(missing, `\n${missing.join('\n')}\n`).toEqual([]);
  });

  it('include no arriving path that has arrived', () => {
    const arrived = Object.keys(ARRIVING)
      .filter((path) => existsSync(join(ROOT, path)))
      .map((path) => `${path} exists now: remove its line from ARRIVING in tests/unit/decision-index.test.ts`);
    expect(arrived, arrived.join('\n')).toEqual([]);
  });

  it('are read the way the records write them (suffixes dropped, placeholders skipped)', () => {
    const text = [
      '`src/app/start-up/start.tsx:58`, `tests/paths/fixtures.ts:40-53` and [the guide](../architecture.md#start-up).',
      '`tests/paths/<machine>.paths.ts`, `docs/statecharts/*.md`, `package.json`, prose docs/faults.md.',
      'Not paths: `npm test`, http://localhost:5173/src/x.ts, `dist/assets/x.js`.',
    ].join('\n');
    expect(namedPaths('docs/decisions/x.md', text)).toEqual([
      'docs/architecture.md',
      'docs/faults.md',
      'package.json',
      'src/app/start-up/start.tsx',
      'tests/paths/fixtures.ts',
    ]);
  });
});
