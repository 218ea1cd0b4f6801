/**
 * The machines' own words reach the analysts' catalogue unchanged: each machine's id is its page's
 * title and each state's description is the "What it means" cell of its row in the committed
 * docs/statecharts/<name>.md (npm run docs:statecharts writes them from the machine). The freshness
 * test (tests/unit/statecharts-fresh.test.ts) compares whole pages; this one reads only the machine
 * objects, so it also runs where the machine files' text is not their source (Stryker's mutated copies,
 * docs/mutation.md), and a changed or emptied description fails it there too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

// Imported statically (Vite's glob), so Vitest counts this test as related to every machine file.
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const PAGES = new URL('../../docs/statecharts/', import.meta.url);

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;
const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode)),
];
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const files = Object.keys(modules)
  .map((path) => path.replace(/^.*\//, ''))
  .sort();

describe.each(files)('machines/%s in the catalogue', (file) => {
  it('names the machine by its id and describes each state as the machine does', () => {
    const module = modules[`../../machines/${file}`] as Record<string, unknown>;
    const machines = Object.values(module).filter(isMachine);
    expect(machines.length).toBeGreaterThan(0);
    machines.forEach((machine, index) => {
      const base = file.replace(/\.machine\.ts$/, '');
      const page = new URL(`${machines.length === 1 ? base : `${base}-${index + 1}`}.md`, PAGES);
      expect(existsSync(page), `${page.pathname} is missing: run npm run docs:statecharts`).toBe(true);
      const markdown = readFileSync(page, 'utf8');
      expect(markdown.split('\n')[0], 'the page is titled with the machine id').toBe(`# ${machine.id}`);
      for (const node of allNodes(machine.root).slice(1)) {
        const row = markdown.split('\n').find((line) => line.startsWith(`| \`${node.path.join('.')}\``));
        expect(row, `${machine.id}: no row for state ${node.path.join('.')}`).toBeDefined();
        const description = (row as string).replace(/^\| `[^`]*`(?: \([a-z]+\))? \| /, '');
        expect(description.startsWith(`${cell(node.description ?? '')} |`), `${machine.id}.${node.path.join('.')}: description`).toBe(true);
      }
    });
  });
});
