/**
 * Renders every machine in machines/ as an analyst's page: the machine's own prose summary (its file
 * header), a Mermaid `stateDiagram-v2` that draws what the definition says (entry and exit actions,
 * guards and actions with the params that tell arrows apart, delays with their values, final states,
 * re-entry, parallel regions, root-level transitions as an "in any state" note on the machine's own
 * box, invoked machines), then tables of states, events and who sends them, inputs, and the provided
 * actors and actions with the file that implements each.
 * Used by `npm run docs:statecharts` (writes docs/statecharts/) and by the freshness test in
 * `npm test` (fails when a committed page no longer matches its machine).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventSenders, machineUsage, type MachineUsage } from './statecharts-usage.ts';

export const MACHINES_DIR = fileURLToPath(new URL('../machines/', import.meta.url));
export const STATECHARTS_DIR = fileURLToPath(new URL('../docs/statecharts/', import.meta.url));

/** The catalogue's areas, in the order the index shows them. Every machine file must be in one. */
export const AREAS: readonly { title: string; files: readonly string[] }[] = [
  { title: 'Sign-in', files: ['login-form', 'login-panel', 'auto-sign-in', 'token-login', 'partner-login', 'user-type-routing'] },
  { title: 'Single sign-on', files: ['sso-session', 'kc-landing'] },
  { title: 'Layout', files: ['start-up', 'nav-menu', 'cookie-consent', 'anchor-highlight', 'code-loader'] },
  { title: 'Content', files: ['carousel', 'accordion', 'video-facade', 'news', 'careers', 'product-page', 'product-selection'] },
  { title: 'Forms', files: ['form-submission', 'status-query-modal'] },
];

export function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;
}

/** Mermaid ids: letters, digits and underscores only. The root is the machine's id. */
export const mermaidId = (node: AnyStateNode) =>
  node.path.length === 0 ? node.machine.id : node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_');

/** The timers XState adds for `after` (a delayed raise on entry, its cancel on exit) are drawn as `after` arrows. */
const isTimerAction = (action: unknown) => {
  const item = action as { type?: unknown; id?: unknown; sendId?: unknown };
  return (
    (item.type === 'xstate.raise' && String(item.id ?? '').startsWith('xstate.after.')) ||
    (item.type === 'xstate.cancel' && String(item.sendId ?? '').startsWith('xstate.after.'))
  );
};
/** A state's own entry and exit actions, as written in its definition. */
export const entryActions = (node: AnyStateNode): unknown[] => node.entry.filter((action) => !isTimerAction(action));
export const exitActions = (node: AnyStateNode): unknown[] => node.exit.filter((action) => !isTimerAction(action));

export const allNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];

/* ------------------------------------------------------------------ labels */

const shorten = (text: string, max = 28) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function formatValue(value: unknown): string {
  if (typeof value === 'string') return `'${shorten(value)}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  if (typeof value === 'function') return describeFunction(value);
  return shorten(JSON.stringify(value) ?? '');
}

/** A function's name, or the context and event fields it reads (stable across compilers). */
function describeFunction(fn: unknown, useName = true): string {
  const name = (fn as { name?: string }).name ?? '';
  if (useName && name && name !== 'params' && name !== 'anonymous' && !/^(delay|guard|actions?)$/.test(name)) return name;
  const refs = [...String(fn).matchAll(/\b(context|event)\s*\.\s*([A-Za-z_$][\w$]*)/g)].map((match) => `${match[1]}.${match[2]}`);
  const unique = [...new Set(refs)];
  return unique.length ? unique.join(', ') : 'computed';
}

function formatParams(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return `(${describeFunction(params)})`;
  if (typeof params === 'object' && params !== null) {
    return `(${Object.entries(params)
      .map(([key, value]) => `${key}=${formatValue(value)}`)
      .join(', ')})`;
  }
  return `(${formatValue(params)})`;
}

/** An action as written in the definition: `name(param=value)`; built-ins as `assign`, `sendTo` … */
export function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: string }).type;
    if (type) return type.replace(/^xstate\./, '');
    return (action as { name?: string }).name || 'inline action';
  }
  if (typeof action === 'object' && action !== null && 'type' in action) {
    const { type, params } = action as { type: unknown; params?: unknown };
    if (typeof type === 'function') return describeAction(type);
    return `${String(type).replace(/^xstate\./, '')}${formatParams(params)}`;
  }
  return 'action';
}

export function describeGuard(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return `${typeof type === 'function' ? describeGuard(type) : String(type)}${formatParams(params)}`;
  }
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[]; check?: { name?: string } }).guards;
    const kind = (guard as { check?: { name?: string } }).check?.name ?? '';
    if (inner && kind)
      return `${
        kind
          .replace(/Guard$/, '')
          .replace(/^check/, '')
          .toLowerCase() || 'guard'
      }(${inner.map(describeGuard).join(', ')})`;
    return (guard as { name?: string }).name || 'inline guard';
  }
  return 'guard';
}

/** The delay of an `after` event: `8000 ms (slowPost)`, `interval = context.intervalMs`, `300 ms`. */
export function describeDelay(machine: AnyStateMachine, delay: string | number): string {
  if (typeof delay === 'number' || /^\d+$/.test(String(delay))) return `${delay} ms`;
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof value === 'number') return `${value} ms (${delay})`;
  if (typeof value === 'function') return `${delay} = ${describeFunction(value, false)}`;
  return String(delay);
}

function delayOfEvent(eventType: string): string | null {
  return /^xstate\.after\.(.+?)\.[^.]+(?:\..+)?$/.exec(eventType)?.[1] ?? null;
}

export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  if (eventType.startsWith('xstate.after.')) {
    const delay = delayOfEvent(eventType);
    return `after ${describeDelay(machine, delay ?? '')}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** Mermaid treats `:`, `;`, `#`, braces and arrows specially; they never reach a label. */
const escapeLabel = (text: string) =>
  text
    .replace(/-->/g, '→')
    .replace(/[:;#{}"<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/* ------------------------------------------------------------------ transitions */

export interface TransitionInfo {
  from: AnyStateNode;
  eventType: string;
  guard: string;
  actions: string[];
  targets: AnyStateNode[];
  reenter: boolean;
}

export function transitionsOf(node: AnyStateNode): TransitionInfo[] {
  const definitions = [
    ...[...node.transitions.entries()].flatMap(([eventType, list]) => list.map((definition) => ({ eventType, definition }))),
    ...(node.always ?? []).map((definition) => ({ eventType: '', definition })),
  ];
  return definitions.map(({ eventType, definition }) => ({
    from: node,
    eventType,
    guard: describeGuard(definition.guard),
    actions: (definition.actions as readonly unknown[]).map(describeAction),
    targets: (definition.target ?? []) as AnyStateNode[],
    reenter: Boolean(definition.reenter),
  }));
}

function transitionLabel(machine: AnyStateMachine, transition: TransitionInfo, target = ''): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length ? ` / ${transition.actions.join(', ')}` : '';
  const reenter = transition.reenter ? ' ↻ re-enter' : '';
  return `${eventLabel(machine, transition.eventType)}${guard}${actions}${target}${reenter}`;
}

/* ------------------------------------------------------------------ diagram */

interface DiagramContext {
  machine: AnyStateMachine;
  /** Machine id → page name, for invoked machines. */
  pages: Map<string, string>;
}

function invokeLines(node: AnyStateNode, context: DiagramContext): string[] {
  return node.invoke.map((invoke) => {
    const logic =
      typeof invoke.src === 'string' ? (context.machine.implementations.actors as Record<string, unknown>)[invoke.src] : invoke.src;
    const child = isMachine(logic) ? ` (machine ${logic.id})` : '';
    return `invokes ${invoke.id}${child}`;
  });
}

function stateExtras(node: AnyStateNode, context: DiagramContext): string[] {
  return [
    ...entryActions(node).map((action) => `entry / ${describeAction(action)}`),
    ...exitActions(node).map((action) => `exit / ${describeAction(action)}`),
    ...invokeLines(node, context),
  ];
}

function renderNode(node: AnyStateNode, indent: string, lines: string[], context: DiagramContext) {
  const children = Object.values(node.states) as AnyStateNode[];
  const id = mermaidId(node);
  const extras = stateExtras(node, context).map(escapeLabel);
  if (node.path.length > 0 && children.length > 0) {
    // A compound or parallel state: its title carries its own entry/exit and invocations.
    const parent = node.parent as AnyStateNode | undefined;
    const kind = node.type === 'parallel' ? ' (parallel, regions run at once)' : parent?.type === 'parallel' ? ' (region)' : '';
    const title = [`${node.key}${kind}`, ...extras].join(' · ');
    lines.push(`${indent}state "${escapeLabel(title)}" as ${id} {`);
  }
  const inner = node.path.length > 0 && children.length > 0 ? `${indent}  ` : indent;
  if (children.length > 0) {
    if (node.type === 'parallel') {
      // Regions are boxes inside the parallel state's box. (Mermaid's `--` separator breaks its
      // layout as soon as an arrow starts or ends at a compound state inside a region.)
      children.forEach((child) => renderNode(child, inner, lines, context));
    } else {
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
      children.forEach((child) => renderNode(child, inner, lines, context));
    }
  }
  if (node.path.length > 0 && children.length > 0) lines.push(`${indent}}`);
  if (node.path.length > 0 && children.length === 0) {
    lines.push(`${indent}state "${escapeLabel(node.key)}" as ${id}`);
    for (const extra of extras) lines.push(`${indent}${id} : ${extra}`);
  }
  if (node.path.length > 0 && node.type === 'final') lines.push(`${indent}${id} --> [*]`);
}

/** The Mermaid text of one machine. */
/**
 * The charts too dense for Mermaid's default layout (dagre put their labels on one another): drawn with ELK's
 * layered layout, which places edge labels as nodes of their own (docs/decisions/statechart-dense-layout.md).
 */
export const ELK_LAID_OUT: ReadonlySet<string> = new Set(['loginForm', 'userTypeRouting', 'formSubmission', 'ssoSession']);

export function renderDiagram(machine: AnyStateMachine, pages: Map<string, string> = new Map()): string {
  const context: DiagramContext = { machine, pages };
  const rootTransitions = transitionsOf(machine.root);
  const rootExtras = stateExtras(machine.root, context);
  const wrap = rootTransitions.length > 0 || rootExtras.length > 0 || machine.root.type === 'parallel';
  const lines: string[] = ['stateDiagram-v2'];
  const indent = wrap ? '    ' : '  ';
  const rootKind = machine.root.type === 'parallel' ? ', parallel, regions run at once' : '';
  if (wrap) lines.push(`  state "${escapeLabel(`${machine.id} (the machine${rootKind})`)}" as ${machine.id} {`);
  renderNode(machine.root, indent, lines, context);
  if (wrap) lines.push('  }');
  for (const node of allNodes(machine.root).slice(1)) {
    for (const transition of transitionsOf(node)) {
      const from = mermaidId(node);
      const label = escapeLabel(transitionLabel(machine, transition));
      if (transition.targets.length === 0) lines.push(`  ${from} --> ${from} : ${label} (stays, no exit)`);
      else for (const target of transition.targets) lines.push(`  ${from} --> ${mermaidId(target)} : ${label}`);
    }
  }
  if (rootTransitions.length > 0 || rootExtras.length > 0) {
    // Transitions of the machine itself: taken in any state; drawn as a note on the machine's box.
    lines.push(`  note right of ${machine.id}`);
    if (rootTransitions.length) lines.push('    In any state');
    for (const transition of rootTransitions) {
      const target = transition.targets.length ? ` → ${transition.targets.map((node) => node.path.join('.')).join(', ')}` : '';
      lines.push(`    ${escapeLabel(transitionLabel(machine, transition, target))}`);
    }
    // What the machine itself invokes or does on entry, after its transitions (the note opens with those).
    for (const extra of rootExtras) lines.push(`    ${escapeLabel(extra)}`);
    lines.push('  end note');
  }
  const layout = ELK_LAID_OUT.has(machine.id) ? ['---', 'config:', '  layout: elk', '---'] : [];
  return [...layout, ...lines].join('\n');
}

/* ------------------------------------------------------------------ pages */

/** The prose of the file's leading `/** … *\/` comment. */
export function fileHeader(source: string): string {
  const match = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return '';
  return (match[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}

/** The first sentence of the summary, on one line. */
export function firstSentence(summary: string): string {
  const flat = summary.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s+[A-Z`]|$)/.exec(flat.replace(/\([^()]*\)/g, (group) => group.replace(/[.!?]/g, '_')));
  return end ? flat.slice(0, end.index + 1) : flat;
}

interface InputField {
  name: string;
  type: string;
  doc: string;
}

/** Fields of the file's `…Input` interface, with their doc comments. */
function inputFields(source: string): { name: string; fields: InputField[] } | null {
  const match = /export interface (\w+Input)\s*\{([\s\S]*?)\n\}/.exec(source);
  if (!match) {
    // A union of shapes: one row per shape.
    const union = /export type (\w+Input)\s*=\s*([\s\S]*?);\n(?=\S|\n)/.exec(source);
    if (!union) return null;
    const shapes: string[] = [''];
    let depth = 0;
    for (const char of union[2] ?? '') {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (char === '|' && depth === 0) shapes.push('');
      else shapes[shapes.length - 1] += char;
    }
    const cleaned = shapes
      .map((shape) =>
        shape
          .replace(/\/\*\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean);
    return { name: union[1] ?? '', fields: cleaned.map((shape, index) => ({ name: `shape ${index + 1}`, type: shape, doc: '' })) };
  }
  const fields: InputField[] = [];
  let doc = '';
  for (const raw of (match[2] ?? '').split('\n')) {
    const line = raw.trim();
    const comment = /^\/\*\*\s*(.*?)\s*\*\/$/.exec(line) ?? /^\/\/\s*(.*)$/.exec(line);
    if (comment) {
      doc = comment[1] ?? '';
      continue;
    }
    if (line.startsWith('/**')) {
      doc = line.replace(/^\/\*\*\s*/, '');
      continue;
    }
    if (line.startsWith('*')) {
      doc += ` ${line.replace(/^\*\/?\s*/, '').replace(/\*\/$/, '')}`;
      continue;
    }
    const field = /^(readonly\s+)?(\w+)(\??):\s*(.+?);?$/.exec(line);
    if (field) {
      fields.push({ name: `${field[2]}${field[3]}`, type: field[4] ?? '', doc: doc.trim() });
      doc = '';
    }
  }
  return { name: match[1] ?? '', fields };
}

/** The doc comment above `name:` inside `setup({ … })`. */
function implementationDoc(source: string, name: string): string {
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[^])*)\\*/\\s*\\n\\s*${name}\\s*:`).exec(source);
  if (match) return (match[1] ?? '').replace(/\s*\n\s*\*\s*/g, ' ').trim();
  const line = new RegExp(`//\\s*(.+)\\n\\s*${name}\\s*:`).exec(source);
  return line?.[1]?.trim() ?? '';
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => (text ? `\`${text}\`` : '');

export interface Chart {
  /** Page name, e.g. `login-form`. */
  name: string;
  /** Machine file, e.g. `login-form.machine.ts`. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
  area: string;
  summary: string;
  purpose: string;
  mermaid: string;
  markdown: string;
  stateCount: number;
  transitionCount: number;
  usage: MachineUsage;
}

function eventSource(chart: Pick<Chart, 'file' | 'machine' | 'usage'>, eventType: string): string {
  if (eventType.startsWith('xstate.done.actor.')) {
    const id = eventType.slice('xstate.done.actor.'.length);
    return `the answer of \`${id}\` (service or child machine)`;
  }
  if (eventType.startsWith('xstate.error.actor.')) return `a failure of \`${eventType.slice('xstate.error.actor.'.length)}\``;
  if (eventType.startsWith('xstate.after.')) return `a timer: ${describeDelay(chart.machine, delayOfEvent(eventType) ?? '')}`;
  if (eventType.startsWith('xstate.done.state.')) return 'every region reached its final state';
  const senders = eventSenders(eventType, chart.file);
  return senders.length ? senders.map((file) => `\`${file}\``).join(', ') : 'not sent from `src/` (tests or a parent only)';
}

function renderPage(chart: Omit<Chart, 'markdown'>, pages: Map<string, string>): string {
  const { machine } = chart;
  const source = readFileSync(join(MACHINES_DIR, chart.file), 'utf8');
  const nodes = allNodes(machine.root).slice(1);
  const actorsImpl = machine.implementations.actors as Record<string, unknown>;

  const stateRows = nodes.map((node) => {
    const invokes = node.invoke.map((invoke) => {
      const logic = typeof invoke.src === 'string' ? actorsImpl[invoke.src] : invoke.src;
      const page = isMachine(logic) ? pages.get(logic.id) : undefined;
      return page ? `\`${invoke.id}\` → [${(logic as AnyStateMachine).id}](${page}.md)` : code(invoke.id);
    });
    const effects = [
      ...entryActions(node).map((action) => `entry / \`${describeAction(action)}\``),
      ...exitActions(node).map((action) => `exit / \`${describeAction(action)}\``),
    ];
    const kind = node.type === 'final' ? ' (final)' : node.type === 'parallel' ? ' (parallel)' : '';
    return `| \`${node.path.join('.')}\`${kind} | ${cell(node.description ?? '')} | ${[...node.tags].join(', ')} | ${invokes.join(', ')} | ${effects.join('<br>')} |`;
  });

  const events = new Map<string, string[]>();
  for (const node of allNodes(machine.root)) {
    for (const transition of transitionsOf(node)) {
      if (transition.eventType === '') continue;
      const where = node.path.length ? node.path.join('.') : '(any state)';
      const list = events.get(transition.eventType) ?? [];
      if (!list.includes(where)) list.push(where);
      events.set(transition.eventType, list);
    }
  }
  const eventRows = [...events.entries()].map(
    ([eventType, states]) =>
      `| \`${eventLabel(machine, eventType)}\` | ${states.map((state) => `\`${state}\``).join(', ')} | ${cell(eventSource(chart, eventType))} |`,
  );

  const input = inputFields(source);
  const inputRows = input ? input.fields.map((field) => `| \`${field.name}\` | \`${cell(field.type)}\` | ${cell(field.doc)} |`) : [];

  const provided: string[] = [];
  for (const [name, logic] of Object.entries(actorsImpl)) {
    const page = isMachine(logic) ? pages.get(logic.id) : undefined;
    const what = page ? `the [${(logic as AnyStateMachine).id}](${page}.md) machine` : implementationDoc(source, name);
    const where = chart.usage.implementations.get(name);
    provided.push(
      `| actor | \`${name}\` | ${cell(what)} | ${where ? `\`${where}\`` : page ? `\`machines/${page}.machine.ts\`` : 'not provided in `src/`'} |`,
    );
  }
  for (const [name, impl] of Object.entries(machine.implementations.actions as Record<string, unknown>)) {
    const builtin = (impl as { type?: string } | null)?.type?.startsWith('xstate.');
    const where = chart.usage.implementations.get(name);
    const doc = implementationDoc(source, name);
    const place = where ? `\`${where}\`` : builtin ? 'the machine (context update or message)' : `\`machines/${chart.file}\``;
    provided.push(`| action | \`${name}\` | ${cell(doc)} | ${place} |`);
  }

  const used = [
    chart.usage.routes.length
      ? `Routes: ${chart.usage.routes.map((route) => `\`${route}\``).join(', ')}.`
      : 'Routes: none directly (app-wide or invoked by another machine).',
    chart.usage.components.length ? `Views: ${chart.usage.components.map((file) => `\`${file}\``).join(', ')}.` : '',
  ].filter(Boolean);

  return [
    `# ${machine.id}`,
    '',
    `Generated from \`machines/${chart.file}\` by \`npm run docs:statecharts\`. Do not edit by hand.`,
    `Area: ${chart.area}. ${chart.stateCount} states, ${chart.transitionCount} transitions. Picture: [${chart.name}.svg](${chart.name}.svg); step through it in the [catalogue](index.html#${chart.name}).`,
    '',
    chart.summary,
    '',
    ...used,
    '',
    '## Diagram',
    '',
    "Arrows read `event [guard] / actions`; `↻ re-enter` leaves and enters the target again (its entry actions and timers restart); `(stays, no exit)` runs the actions without leaving the state. A note on the machine's box lists what it does in any state.",
    '',
    '```mermaid',
    chart.mermaid,
    '```',
    '',
    '## States',
    '',
    '| State | What it means | Tags | Invokes | Entry / exit |',
    '| --- | --- | --- | --- | --- |',
    ...stateRows,
    '',
    '## Events',
    '',
    '| Event | Accepted in | What sends it |',
    '| --- | --- | --- |',
    ...eventRows,
    '',
    '## Input',
    '',
    ...(input && inputRows.length
      ? [`\`${input.name}\`:`, '', '| Field | Type | Meaning |', '| --- | --- | --- |', ...inputRows]
      : ['None: the machine starts from fixed context.']),
    '',
    '## Provided actors and actions',
    '',
    '| Kind | Name | What it does | Implemented in |',
    '| --- | --- | --- | --- |',
    ...provided,
    '',
  ].join('\n');
}

/** Every machine exported by every `*.machine.ts` file, in file order. */
export async function loadCharts(): Promise<Chart[]> {
  const files = readdirSync(MACHINES_DIR)
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  const found: { name: string; file: string; exportName: string; machine: AnyStateMachine }[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    const machines = Object.entries(module).filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]));
    const base = basename(file, '.machine.ts');
    machines.forEach(([exportName, machine], index) => {
      found.push({ name: machines.length === 1 ? base : `${base}-${index + 1}`, file, exportName, machine });
    });
  }
  const pages = new Map(found.map((item) => [item.machine.id, item.name]));
  return found.map((item) => {
    const source = readFileSync(join(MACHINES_DIR, item.file), 'utf8');
    const summary = fileHeader(source);
    const nodes = allNodes(item.machine.root);
    const names = [...Object.keys(item.machine.implementations.actors), ...Object.keys(item.machine.implementations.actions)];
    const base = basename(item.file, '.machine.ts');
    const chart = {
      ...item,
      area: AREAS.find((area) => area.files.includes(base))?.title ?? 'Other',
      summary,
      purpose: firstSentence(summary),
      mermaid: renderDiagram(item.machine, pages),
      stateCount: nodes.length - 1,
      transitionCount: nodes.reduce((sum, node) => sum + transitionsOf(node).length, 0),
      usage: machineUsage(item.file, item.exportName, names),
    };
    return { ...chart, markdown: renderPage(chart, pages) };
  });
}

/** Every machine's page: file name → Markdown. */
export async function renderAll(): Promise<Map<string, string>> {
  return new Map((await loadCharts()).map((chart) => [`${chart.name}.md`, chart.markdown]));
}
