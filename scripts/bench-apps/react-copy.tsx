/**
 * The bench's React copy (scripts/bench.ts builds it): the floor's app (HashRouter, XState, @xstate/react) whose one
 * route renders a route's static copy (BENCH_DIST/bench-static/<copy>.json: the portal's #root as drawn, as a tree)
 * with createElement. What the decided stack costs to draw exactly that page, with none of the portal's logic.
 */
import { useMachine } from '@xstate/react';
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { createMachine } from 'xstate';
type Tree = string | [string, Record<string, string>, Tree[]];
interface Copy {
  html: Record<string, string>;
  body: Record<string, string>;
  sheets: string[];
  root: Tree[];
}
const name = new URLSearchParams(location.search).get('copy') ?? '';
const copy: Promise<Copy> = fetch('../bench-static/' + name + '.json').then((answer) => answer.json());
const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } } });
const BOOLEAN = new Set([
  'disabled',
  'hidden',
  'open',
  'required',
  'readonly',
  'checked',
  'selected',
  'multiple',
  'autofocus',
  'novalidate',
  'inert',
  'async',
  'defer',
  'controls',
  'loop',
  'muted',
  'playsinline',
  'allowfullscreen',
]);
const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  value: 'defaultValue',
  checked: 'defaultChecked',
  readonly: 'readOnly',
  tabindex: 'tabIndex',
  autocomplete: 'autoComplete',
  maxlength: 'maxLength',
  inputmode: 'inputMode',
};
// The two controls the bench times (scripts/bench-interactions.ts), drawn by the decided stack with no logic of its
// own: a disclosure button (aria-controls, aria-expanded) shows its panel; a submitted form's submit button is busy
// (disabled, the sign-in spinner) and its status says "Signing in…", the words of the one form the bench submits.
// Either re-draws the whole tree from the page's state.
interface Controls {
  open: string | null;
  toggle: (id: string) => void;
  busyForm: Tree | null;
  submit: (form: Tree) => void;
}
function draw(node: Tree, key: number, controls: Controls, busy: boolean): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  const props: Record<string, unknown> = { key };
  for (const [attribute, value] of Object.entries(attributes)) {
    props[RENAMED[attribute] ?? attribute] = BOOLEAN.has(attribute) ? true : value;
  }
  const controlled = attributes['aria-controls'];
  if (controlled !== undefined && attributes['aria-expanded'] !== undefined) {
    props['aria-expanded'] = String(controls.open === controlled);
    props.onClick = () => controls.toggle(controlled);
  }
  if (attributes.id !== undefined && controls.open === attributes.id) props.hidden = false;
  if (tag === 'form') {
    props.onSubmit = (event: Event) => {
      event.preventDefault();
      controls.submit(node);
    };
  }
  const inside = busy || node === controls.busyForm;
  let drawn = children.map((child, index) => draw(child, index, controls, inside));
  if (busy && tag === 'button' && attributes.type === 'submit') {
    props.disabled = true;
    props['aria-busy'] = 'true';
    drawn = [createElement('span', { key: 'spinner', className: 'sign-in-spinner', 'aria-hidden': 'true' }), ...drawn];
  }
  if (busy && attributes.role === 'status') drawn = ['Signing in…'];
  return createElement(tag, props, ...drawn);
}
function Page() {
  const [state] = useMachine(toggle);
  const [tree, setTree] = useState<Tree[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [busyForm, setBusyForm] = useState<Tree | null>(null);
  const controls: Controls = {
    open,
    toggle: (id) => setOpen((current) => (current === id ? null : id)),
    busyForm,
    submit: (form) => setBusyForm(() => form),
  };
  useEffect(() => {
    void ready.then((loaded) => setTree(loaded.root));
  }, []);
  useEffect(() => {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-bench-modal]')) {
      dialog.close();
      dialog.showModal();
    }
    document.querySelector<HTMLElement>('[data-bench-focus]')?.focus();
  }, [tree]);
  return tree ? <>{tree.map((node, index) => draw(node, index, controls, false))}</> : <p hidden>{String(state.value)}</p>;
}
// Like the portal's page chunks (Vite's preload helper), the page draws once its stylesheets have loaded.
const ready: Promise<Copy> = copy.then(async (loaded) => {
  for (const [attribute, value] of Object.entries(loaded.html)) document.documentElement.setAttribute(attribute, value);
  for (const [attribute, value] of Object.entries(loaded.body)) document.body.setAttribute(attribute, value);
  await Promise.all(
    loaded.sheets.map(
      (href) =>
        new Promise((done) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = link.onerror = done;
          document.head.append(link);
        }),
    ),
  );
  return loaded;
});
createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <Routes>
      <Route path="/" element={<Page />} />
    </Routes>
  </HashRouter>,
);
