/**
 * What the carousel machine (machines/carousel.machine.ts) is provided with: the DOM it watches (the visitor's
 * pointer and focus, how near the screen it is) and the slider library's work (fetching its code, mounting it
 * on the track, the moves kept while it loads). carousel.tsx renders the machine's state; this is its effects.
 */
import type { KeenSliderOptions } from 'keen-slider';
import { fromCallback, fromPromise } from 'xstate';
import { DEFAULT_SPEED_MS, NAV_SPEED_MS, type CarouselEvent } from '../../../machines/carousel.machine.ts';
import { createCodeLoader } from '../code/code-loader.ts';
import type { MountedSlider, SliderMove } from '../../components/content/carousel-slider.ts';

type Send = (event: CarouselEvent) => void;
type SliderCode = typeof import('../../components/content/carousel-slider.ts');

/**
 * The slider's code and keen-slider's (one chunk), through its code loader (machines/code-loader.machine.ts),
 * shared by every carousel of the page: fetched on demand; when it cannot be fetched every carousel waiting for
 * it says so with Retry (components/code-unavailable.tsx), and one Retry serves them all.
 */
export const sliderCode = createCodeLoader<SliderCode>('The slider', () => import('../../components/content/carousel-slider.ts'));

/** How far outside the screen a carousel counts as near: its autoplay step then fetches the slider, so it moves when seen. */
const NEAR_MARGIN = '300px';

/**
 * The carousel's widget state: the slider once mounted, and the moves kept for it. A closure, not a class:
 * its state is local variables, private to the holder. Not flow state: when and whether the slider loads
 * is the machine's `slider` region.
 */
export function createSliderHolder() {
  let slider: MountedSlider | null = null;
  /** Slides to move by (and at what speed) once the slider exists: presses made while it loads. */
  let pending: SliderMove | null = null;
  return {
    /** Moves the slider, or keeps the move for when it exists (a press must not be lost). */
    move(by: number, duration: number) {
      if (slider) slider.move(by, duration);
      else pending = { by: (pending?.by ?? 0) + by, duration };
    },
    /** An autoplay step; while the slider loads one step is kept (the machine sends none before), unless a press is waiting. */
    advance(by: number, duration: number) {
      if (slider) slider.move(by, duration);
      else pending ??= { by, duration };
    },
    /** `runSlider`: keen-slider takes over the track, with the moves kept; destroyed when the machine leaves `ready`. */
    run(track: HTMLElement | null, options: KeenSliderOptions, send: Send): () => void {
      const code = sliderCode.code();
      if (!track || !code) return () => {};
      const mounted = code.mountSlider(track, options, send, pending);
      pending = null;
      slider = mounted;
      return () => {
        slider = null;
        mounted.destroy();
      };
    },
  };
}
type SliderHolder = ReturnType<typeof createSliderHolder>;

/**
 * `watchVisitor`, for the carousel's whole life: the pointer over the whole carousel, buttons included
 * (spec 9: pause on hover), and keyboard focus in its track. Returns the cleanup.
 */
function watchVisitor(track: HTMLElement | null, send: Send): () => void {
  const root = track?.closest<HTMLElement>('.carousel');
  if (!track || !root) return () => {};
  const listeners: Array<[HTMLElement, string, EventListener]> = [
    [root, 'pointerenter', () => send({ type: 'pointer.enter' })],
    [root, 'pointerleave', () => send({ type: 'pointer.leave' })],
    [track, 'focusin', () => send({ type: 'focus.enter' })],
    [
      track,
      'focusout',
      (event) => {
        const next = (event as FocusEvent).relatedTarget as Node | null;
        if (!next || !track.contains(next)) send({ type: 'focus.leave' });
      },
    ],
  ];
  for (const [element, type, listener] of listeners) element.addEventListener(type, listener);
  return () => {
    for (const [element, type, listener] of listeners) element.removeEventListener(type, listener);
  };
}

/**
 * `watchNearScreen`: `slider.near` when the carousel comes within NEAR_MARGIN of the screen, `slider.far`
 * when it leaves. Until keen-slider takes over, slides outside the track's box are made inert too (as it
 * will make them). Returns the cleanup.
 *
 * Both wait for the intersection observer's first report, which the browser sends after the frame
 * that draws the carousel: the slides' layout reads then cost no forced layout before the first paint
 * (they were 33 ms of it on /ops at 4x CPU). Not a timer: a fake page clock would hold a timer back.
 */
function watchNearScreen(track: HTMLElement | null, send: Send): () => void {
  const root = track?.closest<HTMLElement>('.carousel');
  if (!track || !root) return () => {};
  let measured = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!measured) {
        measured = true;
        markOffscreenInert(track);
      }
      const entry = entries[entries.length - 1];
      if (entry) send({ type: entry.isIntersecting ? 'slider.near' : 'slider.far' });
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(root);
  return () => observer.disconnect();
}

/** Slides outside the track's box, as keen-slider will find them, are inert. */
function markOffscreenInert(container: HTMLElement) {
  const box = container.getBoundingClientRect();
  for (const slide of Array.from(container.children) as HTMLElement[]) {
    const rect = slide.getBoundingClientRect();
    slide.inert = Math.min(rect.right, box.right) - Math.max(rect.left, box.left) <= rect.width / 2;
  }
}

/**
 * `watchSliderCode`, while the slider could not be fetched: `slider.retry` once its code is asked for again
 * (Retry in this carousel or in another one of the page), so every carousel waiting for it loads it again.
 */
function watchSliderCode(send: Send): () => void {
  const asked = (snapshot: ReturnType<typeof sliderCode.actor.getSnapshot>) => !snapshot.matches('failed');
  if (asked(sliderCode.actor.getSnapshot())) {
    send({ type: 'slider.retry' });
    return () => {};
  }
  const subscription = sliderCode.actor.subscribe((snapshot) => {
    if (asked(snapshot)) send({ type: 'slider.retry' });
  });
  return () => subscription.unsubscribe();
}

export interface CarouselSetup {
  /** The track's element id (the actors run after the view has drawn it). */
  trackId: string;
  holder: SliderHolder;
  perView: number | 'auto';
  spacing: number;
  reducedMotion: boolean;
}

/**
 * The carousel machine's DOM and library work, for `carouselMachine.provide(...)` in the view's render
 * (docs/architecture.md "One actor idiom").
 */
export function carouselEffects({ trackId, holder, perView, spacing, reducedMotion }: CarouselSetup) {
  const speed = (ms: number) => (reducedMotion ? 0 : ms);
  const track = () => document.getElementById(trackId);
  const move = (by: number, duration: number) => holder.move(by, speed(duration));
  const options: KeenSliderOptions = {
    loop: true,
    slides: { perView, spacing },
    defaultAnimation: { duration: speed(NAV_SPEED_MS) },
  };
  return {
    actors: {
      watchVisitor: fromCallback(({ sendBack }) => watchVisitor(track(), sendBack)),
      watchNearScreen: fromCallback(({ sendBack }) => watchNearScreen(track(), sendBack)),
      // Rejects when the code cannot be fetched (offline): the machine is then `failed`.
      loadSlider: fromPromise(async () => {
        await sliderCode.get();
      }),
      runSlider: fromCallback(({ sendBack }) => holder.run(track(), options, sendBack)),
      watchSliderCode: fromCallback(({ sendBack }) => watchSliderCode(sendBack)),
    },
    actions: {
      advance: () => holder.advance(1, speed(DEFAULT_SPEED_MS)),
      showNext: () => move(1, NAV_SPEED_MS),
      showPrevious: () => move(-1, NAV_SPEED_MS),
    },
  };
}
