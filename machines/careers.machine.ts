/**
 * Careers loading (spec 2 "Careers page" and "Career detail", spec 8 "Unknown career path").
 *
 * One machine serves both careers pages; its input says which. `routing` picks the branch at start.
 *
 * `list` (/careers and /careers/{anchor}): `loading` fetches the careers file (invokes
 * `loadCareers`) for the 'current opportunities' table; the table is then `shown`, or the load
 * `failed` (a message and a retry). Once the page has its final layout (shown or failed) it scrolls
 * to the anchor named in the route, if that anchor is one of the page's own sections (the input's
 * `sectionAnchors`); the page tells the machine the route's anchor whenever it renders
 * (`anchor.requested`): the anchor it already has changes nothing, a new one scrolls again, or
 * waits for the load to finish. The anchor comes from the address, so it is never trusted as an element id:
 * an anchor that is not a section (`/careers/main`, the id of a menu or a heading) leaves the page
 * where it is, with no scroll, no error and focus untouched (spec 2 is silent on unknown anchors).
 *
 * `detail` (/career/{careerName}): `loading` scrolls to the top and looks the job up by path,
 * case-insensitively (invokes `loadCareer`, which answers null for no match). A match is `shown`; no
 * match is `notFound`, whose entry redirects to /page-not-found; a failed load is `failed`, with a
 * retry. The page tells the machine the route's name whenever it renders (`career.requested`): the
 * name it already has changes nothing, a new one loads again.
 *
 * Provide: actors `loadCareers`, `loadCareer`; actions `scrollToAnchor`, `scrollToTop`,
 * `redirectToNotFound`.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import { failedState, loadErrorMessage, onLoadError } from './load-failure.ts';

/** A career as the views show it (spec 3 "Career"); the content loader uses this type (src/content/careers.ts). */
export interface CareerSummary {
  /** The route segment of /career/{careerName}; kebab-case so it is stable in links. */
  path: string;
  position: string;
  description: string;
  /** Shown in the opportunities table's Description and Requirements columns. */
  descriptionShort: string;
  requirementsShort: string;
  banner?: string | undefined;
  requirementColumns: ReadonlyArray<{
    items: ReadonlyArray<{
      title: string;
      subtitle?: string | undefined;
      content: ReadonlyArray<{ item: string; subItem?: readonly string[] | undefined }>;
    }>;
  }>;
}

export type CareersInput =
  | {
      view: 'list';
      anchor: string | null;
      /** The ids of the page's own sections: the only anchors /careers/{anchor} scrolls to (spec 2). */
      sectionAnchors: readonly string[];
    }
  | { view: 'detail'; path: string };

export interface CareersContext {
  view: 'list' | 'detail';
  /** The anchor named in /careers/{anchor} (not necessarily a section), or null. */
  anchor: string | null;
  /** The page's own section ids ([] for the detail). */
  sectionAnchors: readonly string[];
  /** The job path named in /career/{careerName} ('' for the list). */
  path: string;
  careers: readonly CareerSummary[];
  career: CareerSummary | null;
  error: string | null;
}

export type CareersEvent =
  { type: 'careers.retry' } | { type: 'anchor.requested'; anchor: string | null } | { type: 'career.requested'; path: string };

/** True when `anchor` names one of the page's sections (exactly: ids are case-sensitive). */
const isSection = (sectionAnchors: readonly string[], anchor: string | null): anchor is string =>
  anchor !== null && sectionAnchors.includes(anchor);

export const careersMachine = setup({
  types: {
    input: {} as CareersInput,
    context: {} as CareersContext,
    events: {} as CareersEvent,
  },
  actors: {
    /** Resolves with every career of the careers file; rejects when it cannot be read. */
    loadCareers: fromPromise<readonly CareerSummary[]>(() => Promise.reject(new Error('loadCareers not provided'))),
    /** Resolves with the career whose path matches case-insensitively, or null; rejects on a failed load. */
    loadCareer: fromPromise<CareerSummary | null, { path: string }>(() => Promise.reject(new Error('loadCareer not provided'))),
  },
  actions: {
    /** Effect: scroll to the section whose id is the anchor (spec 2: 'It scrolls to the anchor named in the route'). */
    scrollToAnchor: (_, _params: { anchor: string }) => {},
    /** Effect: a job description opens at its top (spec 2). */
    scrollToTop: () => {},
    /** Effect: replace the route with /page-not-found (spec 2, 8). */
    redirectToNotFound: () => {},
    assignCareers: assign({ careers: (_, careers: readonly CareerSummary[]) => careers, error: null }),
    assignCareer: assign({ career: (_, career: CareerSummary) => career, error: null }),
    assignAnchor: assign({ anchor: ({ event }) => (event.type === 'anchor.requested' ? event.anchor : null) }),
    /** A new job from the route: forget the previous one so it is never shown under the new URL. */
    assignPath: assign({ path: ({ event }) => (event.type === 'career.requested' ? event.path : ''), career: null }),
    assignError: assign({ error: (_, error: unknown) => loadErrorMessage(error) }),
  },
  guards: {
    isDetailView: ({ context }) => context.view === 'detail',
    isFound: (_, career: CareerSummary | null) => career !== null,
    /** The route's anchor is one of the page's sections: anything else is not scrolled to or focused. */
    isSectionAnchor: ({ context }) => isSection(context.sectionAnchors, context.anchor),
    isRequestedSectionAnchor: ({ context, event }) => event.type === 'anchor.requested' && isSection(context.sectionAnchors, event.anchor),
    /** The route names another anchor than the one it named last (the same one is no request). */
    isNewAnchor: ({ context, event }) => event.type === 'anchor.requested' && event.anchor !== context.anchor,
    /** The route names another job than the one shown or being looked up (the same one is no request). */
    isNewPath: ({ context, event }) => event.type === 'career.requested' && event.path !== context.path,
  },
}).createMachine({
  id: 'careers',
  context: ({ input }) => ({
    view: input.view,
    anchor: input.view === 'list' ? input.anchor : null,
    sectionAnchors: input.view === 'list' ? input.sectionAnchors : [],
    path: input.view === 'detail' ? input.path : '',
    careers: [],
    career: null,
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Chooses the list or the job-detail branch from the input.',
      always: [{ guard: 'isDetailView', target: 'detail' }, { target: 'list' }],
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          description: "The careers file is being fetched for the 'current opportunities' table.",
          tags: ['busy'],
          on: { 'anchor.requested': { guard: 'isNewAnchor', actions: 'assignAnchor' } },
          invoke: {
            id: 'loadCareers',
            src: 'loadCareers',
            onDone: { target: 'arrived', actions: { type: 'assignCareers', params: ({ event }) => event.output } },
            onError: onLoadError,
          },
        },
        arrived: {
          description: "The table is in place: scroll to the anchor named in the route, if it is one of the page's sections.",
          always: [
            {
              guard: 'isSectionAnchor',
              target: 'shown',
              actions: { type: 'scrollToAnchor', params: ({ context }) => ({ anchor: context.anchor ?? '' }) },
            },
            { target: 'shown' },
          ],
        },
        shown: {
          description: 'The marketing sections, tiles and the opportunities table are shown.',
          on: { 'anchor.requested': { guard: 'isNewAnchor', target: 'arrived', actions: 'assignAnchor' } },
        },
        failed: {
          description: 'The table could not be loaded: a message and a Retry button (the rest of the page stays).',
          tags: ['error'],
          on: {
            'careers.retry': 'loading',
            'anchor.requested': [
              {
                guard: and(['isNewAnchor', 'isRequestedSectionAnchor']),
                actions: ['assignAnchor', { type: 'scrollToAnchor', params: ({ event }) => ({ anchor: event.anchor ?? '' }) }],
              },
              { guard: 'isNewAnchor', actions: 'assignAnchor' },
            ],
          },
        },
      },
    },
    detail: {
      initial: 'loading',
      on: {
        'career.requested': { guard: 'isNewPath', target: '.loading', reenter: true, actions: 'assignPath' },
      },
      states: {
        loading: {
          description: 'Scrolled to the top; the job named in the route is being looked up.',
          tags: ['busy'],
          entry: 'scrollToTop',
          invoke: {
            id: 'loadCareer',
            src: 'loadCareer',
            input: ({ context }) => ({ path: context.path }),
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'assignCareer', params: ({ event }) => event.output as CareerSummary },
              },
              { target: 'notFound' },
            ],
            onError: onLoadError,
          },
        },
        shown: {
          description: "The job is shown: banner, position, 'Job Description', requirements, Back to Careers, Apply Now.",
        },
        notFound: {
          description: 'No job has this path: the route is replaced with /page-not-found.',
          entry: 'redirectToNotFound',
        },
        failed: failedState('The job could not be loaded: a message and a Retry button.', 'careers.retry'),
      },
    },
  },
});

type CareersSnapshot = {
  context: CareersContext;
  hasTag: (tag: 'busy' | 'error') => boolean;
  matches: (value: { list: 'shown' } | { detail: 'shown' }) => boolean;
};

export const selectCareersLoading = (snapshot: CareersSnapshot) => snapshot.hasTag('busy');
export const selectCareersFailed = (snapshot: CareersSnapshot) => snapshot.hasTag('error');
export const selectCareerListShown = (snapshot: CareersSnapshot) => snapshot.matches({ list: 'shown' });
export const selectCareerShown = (snapshot: CareersSnapshot) => snapshot.matches({ detail: 'shown' });
/** Every career, in file order (a stable reference, replaced only by a load). */
export const selectCareers = (snapshot: CareersSnapshot) => snapshot.context.careers;
/** The shown job (a stable reference), or null. */
export const selectCareer = (snapshot: CareersSnapshot) => snapshot.context.career;
