/**
 * The catalogue's half of the live view (docs/decisions/statechart-live-view.md), loaded only into the catalogue
 * the dev server serves at /__statecharts/ (server/dev-live.ts adds it; the catalogue opened from disk never has
 * it). It follows the reports of the running app (a server-sent event stream) and shows, in each machine's
 * section, the state its running actor is in now, highlighted on the diagram in green, with the actor's redacted
 * context and last events; "Send" buttons and the diagram's transition labels send an event a visitor could
 * cause to that actor. The DOM is built with createElement and textContent only (the page's CSP requires
 * Trusted Types and allows no sink).
 */
import { LIVE_SEND_PATH, LIVE_STREAM_PATH, type LiveReport } from '../../shared/dev-live-protocol.ts';
import { element, svgNodes } from './chart-dom.ts';

const STYLE = `
.live-banner { position: sticky; top: 0; z-index: 5; margin: 0 0 .5rem; padding: .35rem .6rem; background: #e6f4ea; border: 1px solid #2f855a; border-radius: 4px; font-size: .9rem; }
.live-banner[data-connected="false"] { background: #fdecea; border-color: #c53030; }
.live-banner a { margin-right: .6rem; }
.live-panel { border: 1px solid #2f855a; border-radius: 4px; padding: .4rem .8rem; margin: .5rem 0; background: #f3faf5; font-size: .85rem; }
.live-panel .live-now { font-weight: 600; font-size: 1rem; margin: .2rem 0; }
.live-panel pre { max-height: 14rem; overflow: auto; background: #fff; border: 1px solid #d5e8dc; padding: .3rem; margin: .2rem 0; }
.live-panel ol { margin: .2rem 0; padding-left: 1.4rem; }
.live-panel button { margin: .1rem .3rem .1rem 0; }
.diagram svg .live-active > rect, .diagram svg .live-active rect.basic, .diagram svg .live-active > g > rect, .diagram svg .live-active > g > path, .diagram svg .live-active > path { stroke: #2f855a !important; stroke-width: 4px !important; }
.diagram svg g.node.live-active > rect, .diagram svg g.node.live-active > g > path { fill: #c6f6d5 !important; }
.diagram svg .live-sendable { cursor: pointer; text-decoration: underline; }
`;

/** An edge label's event type: its first word ('signIn.press [isOnOps]' → 'signIn.press'). */
const labelEvent = (text: string) => /^[\w.-]+/.exec(text.trim())?.[0] ?? '';

const actors = new Map<string, LiveReport>();
const keyOf = (report: LiveReport) => `${report.pageId}/${report.sessionId}`;

async function sendEvent(report: LiveReport, type: string) {
  await fetch(LIVE_SEND_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageId: report.pageId, sessionId: report.sessionId, event: { type } }),
  });
}

function panelOf(section: HTMLElement): HTMLElement {
  let panel = section.querySelector<HTMLElement>(':scope > .live-panel');
  if (!panel) {
    panel = element('div', { class: 'live-panel', role: 'region', 'aria-label': `Live: ${section.dataset.machine ?? ''}` });
    const diagram = section.querySelector('.diagram');
    if (diagram) diagram.before(panel);
    else section.append(panel);
  }
  return panel;
}

function renderSection(section: HTMLElement) {
  const machine = section.dataset.machine ?? '';
  const page = section.dataset.page ?? '';
  const svg = section.querySelector<SVGSVGElement>('.diagram svg');
  const running = [...actors.values()].filter((report) => report.machine === machine).sort((a, b) => b.at - a.at);
  if (svg) {
    for (const node of svg.querySelectorAll('.live-active')) node.classList.remove('live-active');
    for (const node of svg.querySelectorAll('.live-sendable')) node.classList.remove('live-sendable');
  }
  const latest = running[0];
  if (!latest) {
    section.querySelector(':scope > .live-panel')?.remove();
    delete section.dataset.liveState;
    return;
  }
  // The actor that changed last is the one drawn; the others are listed.
  const changed = section.dataset.liveState !== latest.states.join(' ');
  section.dataset.liveState = latest.states.join(' ');
  if (svg) {
    for (const state of latest.states) {
      const parts = state.split('.');
      // The state and the compound states around it.
      for (let depth = parts.length; depth > 0; depth -= 1) {
        for (const node of svgNodes(svg, page, parts.slice(0, depth).join('__'))) node.classList.add('live-active');
      }
    }
    // Keep the state it entered in view inside the diagram's own scroll box (the page itself does not move).
    const entered = svg.querySelector('g.node.live-active');
    const box = section.querySelector<HTMLElement>('.diagram');
    if (changed && entered && box) {
      const at = entered.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      box.scrollLeft += at.left + at.width / 2 - (frame.left + frame.width / 2);
      box.scrollTop += at.top + at.height / 2 - (frame.top + frame.height / 2);
    }
    for (const label of svg.querySelectorAll<HTMLElement>('.edgeLabel p')) {
      if (latest.accepts.includes(labelEvent(label.textContent ?? ''))) label.classList.add('live-sendable');
    }
  }
  const panel = panelOf(section);
  panel.replaceChildren(
    element('p', { class: 'live-now' }, `Live now: ${latest.states.join(', ')}${latest.status === 'active' ? '' : ` (${latest.status})`}`),
    element(
      'p',
      {},
      `Actor ${latest.sessionId} of page ${latest.pageId}${latest.parent ? `, invoked by ${latest.parent}` : ''}` +
        (running.length > 1
          ? `; ${running.length - 1} more running: ${running
              .slice(1)
              .map((r) => `${r.sessionId} in ${r.states.join(', ')}`)
              .join('; ')}`
          : ''),
    ),
  );
  panel.append(
    element('h4', {}, 'Context (credentials redacted)'),
    element('pre', { class: 'live-context' }, JSON.stringify(latest.context, null, 2)),
  );
  panel.append(element('h4', {}, 'Last events'));
  const events = element('ol', { class: 'live-events' });
  for (const event of latest.events) {
    const payload = JSON.stringify(event.payload);
    events.append(element('li', {}, payload === '{}' ? event.type : `${event.type} ${payload}`));
  }
  panel.append(events);
  if (latest.accepts.length > 0) {
    const group = element('p', { role: 'group', 'aria-label': 'Send to the running actor' }, 'Send: ');
    for (const type of latest.accepts) {
      const button = element('button', { type: 'button', 'data-live-event': type }, type);
      button.addEventListener('click', () => void sendEvent(latest, type));
      group.append(button);
    }
    panel.append(group);
  }
}

function start() {
  // A constructed style sheet: the catalogue's CSP allows no new <style> element (its own are listed by hash).
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const banner = element(
    'p',
    { class: 'live-banner', role: 'status', 'data-connected': 'false' },
    'Live view: connecting to the dev server…',
  );
  document.body.prepend(banner);
  const sections = new Map<string, HTMLElement[]>();
  for (const section of document.querySelectorAll<HTMLElement>('section.chart[data-machine]')) {
    const list = sections.get(section.dataset.machine ?? '') ?? [];
    list.push(section);
    sections.set(section.dataset.machine ?? '', list);
    // A transition label clicked sends its event, when the live actor accepts it now.
    section.querySelector('.diagram')?.addEventListener('click', (click) => {
      const label = (click.target as Element).closest('.live-sendable');
      const latest = [...actors.values()].filter((r) => r.machine === section.dataset.machine).sort((a, b) => b.at - a.at)[0];
      if (label && latest) void sendEvent(latest, labelEvent(label.textContent ?? ''));
    });
  }
  const renderBanner = () => {
    const running = [...actors.values()];
    banner.replaceChildren(`Live view: ${running.length} actor${running.length === 1 ? '' : 's'} running in the app. `);
    for (const machine of [...new Set(running.map((report) => report.machine))].sort()) {
      const section = sections.get(machine)?.[0];
      const states = running.filter((report) => report.machine === machine).map((report) => report.states.join(', '));
      banner.append(
        section
          ? element('a', { href: `#${section.id}` }, `${machine}: ${states.join(' | ')}`)
          : element('span', {}, `${machine}: ${states.join(' | ')} `),
      );
    }
  };
  const source = new EventSource(LIVE_STREAM_PATH);
  source.addEventListener('open', () => {
    banner.dataset.connected = 'true';
    renderBanner();
  });
  source.addEventListener('error', () => {
    banner.dataset.connected = 'false';
    banner.textContent = 'Live view: not connected to the dev server (is `npm run dev` running?). Retrying…';
  });
  source.addEventListener('message', (message: MessageEvent<string>) => {
    const report = JSON.parse(message.data) as LiveReport;
    if (report.status === 'stopped') actors.delete(keyOf(report));
    else actors.set(keyOf(report), report);
    for (const section of sections.get(report.machine) ?? []) renderSection(section);
    renderBanner();
  });
}

start();
