/**
 * The catalogue's offline player (bundled into docs/statecharts/player.js by `npm run
 * docs:statecharts`). Each machine's section gets "Step through": the real machine runs with stub
 * actors (statecharts-player-core.ts), the active states are highlighted on the inline SVG, the
 * events it accepts now are buttons, invocations offer their answers, timers can be fired, and the
 * path is listed and can be copied. DOM is built with createElement/textContent only (the page's
 * CSP requires Trusted Types and allows no sink), and nothing is fetched.
 */
import type { AnyStateMachine } from 'xstate';
import { PlayerSession, pictureGroups } from './statecharts-player-core.ts';
import { DESTINATIONS } from './statecharts-pictures.ts';
import { startInputs } from './statecharts-player-data.ts';
import { element, svgNodes } from '../src/dev-live/chart-dom.ts';

const modules = import.meta.glob('../machines/*.machine.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const machines = new Map<string, AnyStateMachine>();
for (const module of Object.values(modules)) {
  for (const value of Object.values(module)) {
    if (typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value) {
      machines.set((value as AnyStateMachine).id, value as AnyStateMachine);
    }
  }
}

/**
 * "What the visitor sees now": the storyboard pictures (phone and desktop), copied from the section's states
 * table, of the deepest active state that has them, one per region of a parallel machine (the region the last
 * step changed first); for a state pictured per application, the one the path's answer went to
 * (scripts/statecharts-pictures.ts). A state without a picture says what the table says of it.
 */
function showSeen(section: HTMLElement, figure: HTMLElement, session: PlayerSession, before: readonly string[]) {
  const rows = new Map([...section.querySelectorAll<HTMLTableRowElement>('tr[data-state]')].map((row) => [row.dataset.state ?? '', row]));
  const imagesOf = (state: string) => [...(rows.get(state)?.querySelectorAll<HTMLImageElement>('img') ?? [])];
  figure.replaceChildren();
  const groups = pictureGroups(session.machine, session.states(), before);
  figure.dataset.regions = String(groups.length);
  for (const group of groups) {
    const pictured = group.states.find((state) => imagesOf(state).length > 0);
    const state = pictured ?? group.states[0] ?? '';
    const all = imagesOf(state);
    const variants = [...new Set(all.map((image) => image.dataset.variant ?? ''))];
    // The path's application when the state is pictured for it, else its one picture, else the first there is.
    const variant = variants.find((name) => name === session.destination) ?? variants.find((name) => name === '') ?? variants[0] ?? '';
    const images = all.filter((image) => (image.dataset.variant ?? '') === variant);
    const part = element('div', { class: 'seen-region', 'data-state': state });
    const where = group.region ? ` in the ${group.region} region` : '';
    const app = DESTINATIONS[variant] ?? variant;
    const which = !variant
      ? ''
      : variant === session.destination
        ? `, left for ${app}`
        : ` (not pictured for this path's application; this picture left for ${app})`;
    part.append(element('p', { class: 'seen-caption' }, `${state || 'no state'}${where}${which}`));
    if (images.length) part.append(...images.map((image) => image.cloneNode() as HTMLImageElement));
    else
      part.append(
        element('p', { class: 'none' }, rows.get(state)?.querySelector('.no-picture')?.textContent ?? 'No picture of this state.'),
      );
    figure.append(part);
  }
  figure.prepend(
    element('figcaption', {}, `What the visitor sees now (${groups.map((group) => group.states[0] ?? '').join(', ') || 'no state'})`),
  );
}

/**
 * Zoom and pan for a section's diagram: buttons (zoom in, zoom out, fit the width, actual size), Ctrl or ⌘ with
 * the wheel, and dragging the diagram to pan (its box scrolls). The SVG is redrawn at the new size, so text
 * stays sharp. Returns `reveal`, which scrolls the box so the given nodes are in its middle.
 */
function diagramControls(section: HTMLElement) {
  const box = section.querySelector<HTMLElement>('.diagram');
  const svg = box?.querySelector<SVGSVGElement>('svg');
  if (!box || !svg) return { reveal: () => {} };
  const width = Number(svg.getAttribute('width')) || svg.viewBox.baseVal.width;
  const height = Number(svg.getAttribute('height')) || svg.viewBox.baseVal.height;
  let zoom = 1;
  const label = element('span', { class: 'zoom-level', 'aria-live': 'polite' });
  const apply = (next: number) => {
    zoom = Math.min(4, Math.max(0.2, next));
    svg.setAttribute('width', String(width * zoom));
    svg.setAttribute('height', String(height * zoom));
    svg.style.maxWidth = 'none';
    label.textContent = `${Math.round(zoom * 100)} %`;
  };
  const fit = () => apply(Math.min(1, (box.clientWidth - 2) / width));
  const button = (text: string, name: string, action: () => void) => {
    const item = element('button', { type: 'button', 'aria-label': name }, text);
    item.addEventListener('click', action);
    return item;
  };
  const bar = element('div', { class: 'zoom', role: 'group', 'aria-label': `Zoom the ${section.dataset.machine ?? ''} diagram` });
  bar.append(
    button('−', 'Zoom out', () => apply(zoom / 1.25)),
    button('+', 'Zoom in', () => apply(zoom * 1.25)),
    button('Fit width', 'Fit the width', fit),
    button('100 %', 'Actual size', () => apply(1)),
    label,
  );
  box.before(bar);
  box.addEventListener(
    'wheel',
    (event) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      apply(zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1));
    },
    { passive: false },
  );
  let drag: { x: number; y: number; left: number; top: number } | null = null;
  box.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
    box.classList.add('panning');
  });
  box.addEventListener('pointermove', (event) => {
    if (!drag) return;
    box.scrollLeft = drag.left - (event.clientX - drag.x);
    box.scrollTop = drag.top - (event.clientY - drag.y);
  });
  const stop = () => {
    drag = null;
    box.classList.remove('panning');
  };
  box.addEventListener('pointerup', stop);
  box.addEventListener('pointerleave', stop);
  apply(1);
  const reveal = (nodes: readonly Element[]) => {
    const target = nodes[nodes.length - 1];
    if (!target) return;
    const at = target.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    box.scrollLeft += at.left + at.width / 2 - (frame.left + frame.width / 2);
    box.scrollTop += at.top + at.height / 2 - (frame.top + frame.height / 2);
    // The box itself in the window: below the player panel it may be out of sight.
    const shown = box.getBoundingClientRect();
    if (shown.top > window.innerHeight || shown.bottom < 0) box.scrollIntoView({ block: 'nearest' });
  };
  return { reveal };
}

function startPlayer(section: HTMLElement, reveal: (nodes: readonly Element[]) => void) {
  const page = section.dataset.page ?? '';
  const machine = machines.get(section.dataset.machine ?? '');
  const panel = section.querySelector<HTMLElement>('.player');
  const svg = section.querySelector<SVGSVGElement>('.diagram svg');
  if (!machine || !panel) return;
  panel.hidden = false;
  panel.replaceChildren();

  const inputs = startInputs(machine.id);
  const controls = element('div', { class: 'player-controls' });
  const select = element('select', { 'aria-label': 'Start with' });
  inputs.forEach((input, index) => select.append(element('option', { value: String(index) }, input.label)));
  const restart = element('button', { type: 'button', class: 'restart' }, 'Restart');
  controls.append(element('label', {}, 'Start with '), select, restart);

  const current = element('p', { class: 'current', 'aria-live': 'polite' });
  const seen = element('figure', { class: 'seen-now' });
  const events = element('div', { class: 'events', role: 'group', 'aria-label': 'Events accepted now' });
  const answers = element('div', { class: 'answers', role: 'group', 'aria-label': 'Answers of the services' });
  const timers = element('div', { class: 'timers', role: 'group', 'aria-label': 'Timers' });
  const pathLabel = element('h4', {}, 'Path taken (a test path)');
  const path = element('ol', { class: 'path' });
  const copyText = element('textarea', { class: 'path-text', readonly: '', rows: '4', 'aria-label': 'Path as text' });
  const copy = element('button', { type: 'button', class: 'copy' }, 'Copy path');
  panel.append(controls, current, seen, events, answers, timers, pathLabel, path, copyText, copy);

  let session: PlayerSession;
  /** The active states the last render showed (the region a step changed is pictured first). */
  let shown: string[] = [];
  const render = () => {
    const snapshot = session.snapshot;
    const active = new Set(session.states());
    current.textContent = snapshot.status === 'done' ? `Final: ${session.describe()}` : `Now: ${session.describe()}`;
    current.dataset.state = session.describe();
    if (svg) {
      for (const node of svg.querySelectorAll('.player-active')) node.classList.remove('player-active');
      for (const state of active) for (const node of svgNodes(svg, page, state.split('.').join('__'))) node.classList.add('player-active');
      // Keep the state just entered in view: the deepest active one the diagram draws as a node.
      // Of a parallel machine, in the region the step changed (pictureGroups puts it first).
      const deepest = pictureGroups(machine, [...active], shown).flatMap((group) => group.states);
      const drawn = deepest.map((state) => svgNodes(svg, page, state.split('.').join('__'))).find((nodes) => nodes.length > 0);
      reveal(drawn ?? []);
    }
    showSeen(section, seen, session, shown);
    shown = [...active];
    events.replaceChildren(element('h4', {}, 'Events'));
    const accepted = session.acceptedEvents();
    if (!accepted.length) events.append(element('p', { class: 'none' }, 'No event is accepted now.'));
    for (const variant of accepted) {
      const label = variant.label === variant.event.type ? variant.event.type : `${variant.event.type}: ${variant.label}`;
      const button = element('button', { type: 'button', 'data-event': variant.event.type }, label);
      button.addEventListener('click', () => {
        session.send(variant);
        render();
      });
      events.append(button);
    }
    answers.replaceChildren(element('h4', {}, 'Services waiting for an answer'));
    const waiting = session.pendingAnswers();
    if (!waiting.length) answers.append(element('p', { class: 'none' }, 'None.'));
    for (const item of waiting) {
      const row = element('p', { class: 'answer-row' });
      row.append(element('span', {}, `${item.id} answers: `));
      for (const answer of item.answers) {
        const button = element('button', { type: 'button', 'data-actor': item.id }, answer.label);
        button.addEventListener('click', () => {
          void session.answer(item.id, answer).then(render);
        });
        row.append(button);
      }
      answers.append(row);
    }
    timers.replaceChildren(element('h4', {}, 'Timers'));
    const pendingTimers = session.pendingTimers();
    if (!pendingTimers.length) timers.append(element('p', { class: 'none' }, 'None running.'));
    for (const timer of pendingTimers) {
      const button = element('button', { type: 'button', 'data-timer': String(timer.ms) }, `Fire: after ${timer.ms} ms`);
      button.addEventListener('click', () => {
        session.fire(timer.id);
        render();
      });
      timers.append(button);
    }
    path.replaceChildren(...session.path.map((step) => element('li', {}, step)));
    copyText.value = session.path.join('\n');
  };
  const begin = () => {
    session?.stop();
    session = new PlayerSession(machine, inputs[Number(select.value)]?.input);
    shown = [];
    session.actor.subscribe({ error: (error: unknown) => (current.textContent = `The machine stopped with an error: ${String(error)}`) });
    render();
  };
  restart.addEventListener('click', begin);
  select.addEventListener('change', begin);
  copy.addEventListener('click', () => {
    copyText.select();
    void navigator.clipboard?.writeText(copyText.value).catch(() => undefined);
  });
  begin();
}

for (const section of document.querySelectorAll<HTMLElement>('section.chart')) {
  const { reveal } = diagramControls(section);
  const button = section.querySelector<HTMLButtonElement>('button.play');
  button?.addEventListener('click', () => {
    section.classList.add('playing');
    startPlayer(section, reveal);
  });
}
