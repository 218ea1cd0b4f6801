/**
 * The partner-embedded sign-in of /ehi-login (spec 2, 3 "Partner login", 4 "Partner login", 5, 8).
 *
 * `scrubbing` first takes the company token out of the address bar and history and drops the copy held
 * since start-up (a token is a credential: docs/decisions/sign-in-address-scrubbing.md), before any request,
 * for a page load and an in-app arrival alike; a history that refuses the rewrite does not stop the sign-in.
 * `checking` then reads the query. With neither companyId nor token the visitor is sent to
 * /page-not-found (`notFound`). With a token, `resolvingContact` asks the identity service for the
 * contact of companyId (as a number, spec 5) and token; a falsy answer is 'Invalid Company or
 * Token' (`failed`). `loggingIn` then logs in with that contact id; on success the session is
 * stored and the browser opens the shopping application with atoken and unqFile (`leaving`); a
 * failure ends loading with the error flag and no message (`loginFailed`, spec 8). Without a token
 * the username and password form is shown (`editing`); `requestingToken` obtains contactId and
 * jwtToken (a falsy answer is 'Invalid username or password', `formError`), and `posted` sends
 * `{ companyId, jwtToken }` to the parent and top windows: only to the origins the config lists.
 * Lookup failures show an Error's message, else "{status} --- {body}" (spec 8; the actors word it).
 *
 * Input: `{ companyId, token, uniqueId }` as the query gave them (strings or null).
 * Provide: actors `scrubAddress`, `resolveContact` ({ companyId, token } → contactId or null), `partnerLogin`
 * ({ companyId, token, contactId, uniqueId } → { session, url }), `requestPartnerToken`
 * ({ companyId, username, password } → { contactId, jwtToken } or null); actions `showNotFound`,
 * `storeSession` ({ session }), `leaveFor` ({ url }), `postToPartner` ({ companyId, jwtToken }).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { SignInSession } from './user-type-routing.machine.ts';
import { errorOf, messageOf, notProvided, scrubAddressPlaceholder, signInEffects } from './sign-in-shared.ts';

/** spec 5: a falsy contact response. */
export const INVALID_COMPANY_OR_TOKEN_MESSAGE = 'Invalid Company or Token';
/** spec 5: a falsy token response. */
export const INVALID_PARTNER_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const INVALID_COMPANY_ID_MESSAGE = 'The company id in this address is not valid.';
export const PARTNER_LOOKUP_FAILED_MESSAGE = 'The partner sign-in could not be completed. Please try again.';

export interface PartnerLoginInput {
  companyId: string | null;
  token: string | null;
  uniqueId: string | null;
}

export interface PartnerToken {
  contactId: number;
  jwtToken: string;
}

export interface PartnerLoginContext {
  /** spec 5: converted to a number; null when absent or not a whole number. */
  companyId: number | null;
  companyIdGiven: boolean;
  token: string | null;
  uniqueId: string | null;
  contactId: number | null;
  credentials: { username: string; password: string } | null;
  error: string | null;
}

export type PartnerLoginEvent =
  | { type: 'credentials.submit'; username?: string; password?: string }
  /** "Try again" after a failed lookup or login: the same company token, held in this context (docs/decisions/sign-in-address-scrubbing.md: used once). */
  | { type: 'retry' };

/** spec 5: "The companyId is converted to a number for the token call." */
export function parseCompanyId(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,15}\s*$/.test(value)) return null;
  return Number(value.trim());
}

export const partnerLoginMachine = setup({
  types: {
    input: {} as PartnerLoginInput,
    context: {} as PartnerLoginContext,
    events: {} as PartnerLoginEvent,
  },
  actors: {
    scrubAddress: scrubAddressPlaceholder,
    resolveContact: notProvided<number | null, { companyId: number; token: string }>('resolveContact'),
    partnerLogin: notProvided<
      { session: SignInSession; url: string },
      { companyId: number; token: string; contactId: number; uniqueId: string | null }
    >('partnerLogin'),
    requestPartnerToken: notProvided<PartnerToken | null, { companyId: number; username: string; password: string }>('requestPartnerToken'),
  },
  actions: {
    /** Effect: replace the route with /page-not-found (spec 8). */
    showNotFound: () => {},
    ...signInEffects,
    /** Effect: open the shopping application in this window (spec 4). */
    leaveFor: (_, _params: { url: string }) => {},
    /** Effect: post { companyId, jwtToken } to the parent and top windows, allowed origins only (spec 4). */
    postToPartner: (_, _params: { companyId: number; jwtToken: string }) => {},
    assignContact: assign({ contactId: (_, params: { contactId: number }) => params.contactId }),
    assignMessage: assign({ error: (_, params: { message: string }) => params.message }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error, PARTNER_LOOKUP_FAILED_MESSAGE) }),
    startAttempt: assign({
      credentials: ({ event }) =>
        event.type === 'credentials.submit' ? { username: event.username ?? '', password: event.password ?? '' } : null,
      error: null,
    }),
    forgetCredentials: assign({ credentials: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    isMissingBoth: ({ context }) => !context.companyIdGiven && !context.token,
    hasToken: ({ context }) => Boolean(context.token),
    hasCompanyId: ({ context }) => context.companyId !== null,
    hasContact: (_, params: { contactId: number | null }) => typeof params.contactId === 'number' && params.contactId > 0,
    hasPartnerToken: (_, params: { result: PartnerToken | null }) => Boolean(params.result?.jwtToken),
  },
}).createMachine({
  id: 'partnerLogin',
  context: ({ input }) => ({
    companyId: parseCompanyId(input.companyId),
    companyIdGiven: Boolean(input.companyId),
    token: input.token || null,
    uniqueId: input.uniqueId || null,
    contactId: null,
    credentials: null,
    error: null,
  }),
  initial: 'scrubbing',
  states: {
    scrubbing: {
      description:
        'Removes the company token from the address and history and drops the copy held since start-up, before any request (spec 4; a refused rewrite goes on all the same).',
      invoke: { id: 'scrubAddress', src: 'scrubAddress', onDone: 'checking', onError: 'checking' },
    },
    checking: {
      description: 'Reads companyId, token and uniqueId from the query (spec 2).',
      always: [
        { guard: 'isMissingBoth', target: 'notFound' },
        { guard: 'hasToken', target: 'checkingCompany' },
        { guard: 'hasCompanyId', target: 'editing' },
        { target: 'failed', actions: { type: 'assignMessage', params: { message: INVALID_COMPANY_ID_MESSAGE } } },
      ],
    },
    checkingCompany: {
      description: 'A token needs a company id that is a number; without one the pair is invalid (spec 5).',
      always: [
        { guard: 'hasCompanyId', target: 'resolvingContact' },
        { target: 'failed', actions: { type: 'assignMessage', params: { message: INVALID_COMPANY_OR_TOKEN_MESSAGE } } },
      ],
    },
    notFound: {
      description: 'Neither companyId nor token: the visitor goes to /page-not-found (spec 8).',
      type: 'final',
      entry: 'showNotFound',
    },
    resolvingContact: {
      description: 'POST oauth2/ehi-contact with companyId and token (spec 7).',
      tags: ['busy'],
      invoke: {
        id: 'resolveContact',
        src: 'resolveContact',
        input: ({ context }) => ({ companyId: context.companyId ?? 0, token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'hasContact', params: ({ event }) => ({ contactId: event.output }) },
            target: 'loggingIn',
            actions: { type: 'assignContact', params: ({ event }) => ({ contactId: event.output ?? 0 }) },
          },
          { target: 'failed', actions: { type: 'assignMessage', params: { message: INVALID_COMPANY_OR_TOKEN_MESSAGE } } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    loggingIn: {
      description: 'Logs in with the contact id (spec 7 ehiLogin).',
      tags: ['busy'],
      invoke: {
        id: 'partnerLogin',
        src: 'partnerLogin',
        input: ({ context }) => ({
          companyId: context.companyId ?? 0,
          token: context.token ?? '',
          contactId: context.contactId ?? 0,
          uniqueId: context.uniqueId,
        }),
        onDone: {
          target: 'leaving',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ session: event.output.session }) },
            { type: 'leaveFor', params: ({ event }) => ({ url: event.output.url }) },
          ],
        },
        onError: { target: 'loginFailed' },
      },
    },
    leaving: {
      description: 'The shopping application opens in this window with atoken and unqFile (spec 4).',
      tags: ['busy'],
      type: 'final',
    },
    loginFailed: {
      description:
        'spec 8 "Partner login failure": loading ends and the error flag is set; no message. Try again starts over with the token this flow holds (the address no longer has it).',
      tags: ['error'],
      on: { retry: { target: 'checking', actions: 'clearError' } },
    },
    failed: {
      description:
        'The contact lookup failed or the address is invalid: the message is shown. Try again starts over with the token this flow holds.',
      tags: ['error'],
      on: { retry: { target: 'checking', actions: 'clearError' } },
    },
    editing: {
      description: 'The username and password form (no token in the query).',
      on: { 'credentials.submit': { target: 'requestingToken', actions: 'startAttempt' } },
    },
    requestingToken: {
      description: 'POST oauth2/ehi-token with companyId, username and password (spec 7).',
      tags: ['busy'],
      invoke: {
        id: 'requestPartnerToken',
        src: 'requestPartnerToken',
        input: ({ context }) => ({
          companyId: context.companyId ?? 0,
          username: context.credentials?.username ?? '',
          password: context.credentials?.password ?? '',
        }),
        onDone: [
          {
            guard: { type: 'hasPartnerToken', params: ({ event }) => ({ result: event.output }) },
            target: 'posted',
            actions: [
              'forgetCredentials',
              {
                type: 'postToPartner',
                params: ({ context, event }) => ({ companyId: context.companyId ?? 0, jwtToken: event.output?.jwtToken ?? '' }),
              },
            ],
          },
          {
            target: 'formError',
            actions: ['forgetCredentials', { type: 'assignMessage', params: { message: INVALID_PARTNER_CREDENTIALS_MESSAGE } }],
          },
        ],
        onError: { target: 'formError', actions: ['forgetCredentials', { type: 'assignError', params: errorOf }] },
      },
    },
    formError: {
      description: 'The form shows the message; it can be sent again.',
      tags: ['error'],
      on: { 'credentials.submit': { target: 'requestingToken', actions: 'startAttempt' } },
    },
    posted: {
      description: 'companyId and jwtToken were posted to the partner window (spec 4).',
      type: 'final',
    },
  },
});

type Snapshot = SnapshotFrom<typeof partnerLoginMachine>;

export const selectPartnerBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectPartnerError = (snapshot: Snapshot) => (snapshot.hasTag('error') ? snapshot.context.error : null);
/** The username/password form is shown only on the path without a token. */
export const selectPartnerFormShown = (snapshot: Snapshot) =>
  snapshot.matches('editing') || snapshot.matches('requestingToken') || snapshot.matches('formError');
export const selectPartnerPosted = (snapshot: Snapshot) => snapshot.matches('posted');
export const selectPartnerLoginFailed = (snapshot: Snapshot) => snapshot.matches('loginFailed');
