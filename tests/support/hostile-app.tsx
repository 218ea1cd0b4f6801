/**
 * The portal's real App rendered into happy-dom for the hostile-input unit tests
 * (docs/decisions/hostile-input-layers.md): the router built from the route table, every page's own
 * parameter readers, the layouts and the machines, with the config the local server publishes and
 * the content files of public/. The identity and lead services answer 503 (their answers to hostile
 * input are the browser sample's and the server tests' business); keycloak-js is a fake that records
 * the hand-off to the provider (vi.mock in the test file, `fakeKeycloak` here).
 *
 * A page has settled when it shows a <main> with text and nothing says it is still working (the same
 * reading as tests/support/pages/busy.ts), or when it handed the browser to the single-sign-on provider.
 */
// DOMPurify (the engine happy-dom gets: it has no HTML Sanitizer API) keeps what it should only with these fixes.
import { createActor } from 'xstate';
import { startUpMachine } from '../../machines/start-up.machine.ts';
import './happy-dom-for-dompurify.ts';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, vi } from 'vitest';
import type { App } from '../../src/app/app.tsx';
import { parseConfig, type AppConfig } from '../../shared/config-schema.ts';
import type { KeycloakFactory } from '../../src/lib/keycloak.ts';
import { WORKING_STATUS } from './pages/busy.ts';
import { dangerousMarkupIn } from './hostile-markup.ts';

export const ORIGIN = 'http://localhost:4200';
export const BASE = '/opsportal/';

const standIn = `${ORIGIN}/stand-in/`;
/** What server/portal/config.ts buildConfig publishes for http://localhost:4200 with no variables set. */
const published = {
  supportUrl: `${ORIGIN}/opsportal/#/support`,
  registerUrl: `${ORIGIN}/opsportal/#/register`,
  assets: '/opsportal/assets/',
  baseUrl: `${standIn}apps/app27/`,
  portalUrl: `${ORIGIN}/opsportal/`,
  identityApiUrl: `${standIn}identity/`,
  commonApiUrl: `${standIn}common/`,
  clientId: 'ops-portal',
  environment: 'local',
  productGrant: 'partstrax',
  apps: {
    adminTool: `${standIn}apps/admin-tool/`,
    logistix: `${standIn}apps/logistix/`,
    dispatch: `${standIn}apps/dispatch`,
    insights: `${standIn}apps/insights/`,
    shopping: `${standIn}apps/shopping/`,
    deliveryLogin: `${standIn}apps/dispatch/login`,
    dealerRegistration: `${standIn}apps/dealer-registration/`,
  },
  sso: { url: `${standIn}sso/`, realm: 'NA', clientId: 'ops-portal', oidcIssuer: `${standIn}sso/realms/NA` },
  leadCaptureAction: `${standIn}lead/servlet/WebToLead`,
  caseFormAction: `${standIn}lead/servlet/WebToCase`,
  organisationId: '00D000000000EXAMPLE',
  captcha: { siteKey: 'stand-in-site-key', scriptUrl: `${standIn}captcha/api.js` },
  leadHelperScriptUrl: `${standIn}lead/lead-helper.js`,
  remoteConnectUrl: `${ORIGIN}/opsportal/#/fast-support`,
  remoteSupportAction: `${standIn}remote-support/download`,
  supportChatUrl: `${standIn}apps/support-chat/`,
  partnerOrigins: [ORIGIN],
  showAnnouncement: false,
  pendoEnabled: false,
  walkthroughEnabled: false,
  walkthroughScriptOrigin: ORIGIN,
};

/** The config, through the portal's own schema (a config the portal would refuse would prove nothing). */
export function localConfig(): AppConfig {
  const { config, issues } = parseConfig(published);
  expect(issues).toEqual([]);
  return config!;
}

/** Requests the pages made, and fetch answering from public/ (content files, images) or 503. */
export function stubFetch(): string[] {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    requests.push(url.href);
    // Content files under the published assets address or the build's default one.
    const relative = /\/assets\/(data|img)\/(.+)$/.exec(url.pathname);
    const file = relative ? resolve('public/assets', relative[1]!, decodeURIComponent(relative[2]!)) : '';
    if (url.origin === ORIGIN && file.startsWith(resolve('public/assets')) && existsSync(file)) {
      return new Response(readFileSync(file), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    if (url.origin === ORIGIN && relative) return new Response('', { status: 404 });
    return new Response('{"error":"unavailable"}', { status: 503, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

/**
 * Where keycloak-js was asked to send the browser (its return address), in order. On globalThis: a
 * new load (vi.resetModules) gets a fresh copy of this module, and the list must outlive it.
 */
export const handOffs: string[] = ((globalThis as { __hostileHandOffs?: string[] }).__hostileHandOffs ??= []);

/** keycloak-js as the provider sees it on a first visit: no session; `login` hands the browser over. */
export const fakeKeycloak: KeycloakFactory = () => ({
  init: () => Promise.resolve(false),
  // The browser leaves for the provider: the promise never settles, as on a real page.
  login: (options) => {
    handOffs.push(options?.redirectUri ?? '(default)');
    return new Promise<void>(() => {});
  },
  logout: () => new Promise<void>(() => {}),
  updateToken: () => Promise.resolve(false),
  loadUserProfile: () => Promise.reject(new Error('no session')),
  loadUserInfo: () => Promise.reject(new Error('no session')),
  hasRealmRole: () => false,
  hasResourceRole: () => false,
});

/** What a page said it was doing wrong: console.error lines and uncaught errors. */
export function watchErrors(): string[] {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' '));
  });
  // Warnings and debug lines (a service that answers 503, the flag that cannot be read) are not findings.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  window.addEventListener('error', (event) => errors.push(`uncaught: ${String(event.message)}`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  return errors;
}

/**
 * 'left' (handed to the provider), 'blank', 'not loaded' (the page that says the route's code could not be loaded,
 * src/app/route-page.tsx: not the route's own page, though it has content), 'busy' or 'settled'.
 */
function pageState(container: Element, handOffsBefore: number): string {
  if (handOffs.length > handOffsBefore) return 'left';
  const main = container.querySelector('main');
  if (!main || (container.textContent ?? '').trim() === '') return 'blank';
  if (container.querySelector('h1')?.textContent?.trim() === 'This page could not be loaded') return 'not loaded';
  const busy =
    container.querySelector('[role="progressbar"], progress, [aria-busy="true"]') !== null ||
    Array.from(container.querySelectorAll('[role="status"]')).some((element) => WORKING_STATUS.test(element.textContent ?? ''));
  return busy ? 'busy' : 'settled';
}

export interface Rendered {
  container: HTMLElement;
  state: string;
  /** Dangerous markup anywhere in the document (the page's head tags included). */
  findings: () => string[];
  unmount: () => void;
}

/**
 * Renders `options.App` at the address as it is now (set it with history.replaceState first) and waits,
 * on real timers, until the page settles or `timeout` ms pass; returns the state it reached.
 */
export async function renderApp(
  config: AppConfig | null,
  options: { App: typeof App; partnerDocument?: boolean; timeout?: number },
): Promise<Rendered> {
  // The App of the module graph the test loaded (vi.resetModules: a new load), whose pages the
  // router imports from that same graph.
  const Portal = options.App;
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  const root = createRoot(container);
  const before = handOffs.length;
  // Drawn afresh (no drawn screen in this document): the start-up chart's phase is live-like from the start.
  const startUp = createActor(startUpMachine, {
    input: { drawn: false, config, years: { visit: new Date().getFullYear(), build: new Date().getFullYear() } },
  });
  await act(async () => root.render(<Portal startUp={startUp} partnerDocument={options.partnerDocument ?? false} />));
  const deadline = Date.now() + (options.timeout ?? 5_000);
  let state = pageState(container, before);
  // Settled, left, or the page that says its code could not be loaded (which stays): waiting longer changes nothing.
  while (!['settled', 'left', 'not loaded'].includes(state) && Date.now() < deadline) {
    await act(async () => {
      await new Promise((done) => setTimeout(done, 2));
    });
    state = pageState(container, before);
  }
  const where = () => ({ pathname: location.pathname, origin: location.origin, baseURI: document.baseURI });
  return {
    container,
    state,
    findings: () => dangerousMarkupIn(document.documentElement, where()),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
