/**
 * The committed statechart pages say what the machine definitions say (docs/decisions/statechart-catalogue.md). The machine
 * definitions are walked here on their own (not through the generator's helpers), so a new entry or
 * exit action, guard, delay or state cannot be left out of, or invented on, a page.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { AREAS, MACHINES_DIR, STATECHARTS_DIR } from '../../scripts/statecharts-lib.ts';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;

const nodesOf = (node: AnyStateNode): AnyStateNode[] => [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(nodesOf)];

/** The name a definition uses for an action or guard; null for XState's own timer bookkeeping. */
function nameOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  const record = item as { type?: unknown; id?: unknown; sendId?: unknown; name?: string };
  if (typeof item === 'function') {
    if (record.type === 'xstate.raise' && String(record.id ?? '').startsWith('xstate.after.')) return null;
    if (record.type === 'xstate.cancel' && String(record.sendId ?? '').startsWith('xstate.after.')) return null;
    return typeof record.type === 'string' ? record.type.replace(/^xstate\./, '') : record.name || null;
  }
  if (record && typeof record.type === 'string') return record.type;
  return null;
}

interface Loaded {
  page: string;
  machine: AnyStateMachine;
}

async function loadMachines(): Promise<Loaded[]> {
  const out: Loaded[] = [];
  for (const file of readdirSync(MACHINES_DIR)
    .filter((name) => name.endsWith('.machine.ts'))
    .sort()) {
    const module = (await import(pathToFileURL(join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    const machines = Object.values(module).filter(isMachine);
    machines.forEach((machine, index) => {
      const base = basename(file, '.machine.ts');
      out.push({ page: machines.length === 1 ? base : `${base}-${index + 1}`, machine });
    });
  }
  return out;
}

function diagramOf(page: string): string {
  const path = join(STATECHARTS_DIR, `${page}.md`);
  expect(existsSync(path), `${page}.md is missing`).toBe(true);
  const markdown = readFileSync(path, 'utf8');
  const block = /```mermaid\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  expect(block, `${page}.md has no mermaid diagram`).toBeTruthy();
  return block ?? '';
}

/** Every state id the Mermaid text names. */
function diagramStateIds(diagram: string): Set<string> {
  const ids = new Set<string>();
  for (const line of diagram.split('\n').slice(1)) {
    const trimmed = line.trim();
    if (/^(end note|--|}|In any state)$/.test(trimmed) || trimmed === '') continue;
    const declared = /^state "[^"]*" as (\S+)/.exec(trimmed) ?? /^state (\S+) \{/.exec(trimmed);
    if (declared?.[1]) {
      ids.add(declared[1]);
      continue;
    }
    const edge = /^(\S+) --> (\S+)/.exec(trimmed);
    if (edge) {
      for (const id of [edge[1], edge[2]]) if (id && id !== '[*]') ids.add(id);
      continue;
    }
    const note = /^note (?:left|right) of (\S+)/.exec(trimmed);
    if (note?.[1]) {
      ids.add(note[1]);
      continue;
    }
    const description = /^(\S+) : /.exec(trimmed);
    if (description?.[1]) ids.add(description[1]);
    // Anything else is a line of a note's text.
  }
  return ids;
}

const machines = await loadMachines();

describe('statechart pages are faithful to the machine definitions', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThanOrEqual(19);
  });

  it.each(machines.map((item) => [item.page, item] as const))(
    '%s: every entry/exit action, guard and delay is on the diagram',
    (page, { machine }) => {
      const diagram = diagramOf(page);
      const missing: string[] = [];
      for (const node of nodesOf(machine.root)) {
        for (const [kind, list] of [
          ['entry', node.entry],
          ['exit', node.exit],
        ] as const) {
          for (const action of list) {
            const name = nameOf(action);
            if (name && !new RegExp(`${kind} / ${name}\\b`).test(diagram)) missing.push(`${kind} ${name} of ${node.id}`);
          }
        }
        const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
        for (const transition of transitions) {
          const guard = transition.guard ? nameOf(transition.guard) : null;
          if (guard && !diagram.includes(`[${guard}`)) missing.push(`guard ${guard} of ${node.id}`);
          for (const action of transition.actions) {
            const name = nameOf(action);
            if (name && !new RegExp(`\\b${name}\\b`).test(diagram)) missing.push(`action ${name} of ${node.id}`);
            // Params written as values tell arrows apart (assignApp(appId=27) vs assignApp(appId=25)).
            const params = (action as { params?: unknown }).params;
            if (name && params && typeof params === 'object') {
              for (const [key, value] of Object.entries(params)) {
                const shown = typeof value === 'number' || typeof value === 'boolean' ? `${key}=${String(value)}` : `${key}=`;
                if (!diagram.includes(`${name}(`) || !diagram.includes(shown)) missing.push(`params ${shown} of ${name} in ${node.id}`);
              }
            }
          }
        }
        for (const delayed of node.after) {
          const delay = String(delayed.delay);
          const value = (machine.implementations.delays as Record<string, unknown>)[delay];
          if (!diagram.includes(`after ${/^\d+$/.test(delay) ? `${delay} ms` : ''}`)) missing.push(`after of ${node.id}`);
          if (!/^\d+$/.test(delay) && !diagram.includes(delay)) missing.push(`delay ${delay} of ${node.id}`);
          if (typeof value === 'number' && !diagram.includes(`after ${value} ms (${delay})`))
            missing.push(`delay value ${value} of ${delay}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it.each(machines.map((item) => [item.page, item] as const))("%s: the diagram has exactly the machine's states", (page, { machine }) => {
    const diagram = diagramOf(page);
    const real = new Set(nodesOf(machine.root).map((node) => (node.path.length ? node.path.join('__') : machine.id)));
    const drawn = diagramStateIds(diagram);
    const invented = [...drawn].filter((id) => !real.has(id));
    expect(invented, 'states on the diagram that the machine lacks').toEqual([]);
    const left = nodesOf(machine.root)
      .slice(1)
      .map((node) => node.path.join('__'))
      .filter((id) => !drawn.has(id));
    expect(left, 'states of the machine left off the diagram').toEqual([]);
    // Only the machine's own box may be named after the machine, and only when the root has something to show.
    if (drawn.has(machine.id)) {
      const rootHasOwn = machine.root.transitions.size > 0 || machine.root.entry.length > 0 || machine.root.type === 'parallel';
      expect(rootHasOwn).toBe(true);
    }
  });

  it.each(machines.map((item) => [item.page, item] as const))(
    '%s: root transitions, re-entry, finals and invoked machines are drawn',
    (page, { machine }) => {
      const diagram = diagramOf(page);
      const markdown = readFileSync(join(STATECHARTS_DIR, `${page}.md`), 'utf8');
      const rootEvents = [...machine.root.transitions.keys()];
      if (rootEvents.length) {
        expect(diagram).toMatch(new RegExp(`note right of ${machine.id}\\n\\s+In any state`));
        for (const event of rootEvents) expect(diagram).toMatch(new RegExp(`In any state[\\s\\S]*\\n\\s+${event.replace(/\./g, '\\.')}`));
        // No arrow leaves the machine's own box.
        expect(diagram).not.toMatch(new RegExp(`^\\s*${machine.id} -->`, 'm'));
      }
      const nodes = nodesOf(machine.root);
      const reentering = nodes.flatMap((node) => [...node.transitions.values()].flat()).filter((transition) => transition.reenter);
      expect((diagram.match(/↻ re-enter/g) ?? []).length).toBe(reentering.length);
      for (const node of nodes.filter((item) => item.type === 'final')) {
        expect(diagram).toContain(`${node.path.join('__')} --> [*]`);
      }
      for (const node of nodes) {
        for (const invoke of node.invoke) {
          const logic =
            typeof invoke.src === 'string' ? (machine.implementations.actors as Record<string, unknown>)[invoke.src] : invoke.src;
          expect(diagram).toContain(`invokes ${invoke.id}`);
          if (isMachine(logic)) {
            const target = machines.find((item) => item.machine.id === logic.id);
            expect(target, `invoked machine ${logic.id} has a page`).toBeTruthy();
            expect(markdown).toContain(`](${target?.page}.md)`);
          }
        }
      }
    },
  );

  it.each(machines.map((item) => [item.page, item] as const))('%s: arrows between the same states never look the same', (page) => {
    const edges = diagramOf(page)
      .split('\n')
      .filter((line) => / --> /.test(line) && !line.includes('[*]'))
      .map((line) => line.trim());
    const repeated = edges.filter((line, index) => edges.indexOf(line) !== index);
    expect(repeated).toEqual([]);
  });

  it('every machine file belongs to an area of the catalogue', () => {
    const files = readdirSync(MACHINES_DIR)
      .filter((name) => name.endsWith('.machine.ts'))
      .map((name) => basename(name, '.machine.ts'));
    const placed = AREAS.flatMap((area) => area.files);
    expect(files.filter((file) => !placed.includes(file))).toEqual([]);
  });
});
