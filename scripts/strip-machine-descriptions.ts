/**
 * A build-only Vite plugin: the `description` texts of the machines (machines/*.ts) are left out of
 * the production bundles. They document each state and transition for the statechart catalogue and
 * for readers of the source (docs/statecharts is generated from the source, never from the bundle);
 * nothing in the running portal reads them (XState keeps them only for inspection tools). Leaving
 * them out saves about 1.2 KB gzip of JavaScript on a page with carousels.
 *
 * Only a property named `description` whose value is a plain string (a literal or a template without
 * expressions) is removed; anything computed stays. Tests and the dev server run the source as written.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function isPlainString(node: AstNode): boolean {
  if (node.type === 'Literal') return typeof node['value'] === 'string';
  return node.type === 'TemplateLiteral' && (node['expressions'] as unknown[]).length === 0;
}

/** The description properties of every object literal in the program, as [start, end] ranges. */
export function descriptionRanges(program: AstNode): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: AstNode) => {
    if (node.type === 'ObjectExpression') {
      for (const property of node['properties'] as AstNode[]) {
        const key = property['key'] as AstNode | undefined;
        const value = property['value'] as AstNode | undefined;
        const named =
          key &&
          !property['computed'] &&
          ((key.type === 'Identifier' && key['name'] === 'description') || (key.type === 'Literal' && key['value'] === 'description'));
        if (property.type === 'Property' && named && !property['shorthand'] && value && isPlainString(value))
          ranges.push([property.start, property.end]);
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const item of child) if (isNode(item)) visit(item);
      if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return ranges;
}

/** The code without the ranges, each taken with the comma after it (or, for a last property, before it). */
export function removeRanges(code: string, ranges: Array<[number, number]>): MagicString {
  const text = new MagicString(code);
  for (const [start, end] of ranges) {
    const after = /^\s*,/.exec(code.slice(end));
    if (after) text.remove(start, end + after[0].length);
    else {
      const before = /,\s*$/.exec(code.slice(0, start));
      text.remove(before ? start - before[0].length : start, end);
    }
  }
  return text;
}

export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]machines[\\/][^\\/]+\.ts$/.test(id.split('?')[0]!) || !code.includes('description')) return null;
      const ranges = descriptionRanges(this.parse(code) as unknown as AstNode);
      if (!ranges.length) return null;
      const text = removeRanges(code, ranges);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
