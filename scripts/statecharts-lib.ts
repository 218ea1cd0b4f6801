/**
 * Renders every machine in machines/ as a Mermaid `stateDiagram-v2` inside a Markdown page.
 * Used by `npm run docs:statecharts` (writes docs/statecharts/) and by the freshness test in
 * `npm test` (fails when a committed diagram no longer matches its machine).
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export const MACHINES_DIR = fileURLToPath(new URL('../machines/', import.meta.url));
export const STATECHARTS_DIR = fileURLToPath(new URL('../docs/statecharts/', import.meta.url));

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;
}

/** Mermaid ids: letters, digits and underscores only. */
const mermaidId = (node: AnyStateNode) => node.path.length === 0 ? node.machine.id : node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_');

function eventLabel(eventType: string, delays: Record<string, unknown> = {}): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) {
    const name = after[1] ?? '';
    const value = delays[name];
    if (typeof value === 'number') return `after ${value} ms (${name})`;
    return /^\d+$/.test(name) ? `after ${name} ms` : `after ${name}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function describeGuard(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return (guard as { name?: string }).name || 'guard';
  return 'guard';
}

function describeActions(actions: readonly unknown[]): string {
  return actions
    .map((action) => {
      if (typeof action === 'string') return action;
      if (typeof action === 'object' && action !== null && 'type' in action) return String((action as { type: unknown }).type);
      if (typeof action === 'function') return (action as { type?: string; name?: string }).type ?? ((action as { name?: string }).name || '');
      return '';
    })
    .filter((name) => name && !name.startsWith('xstate.'))
    .join(', ');
}

const escapeLabel = (text: string) => text.replace(/[:;#{}]/g, ' ').replace(/\s+/g, ' ').trim();

function renderNode(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  const id = mermaidId(node);
  if (node.path.length > 0 && children.length > 0) {
    lines.push(`${indent}state ${id} {`);
  }
  const inner = node.path.length > 0 && children.length > 0 ? `${indent}  ` : indent;
  if (children.length > 0) {
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${inner}--`);
        renderNode(child, inner, lines);
      });
    } else {
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
      children.forEach((child) => renderNode(child, inner, lines));
    }
  }
  if (node.path.length > 0 && children.length > 0) lines.push(`${indent}}`);
  if (node.path.length > 0) {
    lines.push(`${indent}${id} : ${escapeLabel(node.key)}`);
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  }
}

function renderTransitions(machine: AnyStateMachine, lines: string[]) {
  const visit = (node: AnyStateNode) => {
    const from = mermaidId(node);
    const definitions = [
      ...[...node.transitions.entries()].flatMap(([eventType, list]) => list.map((definition) => ({ eventType, definition }))),
      ...(node.always ?? []).map((definition) => ({ eventType: '', definition })),
    ];
    for (const { eventType, definition } of definitions) {
      const guard = describeGuard(definition.guard);
      const actions = describeActions(definition.actions);
      const label = escapeLabel(`${eventLabel(eventType, machine.implementations.delays as Record<string, unknown>)}${guard ? ` [${guard}]` : ''}${actions ? ` / ${actions}` : ''}`);
      const targets = (definition.target ?? []) as AnyStateNode[];
      if (targets.length === 0) {
        lines.push(`  ${from} --> ${from} : ${label} (internal)`);
      } else {
        for (const target of targets) lines.push(`  ${from} --> ${mermaidId(target)} : ${label}`);
      }
    }
    (Object.values(node.states) as AnyStateNode[]).forEach(visit);
  };
  visit(machine.root);
}

export function renderMachine(machine: AnyStateMachine, sourceFile: string): string {
  const lines: string[] = ['stateDiagram-v2'];
  renderNode(machine.root, '  ', lines);
  renderTransitions(machine, lines);
  const notes: string[] = [];
  const visit = (node: AnyStateNode) => {
    const invokes = node.invoke.map((invoke) => invoke.id).filter(Boolean);
    const tags = [...node.tags];
    const bits = [
      node.description,
      invokes.length ? `invokes: ${invokes.join(', ')}` : '',
      tags.length ? `tags: ${tags.join(', ')}` : '',
    ].filter(Boolean);
    if (node.path.length > 0 && bits.length) notes.push(`| \`${node.path.join('.')}\` | ${bits.join('; ').replace(/\|/g, '\\|')} |`);
    (Object.values(node.states) as AnyStateNode[]).forEach(visit);
  };
  visit(machine.root);
  return [
    `# ${machine.id}`,
    '',
    `Generated from \`machines/${sourceFile}\` by \`npm run docs:statecharts\`. Do not edit by hand.`,
    '',
    '```mermaid',
    ...lines,
    '```',
    '',
    '| State | What it means |',
    '| --- | --- |',
    ...notes,
    '',
  ].join('\n');
}

/** Every machine exported by every `*.machine.ts` file, rendered: file name → Markdown. */
export async function renderAll(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const files = readdirSync(MACHINES_DIR).filter((file) => file.endsWith('.machine.ts')).sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    const machines = Object.values(module).filter(isMachine);
    const base = basename(file, '.machine.ts');
    machines.forEach((machine, index) => {
      const name = machines.length === 1 ? base : `${base}-${index + 1}`;
      out.set(`${name}.md`, renderMachine(machine, file));
    });
  }
  return out;
}
