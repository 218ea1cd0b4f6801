/**
 * Sending one of the portal's forms (spec 2, 5, 7): contact, subscribe, support request, the two
 * e-mail captures and the remote-support form. Field values, touched fields and per-field messages
 * are react-final-form's (the view wires the two); this chart decides what a form arrives with, when
 * the browser may post, what stops it, and what the visitor is told.
 *
 * `arriving` settles the draft of the last post (form-draft in the app). A form that carries a return
 * URL keeps what was typed as a draft from Send until the lead service confirms the post by sending
 * the browser back with status=200 (spec 4): arriving with that confirmation drops the draft (effect
 * `dropDraft`) and brings nothing back. Otherwise such a form is `restoring`: it reads the draft of a
 * post the service never confirmed (invoke `readDraft`), since what was typed must not be lost. A form
 * whose service never sends the browser back (the remote-support download) keeps what was typed when
 * it posts and is `restoring` too: its draft comes back only when the page was opened with Back. A
 * draft found is the context's `draft`, the values the form starts from, and the form says so.
 *
 * `checking` looks at the input: without a configuration there is nowhere to post, and a form that
 * needs a captcha cannot be sent without a captcha site key; both are `unavailable` (the form says
 * why, keeps what was typed, and Send explains instead of posting). Otherwise the form is `active`,
 * with two regions side by side:
 * - `captcha`: `notRequired`, or `loading` the provider's script (invoke `loadCaptcha`), then
 *   `ready` with the widget running (invoke `captchaWidget`), `unanswered` or `answered`; an answer
 *   expires back to `unanswered`; a script or widget failure is `failed` until the visitor retries.
 * - `submission`: `editing` until Send. Send with field errors, or with the captcha not answered,
 *   stays in `editing`, counts the rejection and moves focus to the error summary; nothing typed is
 *   cleared. Otherwise `submitting` (a form confirmed by status first saves its draft, `saveDraft`,
 *   because the browser leaves with the post and a failing service takes the page with it): the
 *   form is posted natively (form-encoded) and the browser leaves for the lead service, which 302s
 *   back with status=200. A service that has not answered after SLOW_POST_MS is `slow`: the view
 *   says it is still sending, so a hanging service never leaves a spinner without a word. If the
 *   browser brings this page back from its history cache, the form is `editing` again and a used
 *   captcha answer is reset.
 * While `active`, the page's helper scripts load (invoke `loadPageScripts`; a failed load changes
 * nothing the visitor sees, spec 8).
 *
 * Provide: actors `readDraft`, `loadCaptcha`, `captchaWidget`, `loadPageScripts`; actions `postForm`,
 * `focusErrorSummary`, `saveDraft`, `dropDraft`.
 */
import { and, assign, fromCallback, fromPromise, not, sendTo, setup, stateIn, type EventObject, type SnapshotFrom } from 'xstate';

export type UnavailableReason = 'config' | 'captcha';

/** After this long without an answer from the lead service, the visitor is told it is still sending (docs/faults.md "Lead capture"). */
export const SLOW_POST_MS = 8_000;

export interface FormSubmissionInput {
  /** False when the startup configuration is missing: no action URL to post to (spec 8). */
  configured: boolean;
  /** The contact form needs a captcha answer (spec 5). */
  captchaRequired: boolean;
  captchaSiteKey?: string;
  captchaScriptUrl?: string;
  /** Scripts the page loads on init (spec 7: lead-capture helper, analytics when enabled). */
  pageScripts?: string[];
  /** The form carries a return URL: the service confirms a post by coming back with status=200 (spec 4). */
  confirmsWithStatus?: boolean;
  /** This page arrived with status=200: the last post was confirmed. */
  confirmed?: boolean;
  /**
   * The form's service never sends the browser back (the remote-support download): what was typed
   * is kept when it posts and comes back when the visitor returns with Back.
   */
  keepsTypedOnBack?: boolean;
}

/** What a draft holds: each visible field's text, or the chosen options of a group of checkboxes. */
export type FormDraft = Record<string, string | string[]>;

/**
 * Which draft `readDraft` looks for: the draft of a post the service never confirmed (kept until it
 * does), or what was typed into a form whose service never returns (only after Back, and taken).
 * What it finds may also be what was typed before the page was loaded again to fetch code the browser
 * kept as failed (`keptOverReload`, machines/code-loader.machine.ts `reloading`): found first, and taken.
 */
export type DraftKind = 'unconfirmedPost' | 'typedBeforeBack' | 'keptOverReload';

export interface FormSubmissionContext {
  configured: boolean;
  captchaRequired: boolean;
  captchaSiteKey: string;
  captchaScriptUrl: string;
  pageScripts: string[];
  confirmsWithStatus: boolean;
  confirmed: boolean;
  keepsTypedOnBack: boolean;
  /** The draft this form arrived with (restored into its fields), or null. */
  draft: FormDraft | null;
  /** Which draft it is (the notice the form shows says why the fields are filled in), or null. */
  draftKind: DraftKind | null;
  /** How many times Send was refused; the view moves focus to the summary each time. */
  rejectedAttempts: number;
  unavailable: UnavailableReason | null;
}

export type FormSubmissionEvent =
  | { type: 'form.submit'; hasFieldErrors: boolean }
  | { type: 'captcha.answered' }
  | { type: 'captcha.expired' }
  | { type: 'captcha.retry' }
  | { type: 'page.restored' }
  /** What `readDraft` found in the tab's storage: the draft and which kind it is, or null when there is none (or it is too old). */
  | { type: 'draft.read'; draft: FormDraft | null; kind: DraftKind };

/** The one state in which the captcha counts as answered (spec 5: required before Send). */
const CAPTCHA_ANSWERED = { active: { captcha: { ready: 'answered' } } } as const;

/** What the widget actor is told: a used answer must be reset before the next post. */
export type CaptchaWidgetCommand = { type: 'captcha.reset' };

export const formSubmissionMachine = setup({
  types: {
    input: {} as FormSubmissionInput,
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
  },
  actors: {
    /**
     * Reads the kept draft of this form from the tab's storage and reports `draft.read` at once (a
     * synchronous read: the form starts from its draft, not from empty fields first).
     */
    readDraft: fromCallback<EventObject, { kind: DraftKind }>(() => {
      throw new Error('readDraft is not provided');
    }),
    /** Loads the captcha provider's script; resolves when its browser API is ready. */
    loadCaptcha: fromPromise<void, { scriptUrl: string }>(() => Promise.reject(new Error('loadCaptcha is not provided'))),
    /** Renders the widget and reports `captcha.answered` / `captcha.expired`; receives `captcha.reset`. */
    captchaWidget: fromCallback<CaptchaWidgetCommand, { siteKey: string }>(() => {
      throw new Error('captchaWidget is not provided');
    }),
    /** Loads the page's helper scripts; a failure is logged, never shown (spec 8). */
    loadPageScripts: fromPromise<void, { urls: string[] }>(() => Promise.reject(new Error('loadPageScripts is not provided'))),
  },
  actions: {
    /** Effect: post the form natively, so the browser leaves for the lead service (spec 4, 7). */
    postForm: () => {},
    /** Effect: move focus to the error summary, after the view has drawn it. */
    focusErrorSummary: () => {},
    /** Effect: keep what was typed, because the browser leaves with the post and a failing service takes the page. */
    saveDraft: () => {},
    /** Effect: forget the draft, because the service's return with status=200 confirmed the post (spec 4). */
    dropDraft: () => {},
    /** Count the refusal: the view shows the summary and focuses it again on every refused Send. */
    countRejection: assign({ rejectedAttempts: ({ context }) => context.rejectedAttempts + 1 }),
    /** A posted answer is spent: the widget must ask again before the next post. */
    resetCaptchaWidget: sendTo('captchaWidget', { type: 'captcha.reset' } satisfies CaptchaWidgetCommand),
    /** The draft found becomes what the form starts from. */
    assignDraft: assign(({ event }) =>
      event.type === 'draft.read' ? { draft: event.draft, draftKind: event.kind } : { draft: null, draftKind: null },
    ),
    markUnconfigured: assign({ unavailable: 'config' as UnavailableReason }),
    markCaptchaUnconfigured: assign({ unavailable: 'captcha' as UnavailableReason }),
  },
  guards: {
    isConfirmed: ({ context }) => context.confirmed,
    isDraftKept: ({ context }) => context.confirmsWithStatus,
    /** A form that keeps drafts, arriving without the confirmation: it looks for one. */
    isLookingForDraft: ({ context }) => context.confirmsWithStatus || context.keepsTypedOnBack,
    hasDraft: ({ event }) => event.type === 'draft.read' && event.draft !== null,
    isUnconfigured: ({ context }) => !context.configured,
    isCaptchaUnconfigured: ({ context }) =>
      context.captchaRequired && (context.captchaSiteKey.trim() === '' || context.captchaScriptUrl.trim() === ''),
    isCaptchaRequired: ({ context }) => context.captchaRequired,
    hasFieldErrors: ({ event }) => event.type === 'form.submit' && event.hasFieldErrors,
    /** Whether the captcha is answered is the state `active.captcha.ready.answered`, not a flag beside it. */
    isCaptchaUnanswered: and(['isCaptchaRequired', not(stateIn(CAPTCHA_ANSWERED))]),
  },
  delays: {
    slowPost: SLOW_POST_MS,
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({
    configured: input.configured,
    captchaRequired: input.captchaRequired,
    captchaSiteKey: input.captchaSiteKey ?? '',
    captchaScriptUrl: input.captchaScriptUrl ?? '',
    pageScripts: input.pageScripts ?? [],
    confirmsWithStatus: input.confirmsWithStatus ?? false,
    confirmed: input.confirmed ?? false,
    keepsTypedOnBack: input.keepsTypedOnBack ?? false,
    draft: null,
    draftKind: null,
    rejectedAttempts: 0,
    unavailable: null,
  }),
  initial: 'arriving',
  states: {
    arriving: {
      description:
        "Settles the last post's draft: a return with status=200 confirmed it, so the draft is dropped; a form that keeps drafts looks for one.",
      always: [
        { guard: 'isConfirmed', target: 'checking', actions: 'dropDraft' },
        { guard: 'isLookingForDraft', target: 'restoring' },
        { target: 'checking' },
      ],
    },
    restoring: {
      description:
        'Reads the draft of a post the service never confirmed (or, after Back, what was typed before leaving): found, the form starts from it and says so.',
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        input: ({ context }) => ({ kind: context.confirmsWithStatus ? ('unconfirmedPost' as const) : ('typedBeforeBack' as const) }),
        // A store that cannot be read: the form starts empty, as with no draft.
        onError: 'checking',
      },
      on: {
        'draft.read': [{ guard: 'hasDraft', target: 'checking', actions: 'assignDraft' }, { target: 'checking' }],
      },
    },
    checking: {
      description: 'Reads the input: is there a configuration, and a captcha site key when one is needed?',
      always: [
        { guard: 'isUnconfigured', target: 'unavailable', actions: 'markUnconfigured' },
        { guard: 'isCaptchaUnconfigured', target: 'unavailable', actions: 'markCaptchaUnconfigured' },
        { target: 'active' },
      ],
    },
    unavailable: {
      description: 'Nowhere to post, or no captcha site key: the form says why and Send explains instead of posting.',
      tags: ['error'],
      on: {
        'form.submit': { actions: ['countRejection', 'focusErrorSummary'] },
      },
    },
    active: {
      description: 'The form can be filled in and sent.',
      type: 'parallel',
      invoke: {
        id: 'loadPageScripts',
        src: 'loadPageScripts',
        input: ({ context }) => ({ urls: context.pageScripts }),
      },
      states: {
        captcha: {
          initial: 'checking',
          states: {
            checking: {
              description: 'Does this form need a captcha answer?',
              always: [{ guard: 'isCaptchaRequired', target: 'loading' }, { target: 'notRequired' }],
            },
            notRequired: {
              description: 'This form is sent without a captcha.',
            },
            loading: {
              description: "The captcha provider's script is loading.",
              tags: ['captchaLoading'],
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                input: ({ context }) => ({ scriptUrl: context.captchaScriptUrl }),
                onDone: 'ready',
                onError: 'failed',
              },
            },
            failed: {
              description: 'The captcha could not be loaded or shown; the visitor can try again.',
              tags: ['error'],
              on: { 'captcha.retry': 'loading' },
            },
            ready: {
              description: 'The captcha widget is shown.',
              invoke: {
                id: 'captchaWidget',
                src: 'captchaWidget',
                input: ({ context }) => ({ siteKey: context.captchaSiteKey }),
                onError: 'failed',
              },
              initial: 'unanswered',
              states: {
                unanswered: {
                  description: 'The visitor has not answered the captcha yet (or the answer expired).',
                  on: { 'captcha.answered': 'answered' },
                },
                answered: {
                  description: 'The captcha is answered; the answer travels with the post.',
                  on: {
                    'captcha.expired': 'unanswered',
                    'page.restored': { target: 'unanswered', actions: 'resetCaptchaWidget' },
                  },
                },
              },
            },
          },
        },
        submission: {
          initial: 'editing',
          states: {
            editing: {
              description: 'The visitor fills in the form; errors show after a refused Send.',
              on: {
                'form.submit': [
                  { guard: 'hasFieldErrors', actions: ['countRejection', 'focusErrorSummary'] },
                  { guard: 'isCaptchaUnanswered', actions: ['countRejection', 'focusErrorSummary'] },
                  // Transition actions run before the target's entry: the draft is saved before postForm.
                  { guard: 'isDraftKept', target: 'submitting', actions: 'saveDraft' },
                  { target: 'submitting' },
                ],
              },
            },
            submitting: {
              description: 'The form is posted natively; the browser is leaving for the lead service.',
              tags: ['busy'],
              entry: 'postForm',
              on: { 'page.restored': 'editing' },
              initial: 'waiting',
              states: {
                waiting: {
                  description: 'The lead service has not answered yet.',
                  after: { slowPost: 'slow' },
                },
                slow: {
                  description: 'No answer after SLOW_POST_MS: the visitor is told it is still sending; what was typed stays.',
                  tags: ['slow'],
                },
              },
            },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof formSubmissionMachine>;

export const selectIsSubmitting = (snapshot: Snapshot): boolean => snapshot.hasTag('busy');
export const selectIsSlowToSend = (snapshot: Snapshot): boolean => snapshot.hasTag('slow');
export const selectRejectedAttempts = (snapshot: Snapshot): number => snapshot.context.rejectedAttempts;
/**
 * Whether the form looks for the draft of a post the service never confirmed (`restoring`): only a
 * form that is confirmed by status keeps such drafts, and a confirmed arrival has just dropped its draft.
 */
export const selectRestoresDraft = (snapshot: Snapshot): boolean => snapshot.context.confirmsWithStatus && !snapshot.context.confirmed;
/** The draft the form starts from (its fields' values), or null: the same object for the form's life. */
export const selectDraft = (snapshot: Snapshot): FormDraft | null => snapshot.context.draft;
/** Which notice says that what was typed is back: after an unconfirmed post, after Back, after a reload that kept it, or none. */
export const selectRestoredDraft = (snapshot: Snapshot): DraftKind | null =>
  snapshot.context.draft === null ? null : snapshot.context.draftKind;
export const selectUnavailableReason = (snapshot: Snapshot): UnavailableReason | null => snapshot.context.unavailable;

export type CaptchaStatus = 'notRequired' | 'loading' | 'failed' | 'unanswered' | 'answered' | 'unavailable';

/** One word for what the captcha area shows. */
export function selectCaptchaStatus(snapshot: Snapshot): CaptchaStatus {
  if (snapshot.matches('unavailable')) return 'unavailable';
  // Still settling the draft (a moment after arrival): the captcha is about to load.
  if (!snapshot.matches('active')) return snapshot.context.captchaRequired ? 'loading' : 'notRequired';
  if (snapshot.matches({ active: { captcha: 'loading' } })) return 'loading';
  if (snapshot.matches({ active: { captcha: 'failed' } })) return 'failed';
  if (snapshot.matches({ active: { captcha: { ready: 'answered' } } })) return 'answered';
  if (snapshot.matches({ active: { captcha: 'ready' } })) return 'unanswered';
  return 'notRequired';
}

/** The captcha error shows once Send was refused while the captcha still needs an answer. */
export const selectCaptchaMissing = (snapshot: Snapshot): boolean =>
  snapshot.context.rejectedAttempts > 0 && snapshot.context.captchaRequired && !snapshot.matches(CAPTCHA_ANSWERED);
