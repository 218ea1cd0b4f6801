/**
 * Module-level mutable state in src/ (issue 28, docs/decisions/module-level-state.md): flow state lives in a machine,
 * so every binding at a module's top level that can change (a `let` or `var`, a Map/Set/WeakMap/WeakSet the module
 * fills, an object it assigns into) must be one the decision lists with its reason. A new one fails here, naming
 * itself, until it is moved into the machine that owns its flow or listed with why it is not flow state; a listed one
 * that is gone fails too, so the list stays true.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const DECISION = 'docs/decisions/module-level-state.md';
const SECTION = '## Module-level state in src/';

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

/** `file name` for each binding at the top level of `text` that can change after the module has run. */
function mutableModuleBindings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const name = declaration.name.text;
      const init = declaration.initializer;
      if (!isConst) found.push(`${file} ${name}`);
      else if (init && ts.isNewExpression(init) && ts.isIdentifier(init.expression) && COLLECTIONS.has(init.expression.text)) {
        // A collection the module fills or empties later; one only read (a lookup table) is no state.
        if (new RegExp(`\\b${name}\\.(set|add|delete|clear)\\(`).test(text)) found.push(`${file} ${name}`);
      } else if (init && ts.isObjectLiteralExpression(init)) {
        // An object the module assigns into later (`name.key = …`, `name[key] = …`).
        if (new RegExp(`\\b${name}(\\.\\w+|\\[[^\\]]+\\])\\s*=[^=]`).test(text)) found.push(`${file} ${name}`);
      }
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
    .map((path) => `${dir}/${path.split('\\').join('/')}`)
    .sort();
}

/** `file name` for each binding the decision's section lists: its table's first column names the module, the second the bindings. */
function listedBindings(): string[] {
  const text = readFileSync(join(ROOT, DECISION), 'utf8');
  const start = text.indexOf(SECTION);
  if (start < 0) throw new Error(`${DECISION} has no section "${SECTION}"`);
  const rest = text.slice(start + SECTION.length);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  return section.split('\n').flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const file = /^`(src\/[^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!file) return [];
    return [...(cells[2] ?? '').matchAll(/`(\w+)`/g)].map(([, name]) => `${file} ${name}`);
  });
}

describe('module-level mutable state in src/', () => {
  it('finds what it looks for (a let, a filled collection, an object assigned into) and leaves constants alone', () => {
    const text = [
      'let current = null;',
      'export var old = 1;',
      'const cache = new Map();',
      'function keep(key, value) { cache.set(key, value); }',
      'const table = new Map([[1, 2]]);',
      'const flags = {};',
      'export function on() { flags.seen = true; }',
      'const config = { a: 1 };',
      'const same = config.a === 1;',
      'function local() { let inside = 0; inside += 1; return inside; }',
    ].join('\n');
    expect(mutableModuleBindings('src/x.ts', text)).toEqual(['src/x.ts current', 'src/x.ts old', 'src/x.ts cache', 'src/x.ts flags']);
  });

  it('is exactly what the decision lists, each with its reason', () => {
    const found = sourceFiles('src').flatMap((file) => mutableModuleBindings(file, readFileSync(join(ROOT, file), 'utf8')));
    const listed = listedBindings();
    const unlisted = found.filter((binding) => !listed.includes(binding));
    const gone = listed.filter((binding) => !found.includes(binding));
    expect(unlisted, `module-level state not in ${DECISION}: move it into its flow's machine, or list it with why it stays`).toEqual([]);
    expect(gone, `listed in ${DECISION} but no longer in src/: take the row out`).toEqual([]);
  });
});
