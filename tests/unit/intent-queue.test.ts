// @vitest-environment happy-dom
/**
 * index.html's inline script as the early half of an event contract (docs/decisions/start-up-chart.md): on the
 * drawn screen it records, in order, what the visitor asks for before the code into the queue the app takes
 * (INTENT_QUEUE), and draws only what says it was heard; it decides nothing else. The route hashes it is given
 * are computed from the route table, never written by hand.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePatterns } from '../../src/config/paths.ts';
import { DRAWN_ROUTE_HASHES } from '../../src/app/start-up/drawn-route.ts';
import { firstScreenGuardScript, INTENT_QUEUE } from '../../src/app/start-up/first-screen-guard.ts';

const BASE = '/opsportal/';
type Queue = Array<{ kind: string; target: Element }>;
const queue = () => (globalThis as unknown as Record<string, Queue | undefined>)[INTENT_QUEUE];

function drawnScreen() {
  document.body.innerHTML = [
    '<p id="first-screen-status" role="status"></p>',
    '<div id="root" data-first-screen>',
    '<a class="skip-link" href="#main">Skip</a><a href="#/benefits">Benefits</a>',
    '<main id="main" tabindex="-1"><form><input name="username" value="a"><button type="submit">LOGIN</button></form>',
    '<button type="button">Pause</button></main></div>',
  ].join('');
}

describe("the inline script's queue of intents", () => {
  beforeEach(() => {
    history.replaceState(null, '', `${BASE}#/ops`);
    delete (globalThis as Record<string, unknown>)[INTENT_QUEUE];
    drawnScreen();
    // The script's own source, as the build writes it, run in this document.
    new Function(firstScreenGuardScript(BASE))();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('queues a submit, a press and an in-page link, in order, saying each was heard and deciding nothing else', () => {
    const form = document.querySelector('form') as HTMLFormElement;
    const pause = document.querySelector('button[type="button"]') as HTMLButtonElement;
    pause.click();
    form.requestSubmit();
    form.requestSubmit();
    (document.querySelector('.skip-link') as HTMLAnchorElement).click();
    expect(queue()?.map((intent) => [intent.kind, intent.target])).toEqual([
      ['press', pause],
      ['submit', form],
      ['link', document.getElementById('main')],
    ]);
    expect(document.getElementById('first-screen-status')?.textContent).toBe('Signing in…');
    expect(form.hasAttribute('data-pending-submit')).toBe(true);
    expect(pause.hasAttribute('data-pending-click')).toBe(true);
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(location.hash).toBe('#/ops');
  });

  it("queues nothing once the app has taken the screen over, nor a route's link (the browser follows it)", () => {
    (document.querySelector('a[href="#/benefits"]') as HTMLAnchorElement).click();
    expect(queue()).toEqual([]);
    document.getElementById('root')?.removeAttribute('data-first-screen');
    (document.querySelector('button[type="button"]') as HTMLButtonElement).click();
    expect(queue()).toEqual([]);
  });
});

describe("the drawn route's addresses", () => {
  it('come from the route table: the route, the empty path and the aliases the router sends to it', () => {
    expect(DRAWN_ROUTE_HASHES).toEqual(['', '#', `#/${routePatterns.ops}`, '#/', '#/login']);
    expect(firstScreenGuardScript(BASE)).toContain(JSON.stringify(DRAWN_ROUTE_HASHES));
  });
});
