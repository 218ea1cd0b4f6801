import { useActorRef, useSelector } from '@xstate/react';
import type { KeenSliderOptions } from 'keen-slider';
import 'keen-slider/keen-slider.min.css';
import { Children, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import {
  DEFAULT_SPEED_MS,
  NAV_SPEED_MS,
  carouselMachine,
  selectAutoplayOn,
  selectSliderStatus,
  type CarouselEvent,
} from '../../../machines/carousel.machine.ts';
import { createCodeLoader } from '../../actors/code/code-loader.ts';
import { useFirstScreenDone } from '../../app/first-screen.ts';
import type { MountedSlider, SliderMove } from './carousel-slider.ts';
import { prefersReducedMotion } from './reduced-motion.ts';
import './carousel.css';

export interface CarouselProps {
  /** The carousel's accessible name, e.g. 'Partner logos'. */
  label: string;
  children: ReactNode;
  /** Slides in view: a number, or 'auto' to take each slide's CSS width (spec 9: automatic width). */
  perView: number | 'auto';
  spacing?: number;
  /** Autoplay interval; 0 turns autoplay off. */
  intervalMs: number;
  /** Layout variant: `logos` (small logo tiles) or `blocks` (one large block at a time). */
  variant: 'logos' | 'blocks';
}

type Send = (event: CarouselEvent) => void;
type SliderCode = typeof import('./carousel-slider.ts');

/**
 * The carousel's widget state: the slider's code once fetched, the slider once mounted, and the moves
 * kept for it. The carousel machine's provided actors and actions work through it. A closure, not a
 * class: its state is local variables, private to the holder.
 */
function createSliderHolder() {
  let slider: MountedSlider | null = null;
  /** Slides to move by (and at what speed) once the slider exists: presses made while it loads. */
  let pending: SliderMove | null = null;
  return {
    /** `loadSlider`: fetches the slider's code with keen-slider's (rejects offline). */
    async load(): Promise<void> {
      await sliderCode.get();
    },
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

/** How far outside the screen a carousel counts as near: its autoplay step then fetches the slider, so it moves when seen. */
const NEAR_MARGIN = '300px';

/**
 * The slider's code and keen-slider's (one chunk), through its code loader (machines/code-loader.machine.ts),
 * shared by every carousel of the page: fetched on demand; offline the carousel stays laid out by CSS.
 */
const sliderCode = createCodeLoader<SliderCode>('The slider', () => import('./carousel-slider.ts'));

/**
 * The carousel machine's `watchVisitor`, for the carousel's whole life: the pointer over the whole
 * carousel, buttons included (spec 9: pause on hover), and keyboard focus in its track. Returns the cleanup.
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
 * The carousel machine's `watchNearScreen`: `slider.near` when the carousel comes within NEAR_MARGIN
 * of the screen, `slider.far` when it leaves. Until keen-slider takes over, slides outside the
 * track's box are made inert too (as it will make them). Returns the cleanup.
 *
 * Both wait for the intersection observer's first report, which the browser sends after the frame
 * that draws the carousel: the slides' layout reads then cost no forced layout before the first paint
 * (they were 33 ms of it on /ops at 4x CPU). Not a timer: a fake page clock
 * would hold a timer back.
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
 * A carousel on keen-slider (spec 2, 9): loops, autoplays at `intervalMs` unless the visitor prefers
 * reduced motion, holds on hover and focus, drags by mouse and touch; Previous, Next and a
 * pause/play button work by keyboard (the WAI-ARIA carousel pattern).
 *
 * The slides are ordinary markup, and CSS alone draws the carousel's first frame exactly as
 * keen-slider's first frame (carousel.css: the same slide widths and positions, so nothing shifts
 * when it takes over). keen-slider (about 6 KB gzip, with carousel-slider.ts) is fetched only when the
 * carousel is about to move for the first time: the visitor points at it, touches it, focuses its
 * track or presses Previous or Next, or autoplay's first step comes due while it is near the screen
 * (2 s after a logo carousel appears, 5 s for the /ops blocks), so it is never part of the first
 * screen's work (keen-slider is about 6 KB gzip). A press made while it loads is kept, and so is that autoplay
 * step. When and whether it loads are the carousel machine's states (`slider`); this view renders
 * them and provides the DOM and library work.
 */
export function Carousel({ label, children, perView, spacing = 16, intervalMs, variant }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = prefersReducedMotion();
  // The slider instance and the presses kept for it: widget state, not the flow (the machine has that).
  const [holder] = useState(createSliderHolder);
  const id = useId();

  // Built again only when what the actors read changes: provide() copies the whole machine, which costs start-up time.
  const logic = useMemo(() => {
    const speed = (ms: number) => (reducedMotion ? 0 : ms);
    // The track, for the provided actors (they run after the view has drawn it).
    const track = () => document.getElementById(`${id}-track`);
    const move = (by: number, duration: number) => holder.move(by, speed(duration));
    const options: KeenSliderOptions = {
      loop: true,
      slides: { perView, spacing },
      defaultAnimation: { duration: speed(NAV_SPEED_MS) },
    };
    return carouselMachine.provide({
      actors: {
        watchVisitor: fromCallback(({ sendBack }) => watchVisitor(track(), sendBack)),
        watchNearScreen: fromCallback(({ sendBack }) => watchNearScreen(track(), sendBack)),
        loadSlider: fromPromise(() => holder.load()),
        runSlider: fromCallback(({ sendBack }) => holder.run(track(), options, sendBack)),
      },
      actions: {
        advance: () => holder.advance(1, speed(DEFAULT_SPEED_MS)),
        showNext: () => move(1, NAV_SPEED_MS),
        showPrevious: () => move(-1, NAV_SPEED_MS),
      },
    });
  }, [id, holder, perView, spacing, reducedMotion]);
  const carousel = useActorRef(logic, { input: { autoplay: intervalMs > 0 && !reducedMotion, intervalMs } });
  const playing = useSelector(carousel, selectAutoplayOn);
  // issue 31: the /ops screen drawn into index.html is taken over as the build drew it: no style attribute (the
  // CSP's style-src refuses one in a document; carousel.css's defaults draw it), and the autoplay control as a
  // visitor without reduced motion starts (the build has no media query). The machine's own state right after.
  const firstScreenDone = useFirstScreenDone();
  const shownPlaying = firstScreenDone ? playing : intervalMs > 0;
  const slider = useSelector(carousel, selectSliderStatus);

  return (
    <section className={`carousel carousel--${variant}`} aria-roledescription="carousel" aria-label={label}>
      {/* Offline the slider never came: controls that could move nothing are not offered. */}
      {slider === 'failed' ? null : (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button carousel__button--toggle"
            onClick={() => carousel.send({ type: playing ? 'carousel.pause' : 'carousel.play' })}
          >
            <span aria-hidden="true" className={shownPlaying ? 'carousel__icon-pause' : 'carousel__icon-play'} />
            <span className="visually-hidden">{shownPlaying ? `Pause ${label}` : `Play ${label}`}</span>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-track`}
            onClick={() => carousel.send({ type: 'carousel.previous' })}
          >
            <span aria-hidden="true" className="carousel__icon-prev" />
            <span className="visually-hidden">Previous slide</span>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-track`}
            onClick={() => carousel.send({ type: 'carousel.next' })}
          >
            <span aria-hidden="true" className="carousel__icon-next" />
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      )}
      <div
        id={`${id}-track`}
        className={`keen-slider carousel__track${typeof perView === 'number' ? ' carousel__track--per-view' : ''}`}
        // Until keen-slider takes over, CSS lays the slides out `spacing` apart (and `perView` of them in
        // the track) exactly as its first frame will (carousel.css).
        style={
          firstScreenDone
            ? ({
                '--carousel-spacing': `${spacing}px`,
                ...(typeof perView === 'number' ? { '--carousel-per-view': perView } : {}),
              } as CSSProperties)
            : undefined
        }
        // Announce slide changes only when they are the visitor's doing, not on every autoplay step.
        aria-live={shownPlaying ? 'off' : 'polite'}
        aria-busy={slider === 'loading'}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className="keen-slider__slide carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            // Its place in keen-slider's first frame (carousel.css); keen-slider's own transform replaces it.
            style={firstScreenDone ? ({ '--slide-index': index } as CSSProperties) : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
