/**
 * Cookie consent (spec 4, 9).
 *
 * On app start the machine looks at whether the `opsCookie` consent cookie is present (given as
 * input, read by the caller). With it, consent is already `given` and nothing shows. Inside a
 * partner's frame (the embedded /ehi-login) it is `notAsked`: the modal would cover the form. Without it,
 * the machine `waiting`s 300 ms (spec 9) so the modal does not fight the first paint, then the
 * modal is `open`. Continue sets the cookie for 365 days and the consent is `given`. The modal's
 * cookie link opens the cookie section of the privacy policy (scroll and highlight there, else
 * navigate: the caller decides where it is) and leaves consent `deferred`: the modal closes so the
 * visitor can read the policy, no cookie is set, and it asks again on the next visit. Escape and the
 * privacy-policy link defer the same way.
 *
 * Provide: `setConsentCookie` (writes opsCookie), `openCookiePolicy` (scroll/highlight or navigate).
 */
import { assign, setup } from 'xstate';

export const CONSENT_DELAY_MS = 300;

export interface CookieConsentInput {
  hasConsentCookie: boolean;
  /** The portal runs inside a partner's frame (/ehi-login): the partner's own page asks, not us. */
  isEmbedded?: boolean;
}
export interface CookieConsentContext {
  hasConsentCookie: boolean;
  isEmbedded: boolean;
}
export type CookieConsentEvent = { type: 'consent.accept' } | { type: 'consent.viewCookies' } | { type: 'consent.defer' };

export const cookieConsentMachine = setup({
  types: {
    input: {} as CookieConsentInput,
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
  },
  actions: {
    /** Effect: write `opsCookie` for 365 days (provided by the app). */
    setConsentCookie: () => {},
    /** Effect: show the cookie section of the privacy policy (provided by the app). */
    openCookiePolicy: () => {},
    /** Remember in context that consent now exists, so a re-render reads the truth. */
    rememberConsent: assign({ hasConsentCookie: true }),
  },
  guards: {
    hasConsentCookie: ({ context }) => context.hasConsentCookie,
    isEmbedded: ({ context }) => context.isEmbedded,
  },
  delays: {
    consentDelay: CONSENT_DELAY_MS,
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ hasConsentCookie: input.hasConsentCookie, isEmbedded: input.isEmbedded ?? false }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads whether opsCookie was present at app start.',
      always: [{ guard: 'hasConsentCookie', target: 'given' }, { guard: 'isEmbedded', target: 'notAsked' }, { target: 'waiting' }],
    },
    waiting: {
      description: 'No consent cookie: wait 300 ms before opening the modal (spec 9).',
      after: { consentDelay: 'open' },
    },
    open: {
      description: 'The consent modal is shown; the page behind it is inert.',
      tags: ['visible'],
      on: {
        'consent.accept': { target: 'given', actions: ['setConsentCookie', 'rememberConsent'] },
        'consent.viewCookies': { target: 'deferred', actions: 'openCookiePolicy' },
        // Escape, or following the privacy-policy link: close without consent, ask again next visit.
        'consent.defer': { target: 'deferred' },
      },
    },
    deferred: {
      description: 'The visitor went to read the cookie policy: closed without a cookie; asks again next visit.',
      type: 'final',
    },
    given: {
      description: 'Consent is recorded in opsCookie; the modal stays closed.',
      type: 'final',
    },
    notAsked: {
      description: "Inside a partner's frame the modal would cover the sign-in form: not asked here.",
      type: 'final',
    },
  },
});

/** The modal is visible only in `open` (a view reads this, never a stored flag). */
export const selectConsentOpen = (snapshot: { hasTag: (tag: 'visible') => boolean }) => snapshot.hasTag('visible');
