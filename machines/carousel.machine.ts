/**
 * A carousel: its slider library and its autoplay (spec 2 partner and registration logo carousels,
 * /ops promotional blocks; spec 4 "Partner carousel: own drag, autoplay and loop state"; spec 9
 * timings). Two regions run side by side; `watchVisitor` (the whole carousel's life) reports the
 * pointer over the carousel and focus in its track.
 *
 * `slider`: the slider library (keen-slider, about 6 KB gzip) owns the track, the loop and dragging,
 * and is fetched only when the carousel is about to move for the first time, never as part of the
 * first screen's work. In `waiting` CSS draws the slides exactly as the library's
 * first frame will, and `watchNearScreen` says whether the carousel is near the screen (`far`,
 * `near`). The library is fetched (`loading`) when the visitor reaches for the carousel (the pointer
 * over it, focus in its track, Previous or Next pressed) or when autoplay's first step comes due while
 * it is near the screen; a step due while it is far moves nothing anyone sees and is not kept.
 * From then on (`needed`) presses and autoplay steps go to the library: while its code is `loading`
 * (the track is busy) the view keeps the presses and one autoplay step for it. `ready`: `runSlider`
 * has the library take over the same slides (and destroys it when the carousel goes). `failed`: the
 * library could not be fetched (offline); the slides stay as CSS laid them out, links working, the
 * Previous, Next and pause controls, which could move nothing, give way to what every piece of code
 * that arrives later shows when it cannot be fetched: "The slider could not be loaded." and Retry
 * (STYLE.md "Code that arrives later"). Retry asks the slider's code again; `watchSliderCode` reports
 * it (`slider.retry`, also when another carousel of the page asked), and the library is fetched again
 * (`loading`).
 *
 * `autoplay`: when the carousel moves by itself. At start `deciding` picks `playing` when autoplay
 * is wanted, else `paused` (a visitor who prefers reduced motion gets no autoplay, WCAG 2.2.2, and
 * so no slider library until they reach for the carousel).
 *
 * `playing.running` waits the interval (2000 ms for the logo carousels) and then says a step is due
 * (`autoplay.due`), again and again; the slider region decides what the step does (`advance` once
 * the library runs or loads, fetch it when near, nothing when far). A pointer over the carousel,
 * keyboard focus inside it or a drag puts it `playing.held` (spec 9: pauses on hover); when none of
 * the three remains it runs again with a fresh interval. Previous and Next (`carousel.previous`,
 * `carousel.next`) move one slide at the navigation speed and restart the interval; the end of a
 * drag restarts it too. The pause button stops autoplay (`paused`) until the play button restarts it.
 *
 * Provide: actors `watchVisitor`, `watchNearScreen`, `loadSlider`, `runSlider`, `watchSliderCode` (the
 * DOM and the library); actions `advance` (autoplay step), `showNext`, `showPrevious` (navigation buttons).
 */
import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';

/** spec 9: the logo carousels' autoplay timeout, and the library's default one. */
export const LOGO_AUTOPLAY_MS = 2000;
export const DEFAULT_AUTOPLAY_MS = 5000;
/** spec 9: Previous/Next move at the navigation speed; autoplay at the library's default (smart) speed. */
export const NAV_SPEED_MS = 700;
export const DEFAULT_SPEED_MS = 250;

export interface CarouselInput {
  autoplay: boolean;
  intervalMs: number;
}
export interface CarouselContext {
  /** Autoplay wanted at start (false for reduced motion). */
  autoplay: boolean;
  intervalMs: number;
  hovered: boolean;
  focused: boolean;
  dragging: boolean;
}
export type CarouselEvent =
  | { type: 'slider.near' }
  | { type: 'slider.far' }
  | { type: 'slider.retry' }
  | { type: 'autoplay.due' }
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' }
  | { type: 'drag.start' }
  | { type: 'drag.end' };

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  actors: {
    /** Reports `pointer.enter`/`pointer.leave` over the carousel and `focus.enter`/`focus.leave` in its track, for its whole life. */
    watchVisitor: fromCallback(() => {
      throw new Error('watchVisitor is not provided');
    }),
    /** Reports `slider.near` and `slider.far` as the carousel comes within a margin of the screen and leaves it; stops watching when stopped. */
    watchNearScreen: fromCallback(() => {
      throw new Error('watchNearScreen is not provided');
    }),
    /** Fetches the slider library; rejects when it cannot be fetched (offline). */
    loadSlider: fromPromise<void>(() => Promise.reject(new Error('loadSlider is not provided'))),
    /** Has the fetched library take over the track; reports hover, focus and drags; destroys it when stopped. */
    runSlider: fromCallback(() => {
      throw new Error('runSlider is not provided');
    }),
    /** While the library could not be fetched: reports `slider.retry` when its code is asked for again (Retry). */
    watchSliderCode: fromCallback(() => {
      throw new Error('watchSliderCode is not provided');
    }),
  },
  actions: {
    /** Effect: autoplay moves one slide on (at the library's default speed), or keeps the step while the library loads. */
    advance: () => {},
    /** Autoplay's interval ended: the slider region decides what the step does. */
    announceStep: raise({ type: 'autoplay.due' }),
    /** Effect: the Next button moves one slide on, at the navigation speed (spec 9: 700 ms). */
    showNext: () => {},
    /** Effect: the Previous button moves one slide back, at the navigation speed. */
    showPrevious: () => {},
    /** Records what is holding the carousel still: the pointer, focus or a drag (each one on its own). */
    assignHold: assign(({ context, event }) => {
      switch (event.type) {
        case 'pointer.enter':
          return { ...context, hovered: true };
        case 'pointer.leave':
          return { ...context, hovered: false };
        case 'focus.enter':
          return { ...context, focused: true };
        case 'focus.leave':
          return { ...context, focused: false };
        case 'drag.start':
          return { ...context, dragging: true };
        case 'drag.end':
          return { ...context, dragging: false };
        default:
          return context;
      }
    }),
  },
  guards: {
    wantsAutoplay: ({ context }) => context.autoplay,
    isHeld: ({ context }) => context.hovered || context.focused || context.dragging,
  },
  delays: {
    interval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    autoplay: input.autoplay,
    intervalMs: input.intervalMs,
    hovered: false,
    focused: false,
    dragging: false,
  }),
  type: 'parallel',
  invoke: { id: 'watchVisitor', src: 'watchVisitor' },
  // Holds are tracked in every state, so resuming from `paused` knows whether it is still held. (The
  // root's transitions are taken only when neither region takes the event: a region's own transition
  // on a hold event records the hold too.)
  on: {
    'pointer.enter': { actions: 'assignHold' },
    'pointer.leave': { actions: 'assignHold' },
    'focus.enter': { actions: 'assignHold' },
    'focus.leave': { actions: 'assignHold' },
    'drag.start': { actions: 'assignHold' },
    'drag.end': { actions: 'assignHold' },
  },
  states: {
    slider: {
      initial: 'waiting',
      states: {
        waiting: {
          description:
            "CSS draws the slides as the library's first frame will; the library is fetched when the visitor reaches for the carousel.",
          invoke: { id: 'watchNearScreen', src: 'watchNearScreen' },
          initial: 'far',
          on: {
            // Reaching for the carousel: it is about to move (or hold), so its library is needed now; a
            // press is passed on at once and kept by the view until the library is there.
            'pointer.enter': { target: 'needed', actions: 'assignHold' },
            'focus.enter': { target: 'needed', actions: 'assignHold' },
            'carousel.next': { target: 'needed', actions: 'showNext' },
            'carousel.previous': { target: 'needed', actions: 'showPrevious' },
          },
          states: {
            far: {
              description: 'Away from the screen (or not yet measured): an autoplay step moves nothing anyone sees and is not kept.',
              on: { 'slider.near': 'near' },
            },
            near: {
              description: "On or near the screen: autoplay's next step fetches the library (and is kept for it).",
              on: {
                'slider.far': 'far',
                'autoplay.due': { target: '#carousel.slider.needed', actions: 'advance' },
              },
            },
          },
        },
        needed: {
          description:
            'The carousel is about to move: presses and autoplay steps go to the library (kept by the view while its code loads).',
          initial: 'loading',
          on: {
            'autoplay.due': { actions: 'advance' },
            'carousel.next': { actions: 'showNext' },
            'carousel.previous': { actions: 'showPrevious' },
          },
          states: {
            loading: {
              description: "The slider library's code is being fetched (the track is busy).",
              tags: ['sliderLoading'],
              invoke: { id: 'loadSlider', src: 'loadSlider', onDone: 'ready', onError: '#carousel.slider.failed' },
            },
            ready: {
              description: 'The library has taken over the track: it slides, loops and drags.',
              tags: ['sliderReady'],
              invoke: { id: 'runSlider', src: 'runSlider' },
            },
          },
        },
        failed: {
          description:
            'The library could not be fetched: the slides stay as laid out; in place of the controls, "The slider could not be loaded." and Retry.',
          tags: ['sliderFailed', 'error'],
          invoke: { id: 'watchSliderCode', src: 'watchSliderCode' },
          // Retry (here or in another carousel of the page) asks the code again: the library is fetched again.
          on: { 'slider.retry': 'needed' },
        },
      },
    },
    autoplay: {
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Autoplay is wanted unless the visitor prefers reduced motion.',
          always: [{ guard: 'wantsAutoplay', target: 'playing' }, { target: 'paused' }],
        },
        playing: {
          description: 'Autoplay is on (the pause button shows).',
          tags: ['autoplay'],
          initial: 'checking',
          on: {
            'carousel.pause': 'paused',
          },
          states: {
            checking: {
              description: 'Runs unless the pointer, focus or a drag holds the carousel.',
              always: [{ guard: 'isHeld', target: 'held' }, { target: 'running' }],
            },
            running: {
              description: 'Waits the interval, then says a step is due (the slider region moves one slide on, or fetches the library).',
              after: { interval: { target: 'running', reenter: true, actions: 'announceStep' } },
              on: {
                'pointer.enter': { target: 'held', actions: 'assignHold' },
                'focus.enter': { target: 'held', actions: 'assignHold' },
                'drag.start': { target: 'held', actions: 'assignHold' },
                // The slider region makes the move; here the interval starts again.
                'carousel.next': { target: 'running', reenter: true },
                'carousel.previous': { target: 'running', reenter: true },
              },
            },
            held: {
              description: 'Hovered, focused or dragged: autoplay waits (spec 9: pauses on hover).',
              on: {
                'pointer.leave': { target: 'checking', actions: 'assignHold' },
                'focus.leave': { target: 'checking', actions: 'assignHold' },
                'drag.end': { target: 'checking', actions: 'assignHold' },
              },
            },
          },
        },
        paused: {
          description: 'No autoplay: paused by the visitor, or reduced motion is preferred (the play button shows).',
          on: { 'carousel.play': 'playing' },
        },
      },
    },
  },
});

export type SliderStatus = 'waiting' | 'loading' | 'ready' | 'failed';
type SliderSnapshot = { hasTag: (tag: 'sliderLoading' | 'sliderReady' | 'sliderFailed') => boolean };

/** Where the slider library is: one word for what the track shows. */
export function selectSliderStatus(snapshot: SliderSnapshot): SliderStatus {
  if (snapshot.hasTag('sliderReady')) return 'ready';
  if (snapshot.hasTag('sliderLoading')) return 'loading';
  if (snapshot.hasTag('sliderFailed')) return 'failed';
  return 'waiting';
}

export const selectAutoplayOn = (snapshot: { hasTag: (tag: 'autoplay') => boolean }) => snapshot.hasTag('autoplay');
