/**
 * Flow diffs for review (issue 32): `npm run docs:statecharts -- --diff <git-ref>` compares every machine
 * in machines/ with the same machine at <git-ref> and writes, into test-results/statecharts-diff/,
 * index.html (each changed machine's states, transitions, guards, actions, actors and delays added,
 * removed or changed, with its diagram before and after, the changed parts coloured) and summary.txt
 * (the same in plain text, for a pull request; also printed).
 *
 * The old machines are read from `git archive <ref> machines` into a temp dir and loaded as ES modules
 * through the same loader as the live ones (machinesAt), so an unchanged machine compares equal. States are matched by path; a state that left and one that
 * came are paired as *moved* (same name, another parent), *renamed* (same parent and the same description,
 * or the same kind, tags, invocations and events) or, under a renamed or moved parent, moved with it, so a
 * rename reads as one line instead of a removal and an addition of the state and each of its arrows.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  allNodes,
  describeAction,
  describeDelay,
  entryActions,
  exitActions,
  isMachine,
  mermaidId,
  renderDiagram,
  transitionsOf,
  eventLabel,
} from './statecharts-lib.ts';

/* ------------------------------------------------------------------ the model compared */

interface StateInfo {
  path: string;
  key: string;
  parent: string;
  kind: string;
  description: string;
  tags: string;
  entry: string;
  exit: string;
  invokes: string;
  /** The events it reacts to (for pairing renamed states). */
  events: string;
}

interface ArrowInfo {
  source: string;
  /** The event as keyed (a delay by its name, so a changed value reads as a changed arrow). */
  event: string;
  label: string;
  guard: string;
  actions: string;
  targets: string[];
  reenter: boolean;
}

export interface MachineModel {
  id: string;
  file: string;
  states: Map<string, StateInfo>;
  arrows: ArrowInfo[];
  guards: Map<string, string>;
  actions: Map<string, string>;
  actors: Map<string, string>;
  delays: Map<string, string>;
  machine: AnyStateMachine;
}

const statePathOf = (node: AnyStateNode) => node.path.join('.');

/** The event key of an arrow: `after <delay name>` for timers (their value is part of the label). */
function eventKey(eventType: string): string {
  const after = /^xstate\.after\.(.+?)\.[^.]+(?:\..+)?$/.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType || 'always';
}

const implementationText = (value: unknown): string => {
  const item = value as { assignment?: unknown; type?: unknown; params?: unknown } | null;
  if (typeof value === 'function') {
    if (item && item.assignment !== undefined)
      return `assign ${String(typeof item.assignment === 'function' ? item.assignment : JSON.stringify(item.assignment))}`;
    return String(value);
  }
  if (isMachine(value)) return `machine ${value.id}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

export function modelOf(machine: AnyStateMachine, file: string): MachineModel {
  const states = new Map<string, StateInfo>();
  const arrows: ArrowInfo[] = [];
  for (const node of allNodes(machine.root)) {
    const own = transitionsOf(node);
    if (node.path.length > 0) {
      states.set(statePathOf(node), {
        path: statePathOf(node),
        key: node.key,
        parent: (node.parent ? statePathOf(node.parent) : '') || '(machine)',
        kind: node.type,
        description: node.description ?? '',
        tags: [...node.tags].sort().join(', '),
        entry: entryActions(node).map(describeAction).join(', '),
        exit: exitActions(node).map(describeAction).join(', '),
        invokes: node.invoke.map((invoke) => invoke.id).join(', '),
        events: [...new Set(own.map((arrow) => eventKey(arrow.eventType)))].sort().join(' '),
      });
    }
    for (const arrow of own) {
      arrows.push({
        source: statePathOf(node) || '(machine)',
        event: eventKey(arrow.eventType),
        label: eventLabel(machine, arrow.eventType),
        guard: arrow.guard,
        actions: arrow.actions.join(', '),
        targets: arrow.targets.map(statePathOf),
        reenter: arrow.reenter,
      });
    }
  }
  const named = (record: Record<string, unknown>) =>
    new Map(Object.entries(record).map(([name, value]) => [name, implementationText(value)]));
  const delays = new Map(
    Object.keys(machine.implementations.delays as Record<string, unknown>).map((name) => [name, describeDelay(machine, name)]),
  );
  return {
    id: machine.id,
    file,
    states,
    arrows,
    guards: named(machine.implementations.guards as Record<string, unknown>),
    actions: named(machine.implementations.actions as Record<string, unknown>),
    actors: named(machine.implementations.actors as Record<string, unknown>),
    delays,
    machine,
  };
}

/* ------------------------------------------------------------------ the diff */

export interface MachineDiff {
  id: string;
  file: string;
  status: 'added' | 'removed' | 'changed';
  states: {
    added: string[];
    removed: string[];
    renamed: Array<{ from: string; to: string }>;
    moved: Array<{ from: string; to: string }>;
    changed: Array<{ state: string; what: string[] }>;
  };
  transitions: { added: string[]; removed: string[]; changed: Array<{ transition: string; what: string[] }> };
  guards: NamedChanges;
  actions: NamedChanges;
  actors: NamedChanges;
  delays: NamedChanges;
  /** Old state path → new state path, for every state that kept, changed or moved its path. */
  pathMap: Map<string, string>;
  before: MachineModel | null;
  after: MachineModel | null;
}

interface NamedChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

function namedChanges(before: Map<string, string>, after: Map<string, string>): NamedChanges {
  return {
    added: [...after.keys()].filter((name) => !before.has(name)).sort(),
    removed: [...before.keys()].filter((name) => !after.has(name)).sort(),
    changed: [...after.keys()].filter((name) => before.has(name) && before.get(name) !== after.get(name)).sort(),
  };
}

const depth = (path: string) => path.split('.').length;

/** Pairs the states of two versions: kept paths, then moved and renamed ones (parents first). */
function pairStates(before: MachineModel, after: MachineModel) {
  const pathMap = new Map<string, string>();
  const renamed: Array<{ from: string; to: string }> = [];
  const moved: Array<{ from: string; to: string }> = [];
  for (const path of before.states.keys()) if (after.states.has(path)) pathMap.set(path, path);
  const taken = () => new Set(pathMap.values());
  const oldPaths = [...before.states.keys()].filter((path) => !pathMap.has(path)).sort((a, b) => depth(a) - depth(b));
  for (const oldPath of oldPaths) {
    const old = before.states.get(oldPath) as StateInfo;
    const used = taken();
    const free = [...after.states.values()].filter((state) => !used.has(state.path) && !before.states.has(state.path));
    // Under a parent that was renamed or moved: the same name there.
    const mappedParent = old.parent === '(machine)' ? '(machine)' : pathMap.get(old.parent);
    const underParent =
      mappedParent && mappedParent !== old.parent
        ? free.find((state) => state.parent === mappedParent && state.key === old.key)
        : undefined;
    if (underParent) {
      pathMap.set(oldPath, underParent.path);
      moved.push({ from: oldPath, to: underParent.path });
      continue;
    }
    const sameKey = free.filter((state) => state.key === old.key);
    if (sameKey.length === 1) {
      pathMap.set(oldPath, (sameKey[0] as StateInfo).path);
      moved.push({ from: oldPath, to: (sameKey[0] as StateInfo).path });
      continue;
    }
    const siblings = free.filter((state) => state.parent === (mappedParent ?? old.parent) && state.kind === old.kind);
    const byDescription = old.description ? siblings.filter((state) => state.description === old.description) : [];
    const byShape = siblings.filter(
      (state) =>
        state.tags === old.tags &&
        state.invokes === old.invokes &&
        state.events === old.events &&
        (state.events || state.invokes || state.tags),
    );
    const match = byDescription.length === 1 ? byDescription[0] : byShape.length === 1 ? byShape[0] : undefined;
    if (match) {
      pathMap.set(oldPath, match.path);
      renamed.push({ from: oldPath, to: match.path });
    }
  }
  return { pathMap, renamed, moved };
}

const arrowText = (arrow: ArrowInfo) =>
  `${arrow.source} --${arrow.label}${arrow.guard ? ` [${arrow.guard}]` : ''}--> ${arrow.targets.length ? arrow.targets.join(', ') : '(stays)'}${
    arrow.actions ? ` / ${arrow.actions}` : ''
  }${arrow.reenter ? ' ↻' : ''}`;

export function diffMachine(before: MachineModel | null, after: MachineModel | null): MachineDiff | null {
  const empty = (): NamedChanges => ({ added: [], removed: [], changed: [] });
  const base = (status: MachineDiff['status'], model: MachineModel): MachineDiff => ({
    id: model.id,
    file: model.file,
    status,
    states: { added: [], removed: [], renamed: [], moved: [], changed: [] },
    transitions: { added: [], removed: [], changed: [] },
    guards: empty(),
    actions: empty(),
    actors: empty(),
    delays: empty(),
    pathMap: new Map(),
    before,
    after,
  });
  if (!before && !after) return null;
  if (!before || !after) {
    const model = (after ?? before) as MachineModel;
    const diff = base(after ? 'added' : 'removed', model);
    const list = [...model.states.keys()];
    if (after) diff.states.added = list;
    else diff.states.removed = list;
    return diff;
  }
  const diff = base('changed', after);
  const { pathMap, renamed, moved } = pairStates(before, after);
  diff.pathMap = pathMap;
  diff.states.renamed = renamed;
  diff.states.moved = moved;
  const mapped = new Set(pathMap.values());
  diff.states.added = [...after.states.keys()].filter((path) => !mapped.has(path));
  diff.states.removed = [...before.states.keys()].filter((path) => !pathMap.has(path));
  for (const [oldPath, newPath] of pathMap) {
    const old = before.states.get(oldPath) as StateInfo;
    const now = after.states.get(newPath) as StateInfo;
    const what: string[] = [];
    for (const field of ['kind', 'description', 'tags', 'entry', 'exit', 'invokes'] as const) {
      if (old[field] !== now[field]) what.push(`${field}: ${old[field] || '—'} → ${now[field] || '—'}`);
    }
    if (what.length) diff.states.changed.push({ state: newPath, what });
  }

  // Arrows: the old ones with their states' new paths, keyed by source, event and guard.
  const rename = (path: string) => (path === '(machine)' ? path : (pathMap.get(path) ?? `${path} (removed)`));
  const oldArrows = before.arrows.map((arrow) => ({ ...arrow, source: rename(arrow.source), targets: arrow.targets.map(rename) }));
  const keyed = (list: ArrowInfo[]) => {
    const out = new Map<string, ArrowInfo>();
    for (const arrow of list) {
      const key = `${arrow.source} ${arrow.event} [${arrow.guard}]`;
      let unique = key;
      for (let n = 2; out.has(unique); n += 1) unique = `${key} #${n}`;
      out.set(unique, arrow);
    }
    return out;
  };
  const oldKeyed = keyed(oldArrows);
  const newKeyed = keyed(after.arrows);
  for (const [key, arrow] of newKeyed) {
    const old = oldKeyed.get(key);
    if (!old) {
      diff.transitions.added.push(arrowText(arrow));
      continue;
    }
    const what: string[] = [];
    if (old.targets.join(', ') !== arrow.targets.join(', '))
      what.push(`target: ${old.targets.join(', ') || '(stays)'} → ${arrow.targets.join(', ') || '(stays)'}`);
    if (old.actions !== arrow.actions) what.push(`actions: ${old.actions || '—'} → ${arrow.actions || '—'}`);
    if (old.label !== arrow.label) what.push(`event: ${old.label} → ${arrow.label}`);
    if (old.reenter !== arrow.reenter) what.push(`re-enter: ${old.reenter} → ${arrow.reenter}`);
    if (what.length) diff.transitions.changed.push({ transition: arrowText(arrow), what });
  }
  for (const [key, arrow] of oldKeyed) if (!newKeyed.has(key)) diff.transitions.removed.push(arrowText(arrow));

  diff.guards = namedChanges(before.guards, after.guards);
  diff.actions = namedChanges(before.actions, after.actions);
  diff.actors = namedChanges(before.actors, after.actors);
  diff.delays = namedChanges(before.delays, after.delays);
  const nothing =
    Object.values(diff.states).every((list) => list.length === 0) &&
    Object.values(diff.transitions).every((list) => list.length === 0) &&
    [diff.guards, diff.actions, diff.actors, diff.delays].every((changes) => Object.values(changes).every((list) => list.length === 0));
  return nothing ? null : diff;
}

/* ------------------------------------------------------------------ text */

/** A changed guard's, action's or actor's source text at <ref> and now. */
export function implementationChange(diff: MachineDiff, kind: 'guards' | 'actions' | 'actors', name: string) {
  return { before: diff.before?.[kind].get(name) ?? '', after: diff.after?.[kind].get(name) ?? '' };
}

/** A multi-line text under its `before:` / `after:` label. */
const indented = (text: string) => text.replace(/\n/g, '\n            ');

export function summaryText(diffs: MachineDiff[], ref: string): string {
  const lines: string[] = [
    diffs.length === 0
      ? `No flow changes since ${ref}.`
      : `Flow changes since ${ref}: ${diffs.length} machine${diffs.length === 1 ? '' : 's'} changed.`,
  ];
  const pairs = (list: Array<{ from: string; to: string }>) => list.map((item) => `${item.from} -> ${item.to}`).join('; ');
  for (const diff of diffs) {
    lines.push('', `${diff.id} (machines/${diff.file})${diff.status === 'changed' ? '' : `: machine ${diff.status}`}`);
    const add = (label: string, value: string) => {
      if (value) lines.push(`  ${label}: ${value}`);
    };
    add('states renamed', pairs(diff.states.renamed));
    add('states moved', pairs(diff.states.moved));
    add('states added', diff.states.added.join(', '));
    add('states removed', diff.states.removed.join(', '));
    for (const change of diff.states.changed) add(`state ${change.state} changed`, change.what.join('; '));
    for (const arrow of diff.transitions.added) add('transition added', arrow);
    for (const arrow of diff.transitions.removed) add('transition removed', arrow);
    for (const change of diff.transitions.changed) add('transition changed', `${change.transition} (${change.what.join('; ')})`);
    for (const [label, changes] of [
      ['guards', diff.guards],
      ['actions', diff.actions],
      ['actors', diff.actors],
      ['delays', diff.delays],
    ] as const) {
      add(`${label} added`, changes.added.join(', '));
      add(`${label} removed`, changes.removed.join(', '));
      if (label === 'delays')
        add(
          `${label} changed`,
          changes.changed.map((name) => `${name}: ${diff.before?.delays.get(name)} -> ${diff.after?.delays.get(name)}`).join('; '),
        );
      else
        for (const name of changes.changed) {
          const { before, after } = implementationChange(diff, label, name);
          lines.push(`  ${label.replace(/s$/, '')} changed: ${name}`, `    before: ${indented(before)}`, `    after:  ${indented(after)}`);
        }
    }
  }
  return `${lines.join('\n')}\n`;
}

/* ------------------------------------------------------------------ page */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The machine's Mermaid text with its changed states coloured (Mermaid `classDef` / `class`). */
export function highlighted(model: MachineModel, marks: Map<string, 'added' | 'removed' | 'renamed' | 'changed'>): string {
  const classes = [
    'classDef added fill:#d3f9d8,stroke:#2b8a3e,stroke-width:3px',
    'classDef removed fill:#ffe3e3,stroke:#c92a2a,stroke-width:3px',
    'classDef renamed fill:#d0ebff,stroke:#1864ab,stroke-width:3px',
    'classDef changed fill:#fff3bf,stroke:#e67700,stroke-width:3px',
  ];
  const byPath = new Map(allNodes(model.machine.root).map((node) => [statePathOf(node), node]));
  const lines: string[] = [];
  for (const [path, mark] of marks) {
    const node = byPath.get(path);
    // Mermaid styles simple states only; a compound state's change shows in its children and the lists.
    if (node && Object.keys(node.states).length === 0) lines.push(`  class ${mermaidId(node)} ${mark}`);
  }
  return `${renderDiagram(model.machine)}\n${classes.map((line) => `  ${line}`).join('\n')}\n${lines.join('\n')}`;
}

export function marksOf(diff: MachineDiff) {
  const before = new Map<string, 'added' | 'removed' | 'renamed' | 'changed'>();
  const after = new Map<string, 'added' | 'removed' | 'renamed' | 'changed'>();
  for (const path of diff.states.removed) before.set(path, 'removed');
  for (const path of diff.states.added) after.set(path, 'added');
  for (const { from, to } of [...diff.states.renamed, ...diff.states.moved]) {
    before.set(from, 'renamed');
    after.set(to, 'renamed');
  }
  const touched = (text: string) => text.split(' --')[0] as string;
  for (const change of diff.states.changed) if (!after.has(change.state)) after.set(change.state, 'changed');
  for (const arrow of [...diff.transitions.added, ...diff.transitions.changed.map((change) => change.transition)]) {
    const source = touched(arrow);
    if (source !== '(machine)' && !after.has(source)) after.set(source, 'changed');
  }
  for (const arrow of diff.transitions.removed) {
    const source = touched(arrow).replace(/ \(removed\)$/, '');
    const old = [...diff.pathMap].find(([, now]) => now === source)?.[0] ?? source;
    if (!before.has(old)) before.set(old, 'changed');
  }
  return { before, after };
}

export function diffPage(diffs: MachineDiff[], ref: string, svgs: Map<string, { before?: string; after?: string }>): string {
  const list = (title: string, items: string[]) =>
    items.length
      ? `<h4>${escapeHtml(title)}</h4><ul>${items.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ul>`
      : '';
  const sections = diffs.map((diff) => {
    const svg = svgs.get(diff.id) ?? {};
    const beforeAfter = (label: string, kind: 'guards' | 'actions' | 'actors', names: string[]) =>
      names.length
        ? `<h4>${escapeHtml(label)}</h4><dl>${names
            .map((name) => {
              const { before, after } = implementationChange(diff, kind, name);
              return `<dt><code>${escapeHtml(name)}</code></dt><dd>Before: <pre>${escapeHtml(before)}</pre>After: <pre>${escapeHtml(after)}</pre></dd>`;
            })
            .join('')}</dl>`
        : '';
    const named = (label: string, kind: 'guards' | 'actions' | 'actors', changes: NamedChanges) =>
      list(`${label} added`, changes.added) +
      list(`${label} removed`, changes.removed) +
      beforeAfter(`${label} changed`, kind, changes.changed);
    return `<section id="${escapeHtml(diff.id)}">
<h2>${escapeHtml(diff.id)} <small>machines/${escapeHtml(diff.file)}${diff.status === 'changed' ? '' : ` · machine ${diff.status}`}</small></h2>
${list(
  'States renamed',
  diff.states.renamed.map((item) => `${item.from} → ${item.to}`),
)}
${list(
  'States moved',
  diff.states.moved.map((item) => `${item.from} → ${item.to}`),
)}
${list('States added', diff.states.added)}
${list('States removed', diff.states.removed)}
${list(
  'States changed',
  diff.states.changed.map((item) => `${item.state}: ${item.what.join('; ')}`),
)}
${list('Transitions added', diff.transitions.added)}
${list('Transitions removed', diff.transitions.removed)}
${list(
  'Transitions changed',
  diff.transitions.changed.map((item) => `${item.transition} (${item.what.join('; ')})`),
)}
${named('Guards', 'guards', diff.guards)}${named('Actions', 'actions', diff.actions)}${named('Actors', 'actors', diff.actors)}${list('Delays added', diff.delays.added)}${list('Delays removed', diff.delays.removed)}${list(
      'Delays changed',
      diff.delays.changed.map((name) => `${name}: ${diff.before?.delays.get(name)} → ${diff.after?.delays.get(name)}`),
    )}
<div class="diagrams">
${svg.before ? `<figure><figcaption>Before (${escapeHtml(ref)})</figcaption>${svg.before}</figure>` : ''}
${svg.after ? `<figure><figcaption>After (now)</figcaption>${svg.after}</figure>` : ''}
</div>
</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>Flow changes since ${escapeHtml(ref)}</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:1rem auto;max-width:1400px;padding:0 1rem;color:#1d232b}
section{border-top:2px solid #c9d1da;margin-top:1.5rem}h2 small{font-weight:normal;color:#56606b;font-size:.8rem}
h4{margin:.6rem 0 .2rem}pre{background:#f4f6f8;padding:.3rem;overflow:auto;margin:.2rem 0}ul{margin:.2rem 0}.diagrams{display:flex;flex-wrap:wrap;gap:1rem}figure{margin:0;overflow:auto;border:1px solid #e1e6eb;max-width:100%}
figcaption{font-weight:600;padding:.3rem}.legend span{padding:.1rem .4rem;margin-right:.4rem;border:2px solid}
</style></head><body>
<h1>Flow changes since <code>${escapeHtml(ref)}</code></h1>
<p class="legend">In the diagrams: <span style="background:#d3f9d8;border-color:#2b8a3e">added</span><span style="background:#ffe3e3;border-color:#c92a2a">removed</span><span style="background:#d0ebff;border-color:#1864ab">renamed or moved</span><span style="background:#fff3bf;border-color:#e67700">changed (itself or its arrows)</span></p>
${diffs.length ? `<ul>${diffs.map((diff) => `<li><a href="#${escapeHtml(diff.id)}">${escapeHtml(diff.id)}</a></li>`).join('')}</ul>` : '<p>No machine changed.</p>'}
${sections.join('\n')}
</body></html>
`;
}

/* ------------------------------------------------------------------ command */

/** Every machine exported by the `*.machine.ts` files of `dir`, with its file name. */
export async function loadMachines(dir: string): Promise<Array<{ file: string; machine: AnyStateMachine }>> {
  const out: Array<{ file: string; machine: AnyStateMachine }> = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.machine.ts'))
    .sort()) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (isMachine(value)) out.push({ file: basename(file), machine: value });
  }
  return out;
}

/**
 * The machines as they were at <ref>, loaded the way the live ones are: `git archive <ref> machines` into a
 * temp dir that carries the project's package.json (so Node and tsx read the files as the same ES modules,
 * not as CommonJS, whose compiled imports would change every guard's text) and a link to its node_modules
 * (so they import the same xstate).
 */
export async function machinesAt(root: string, ref: string) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const oldRoot = mkdtempSync(join(tmpdir(), `statecharts-diff-${sha.slice(0, 7)}-`));
  try {
    copyFileSync(join(root, 'package.json'), join(oldRoot, 'package.json'));
    symlinkSync(join(root, 'node_modules'), join(oldRoot, 'node_modules'), 'dir');
    const archive = execFileSync('git', ['archive', '--format=tar', sha, 'machines'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', oldRoot], { input: archive });
    return { sha, machines: await loadMachines(join(oldRoot, 'machines')) };
  } finally {
    rmSync(oldRoot, { recursive: true, force: true });
  }
}

/** Every machine that differs between <ref> and the working tree's machines/. */
export async function flowDiffs(root: string, ref: string) {
  const { sha, machines: before } = await machinesAt(root, ref);
  const after = await loadMachines(join(root, 'machines'));
  const beforeById = new Map(before.map((item) => [item.machine.id, modelOf(item.machine, item.file)]));
  const afterById = new Map(after.map((item) => [item.machine.id, modelOf(item.machine, item.file)]));
  const ids = [...new Set([...beforeById.keys(), ...afterById.keys()])].sort();
  const diffs = ids
    .map((id) => diffMachine(beforeById.get(id) ?? null, afterById.get(id) ?? null))
    .filter((diff): diff is MachineDiff => diff !== null);
  return { sha, diffs };
}

export async function runDiff(root: string, ref: string, outDir: string) {
  const { sha, diffs } = await flowDiffs(root, ref);

  const svgs = new Map<string, { before?: string; after?: string }>();
  if (diffs.length) {
    const { openRenderer } = await import('./statecharts-render.ts');
    const { browser, render } = await openRenderer();
    try {
      for (const diff of diffs) {
        const marks = marksOf(diff);
        const entry: { before?: string; after?: string } = {};
        if (diff.before) entry.before = (await render(`before-${diff.id}`, highlighted(diff.before, marks.before))).svg;
        if (diff.after) entry.after = (await render(`after-${diff.id}`, highlighted(diff.after, marks.after))).svg;
        svgs.set(diff.id, entry);
      }
    } finally {
      await browser.close();
    }
  }
  mkdirSync(outDir, { recursive: true });
  const text = summaryText(diffs, `${ref} (${sha.slice(0, 7)})`);
  writeFileSync(join(outDir, 'summary.txt'), text);
  writeFileSync(join(outDir, 'index.html'), diffPage(diffs, `${ref} (${sha.slice(0, 7)})`, svgs));
  process.stdout.write(text);
  console.log(`\nwrote ${join(outDir, 'index.html')} and summary.txt`);
}
