/**
 * What the offline player (statecharts-player.ts) feeds the real machines: a start input per
 * machine, the payload variants of events that carry data, and the answers a stub service can give
 * ("success / wrong password / 500 / timeout" …). Pure data, no DOM: the catalogue test also runs
 * every machine with it in Node.
 */
import { ACCORDION_PANELS } from '../machines/accordion.machine.ts';
import type { SignInSession } from '../machines/user-type-routing.machine.ts';

const session = (userType: number, featuresCodes: string[] = []): SignInSession => ({
  accessToken: 'demo-access-token',
  refreshToken: 'demo-refresh-token',
  expires: null,
  user: { userType, featuresCodes },
});

export interface StartInput {
  label: string;
  input: unknown;
}

const one = (input: unknown): StartInput[] => [{ label: 'default', input }];

/** Start inputs by machine id; the first is the default (machines not named start without input). */
export const INPUTS: Record<string, StartInput[]> = {
  autoSignIn: [
    {
      label: 'credentials in the address',
      input: { username: 'shop.demo', password: 'Demo-Pass-1', roNumber: null, storedProductId: null },
    },
    { label: 'no credentials', input: { username: null, password: null, roNumber: null, storedProductId: null } },
  ],
  careers: [
    { label: 'careers list', input: { view: 'list', anchor: null, sectionAnchors: ['openings'] } },
    { label: 'career detail', input: { view: 'detail', path: 'demo-career' } },
  ],
  carousel: [
    { label: 'autoplay', input: { autoplay: true, intervalMs: 2000 } },
    { label: 'reduced motion', input: { autoplay: false, intervalMs: 2000 } },
  ],
  cookieConsent: [
    { label: 'no consent cookie', input: { hasConsentCookie: false } },
    { label: 'consent cookie set', input: { hasConsentCookie: true } },
    { label: "inside a partner's frame", input: { hasConsentCookie: false, isEmbedded: true } },
  ],
  formSubmission: [
    {
      label: 'contact form (captcha, confirmed by status)',
      input: {
        configured: true,
        captchaRequired: true,
        captchaSiteKey: 'demo-site-key',
        captchaScriptUrl: 'captcha.js',
        pageScripts: [],
        confirmsWithStatus: true,
        confirmed: false,
      },
    },
    { label: 'form without captcha', input: { configured: true, captchaRequired: false, pageScripts: [] } },
    { label: 'no configuration', input: { configured: false, captchaRequired: false } },
  ],
  codeLoader: one({ name: 'This page' }),
  startUp: [
    { label: '/ops, drawn into the document', input: { drawn: true, config: null } },
    { label: 'another route (nothing drawn)', input: { drawn: false, config: null } },
  ],
  kcLanding: one({ storedProductId: null }),
  loginForm: one({ storedProductId: null }),
  news: [
    { label: 'news feed', input: { view: 'feed' } },
    { label: 'news article', input: { view: 'article', name: 'demo-article' } },
  ],
  partnerLogin: [
    { label: 'companyId only', input: { companyId: '1001', token: null, uniqueId: null } },
    { label: 'companyId and token', input: { companyId: '1001', token: 'ehi-token-1001', uniqueId: null } },
    { label: 'neither', input: { companyId: null, token: null, uniqueId: null } },
  ],
  productPage: one({ name: 'demo-product', lastProduct: null }),
  statusQueryModal: one({ status: '200' }),
  tokenLogin: [
    { label: 'token in the address', input: { token: 'admin-token-1' } },
    { label: 'no token', input: { token: null } },
  ],
  userTypeRouting: [
    { label: 'customer (type 1)', input: { session: session(1), roNumber: null, storedProductId: null } },
    {
      label: 'internal with admin tool',
      input: { session: session(3, ['TRX_CNFG_MSO_ADMN_TOOL']), roNumber: null, storedProductId: null },
    },
    { label: 'internal with logistics', input: { session: session(3, ['ADMN_TRAX_LOGISTIX']), roNumber: null, storedProductId: null } },
    { label: 'internal without a feature', input: { session: session(3), roNumber: null, storedProductId: null } },
    { label: 'dispatch (type 4)', input: { session: session(4), roNumber: null, storedProductId: null } },
    { label: 'insights (type 7)', input: { session: session(7), roNumber: null, storedProductId: null } },
    { label: 'unknown type', input: { session: session(9), roNumber: null, storedProductId: null } },
  ],
};

export const startInputs = (machineId: string): StartInput[] => INPUTS[machineId] ?? [{ label: 'default', input: undefined }];

export interface EventVariant {
  label: string;
  event: { type: string } & Record<string, unknown>;
}

const variant = (type: string, label: string, fields: Record<string, unknown> = {}): EventVariant => ({
  label,
  event: { type, ...fields },
});

/** Payload variants of events that carry data, by `machineId:type` or `type`; any other event is sent as `{ type }`. */
export const EVENT_VARIANTS: Record<string, EventVariant[]> = {
  'intent.queued': [
    variant('intent.queued', 'a sign-in sent', { intent: { kind: 'submit', target: null } }),
    variant('intent.queued', 'a button pressed', { intent: { kind: 'press', target: null } }),
    variant('intent.queued', 'an in-page link', { intent: { kind: 'link', target: null } }),
  ],
  'credentials.submit': [
    variant('credentials.submit', 'filled in', { username: 'shop.demo', password: 'Demo-Pass-1' }),
    variant('credentials.submit', 'empty', { username: '', password: '' }),
  ],
  'form.submit': [
    variant('form.submit', 'fields valid', { hasFieldErrors: false }),
    variant('form.submit', 'with field errors', { hasFieldErrors: true }),
  ],
  'anchor.requested': [
    variant('anchor.requested', 'ccpa, on the privacy page', { anchor: 'ccpa', onPrivacyPage: true }),
    variant('anchor.requested', 'ccpa, elsewhere', { anchor: 'ccpa', onPrivacyPage: false }),
  ],
  'signIn.press': [variant('signIn.press', 'on /ops', { onOps: true }), variant('signIn.press', 'on another page', { onOps: false })],
  'anchor.arrived': [
    variant('anchor.arrived', 'ccpa', { anchor: 'ccpa' }),
    variant('anchor.arrived', 'unknown anchor', { anchor: 'nowhere' }),
  ],
  'menu.toggle': [variant('menu.toggle', 'about', { menu: 'about' }), variant('menu.toggle', 'solutions', { menu: 'solutions' })],
  'accordion:panel.toggle': ACCORDION_PANELS.map((panel) => variant('panel.toggle', String(panel), { panel })),
  'status.changed': [variant('status.changed', 'status=200', { status: '200' }), variant('status.changed', 'no status', { status: null })],
  'token.submit': [variant('token.submit', 'admin-token-1', { token: 'admin-token-1' })],
  'token.request': [variant('token.request', 'now', { at: 0 })],
  'article.requested': [variant('article.requested', 'an article', { name: 'demo-article' })],
  'career.requested': [variant('career.requested', 'a career', { path: 'demo-career' })],
  'product.requested': [
    variant('product.requested', 'a product', { name: 'demo-product' }),
    variant('product.requested', 'none', { name: null }),
  ],
  'product.updated': [variant('product.updated', 'another product', { name: 'other-product' })],
  'draft.read': [variant('draft.read', 'no draft', { draft: null }), variant('draft.read', 'a draft', { draft: { first_name: 'Zoë' } })],
};

export type Answer = { label: string; output: unknown } | { label: string; error: string };

const SERVICE_ERRORS: Answer[] = [
  { label: 'wrong password / refused', error: 'Invalid username or password. Your password is case sensitive.' },
  { label: '500', error: '500 --- Internal Server Error' },
  { label: 'timeout', error: 'The service did not answer in time.' },
];
const FAILURE: Answer[] = [{ label: 'failure', error: 'The call failed.' }];
/** The stand-ins' address of an application (its name picks the storyboard's picture of `leaving`). */
const url = (path: string) => `https://apps.example/stand-in/apps/${path}`;
const tokens = { token: 'demo-token', expiresAt: 0, subject: 'sso.demo' };

/** Answers by actor source name; an actor not named answers `success` (no output) or `failure`. */
export const ANSWERS: Record<string, Answer[]> = {
  requestToken: [
    { label: 'success: customer (type 1)', output: session(1) },
    { label: 'success: dispatch (type 4)', output: session(4) },
    ...SERVICE_ERRORS,
  ],
  exchangeToken: [{ label: 'success: customer (type 1)', output: session(1) }, ...SERVICE_ERRORS],
  logInWithToken: [
    { label: 'success: contactType 1', output: { session: session(1), contactType: 1 } },
    { label: 'invalid token', error: 'Invalid token' },
    ...SERVICE_ERRORS.slice(1),
  ],
  routeUser: [
    { label: 'left for App 27', output: { kind: 'left', url: url('app27/clientid-login') } },
    { label: 'left for App 25', output: { kind: 'left', url: url('app25/clientid-login') } },
    { label: 'left for the admin tool', output: { kind: 'left', url: url('admin-tool/clientid-login') } },
    { label: 'left for Logistix', output: { kind: 'left', url: url('logistix/external-login') } },
    { label: 'left for Insights', output: { kind: 'left', url: url('insights/clientid-login') } },
    { label: 'tab opened', output: { kind: 'tabOpened', url: url('dispatch') } },
    { label: 'tab blocked', output: { kind: 'tabBlocked', url: url('dispatch') } },
    { label: 'rejected (internal user)', output: { kind: 'rejected', message: 'Invalid username or password.' } },
    { label: 'failed', output: { kind: 'failed', message: 'Your application could not be opened.' } },
    ...FAILURE,
  ],
  resolveAppLink: [{ label: 'success', output: url('app27/clientid-login') }, ...SERVICE_ERRORS.slice(1)],
  resolveAdminToolLink: [{ label: 'success', output: url('admin-tool') }, ...FAILURE],
  resolveLogistixLink: [{ label: 'success', output: url('logistix/external-login') }, ...SERVICE_ERRORS.slice(1)],
  resolveInsightsLink: [{ label: 'success', output: url('insights') }, ...FAILURE],
  requestDispatchLink: [{ label: 'success', output: url('dispatch/crossAppAuth/jump') }, ...SERVICE_ERRORS.slice(1)],
  openTab: [{ label: 'opened', output: true }, { label: 'blocked', output: false }, ...FAILURE],
  checkSession: [
    { label: 'authenticated', output: 'authenticated' },
    { label: 'unauthenticated', output: 'unauthenticated' },
    ...SERVICE_ERRORS.slice(1),
  ],
  loadUserName: [{ label: 'a name', output: 'Demo User' }, { label: 'no name', output: null }, ...FAILURE],
  resolveContact: [{ label: 'contact 4242', output: 4242 }, { label: 'no contact', output: null }, ...SERVICE_ERRORS.slice(1)],
  requestPartnerToken: [
    { label: 'a token', output: { contactId: 4242, jwtToken: 'demo-jwt' } },
    { label: 'no token', output: null },
    ...SERVICE_ERRORS,
  ],
  partnerLogin: [{ label: 'success', output: { session: session(1), url: url('app27') } }, ...SERVICE_ERRORS.slice(1)],
  initialise: [{ label: 'signed in', output: tokens }, { label: 'not signed in', output: null }, ...SERVICE_ERRORS.slice(1)],
  refreshToken: [{ label: 'fresh token', output: tokens }, ...SERVICE_ERRORS.slice(1)],
  loadCareers: [
    {
      label: 'one career',
      output: [{ path: 'demo-career', position: 'Engineer', description: '', descriptionShort: '', requirementsShort: '' }],
    },
    { label: 'none', output: [] },
    ...SERVICE_ERRORS.slice(1),
  ],
  loadCareer: [
    { label: 'found', output: { path: 'demo-career', position: 'Engineer', description: '', descriptionShort: '', requirementsShort: '' } },
    { label: 'not found', output: null },
    ...SERVICE_ERRORS.slice(1),
  ],
  loadNewsFeed: [
    { label: 'one item', output: [{ name: 'demo-article', headline: 'News', byline: '', author: '', date: '2026-01-01' }] },
    { label: 'none', output: [] },
    ...SERVICE_ERRORS.slice(1),
  ],
  loadNewsArticle: [
    { label: 'found', output: { name: 'demo-article', headline: 'News', byline: '', author: '', date: '2026-01-01' } },
    { label: 'not found', output: null },
    ...SERVICE_ERRORS.slice(1),
  ],
  recoverCode: [
    { label: 'fetched at a fresh address', output: { outcome: 'loaded', code: {} } },
    { label: 'server still offline', output: { outcome: 'offline' } },
    { label: 'kept failure: load the page again', output: { outcome: 'reload' } },
    ...FAILURE,
  ],
  loadFirstPage: [
    { label: 'code in, still its route: take over', output: { loaded: true, takeOver: true } },
    { label: 'code in, another route: render', output: { loaded: true, takeOver: false } },
    { label: 'code failed: render', output: { loaded: false, takeOver: false } },
  ],
  loadProducts: [
    { label: 'products', output: [{ name: 'demo-product' }, { name: 'other-product' }] },
    { label: 'none', output: [] },
    ...SERVICE_ERRORS.slice(1),
  ],
};

export const DEFAULT_ANSWERS: Answer[] = [{ label: 'success', output: undefined }, ...FAILURE];

export const answersFor = (src: string): Answer[] => ANSWERS[src] ?? DEFAULT_ANSWERS;

export const eventVariants = (machineId: string, type: string): EventVariant[] =>
  EVENT_VARIANTS[`${machineId}:${type}`] ?? EVENT_VARIANTS[type] ?? [{ label: type, event: { type } }];
