import { useActorRef, useSelector } from '@xstate/react';
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';
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
type KeenSliderClass = typeof import('keen-slider').default;

/**
 * The carousel's widget state: keen-slider's code once fetched, the slider once created, and presses
 * kept for it. The carousel machine's provided actors and actions work through it.
 */
class SliderHolder {
  library: KeenSliderClass | null = null;
  slider: KeenSliderInstance | null = null;
  /** Slides to move by (and at what speed) once the slider exists: presses made while it loads. */
  pending: { by: number; duration: number } | null = null;

  /** `loadSlider`: fetches keen-slider's code (rejects offline). */
  async load(): Promise<void> {
    this.library = await loadKeenSlider();
  }

  /** Moves the slider, or keeps the move for when it exists (a press must not be lost). */
  move(by: number, duration: number) {
    const slider = this.slider;
    if (!slider) {
      this.pending = { by: (this.pending?.by ?? 0) + by, duration };
      return;
    }
    this.moveNow(slider, by, duration);
  }

  /**
   * An autoplay step. While the slider loads, one step is kept (not one per interval a carousel
   * spent off screen), unless a press is already waiting.
   */
  advance(by: number, duration: number) {
    if (this.slider) this.moveNow(this.slider, by, duration);
    else this.pending ??= { by, duration };
  }

  private moveNow(slider: KeenSliderInstance, by: number, duration: number) {
    // During a slide, count from where it is heading, so quick presses add up.
    const from = slider.animator.targetIdx ?? slider.track.details.abs;
    slider.moveToIdx(from + by, true, { duration });
  }
}

/** How far outside the screen a carousel starts loading keen-slider, so it is ready when seen. */
const LOAD_MARGIN = '300px';

/**
 * keen-slider's plugin pattern for autoplay (its docs' example): the plugin reports hover, focus
 * and drags to the carousel machine, which owns the timer and calls `slider.moveToIdx` back through
 * its provided `advance` action. Listeners are removed when the slider is destroyed.
 */
function autoplayPlugin(send: Send, holder: SliderHolder): KeenSliderPlugin {
  return (slider) => {
    const listeners: Array<[HTMLElement, string, EventListener]> = [];
    const listen = (element: HTMLElement | null, type: string, listener: EventListener) => {
      if (!element) return;
      element.addEventListener(type, listener);
      listeners.push([element, type, listener]);
    };
    slider.on('created', () => {
      holder.slider = slider as KeenSliderInstance;
      // From here keen-slider lays the slides out; the CSS stand-in for it stops (carousel.css).
      slider.container.dataset.slider = 'ready';
      if (holder.pending) {
        const { by, duration } = holder.pending;
        holder.pending = null;
        slider.moveToIdx(slider.track.details.abs + by, true, { duration });
      }
      // The whole carousel, buttons included: a pointer over it holds autoplay (spec 9: pause on hover).
      const root = slider.container.closest<HTMLElement>('.carousel');
      listen(root, 'pointerenter', () => send({ type: 'pointer.enter' }));
      listen(root, 'pointerleave', () => send({ type: 'pointer.leave' }));
      listen(slider.container, 'focusin', () => send({ type: 'focus.enter' }));
      listen(slider.container, 'focusout', (event) => {
        const next = (event as FocusEvent).relatedTarget as Node | null;
        if (!next || !slider.container.contains(next)) send({ type: 'focus.leave' });
      });
    });
    slider.on('dragStarted', () => send({ type: 'drag.start' }));
    slider.on('dragEnded', () => send({ type: 'drag.end' }));
    slider.on('destroyed', () => {
      holder.slider = null;
      delete slider.container.dataset.slider;
      for (const [element, type, listener] of listeners) element.removeEventListener(type, listener);
      listeners.length = 0;
    });
  };
}

/**
 * Slides that are out of view are made inert, so Tab never lands on a link the visitor cannot see
 * (and never scrolls the track sideways); screen readers skip them too.
 */
const inertOffscreenPlugin: KeenSliderPlugin = (slider) => {
  const update = (instance: KeenSliderInstance) => {
    const details = instance.track.details;
    if (!details) return;
    instance.slides.forEach((slide, index) => {
      const visible = (details.slides[index]?.portion ?? 0) > 0.5;
      if (slide.inert === !visible) return;
      slide.inert = !visible;
    });
  };
  slider.on('created', update);
  slider.on('slideChanged', update);
  slider.on('animationEnded', update);
  slider.on('updated', update);
};

/** keen-slider's code, fetched on demand (a separate chunk); offline it rejects and the carousel stays laid out by CSS. */
async function loadKeenSlider(): Promise<KeenSliderClass> {
  try {
    return (await import('keen-slider')).default;
  } catch (error) {
    console.warn('[carousel] keen-slider could not be loaded', error);
    throw error;
  }
}

/**
 * The carousel machine's `watchNearScreen`: calls `near` once the carousel comes within LOAD_MARGIN
 * of the screen, or the visitor points at or focuses it. Until keen-slider takes over, slides outside
 * the track's box are made inert too (as it will make them). Returns the cleanup.
 *
 * Both wait for the intersection observer's first report, which the browser sends after the frame
 * that draws the carousel: the slides' layout reads then cost no forced layout before the first paint
 * (they were 33 ms of it on /ops at 4x CPU, docs/performance.md). Not a timer: a fake page clock
 * would hold a timer back.
 */
function watchNearScreen(container: HTMLElement | null, near: () => void): () => void {
  const root = container?.closest<HTMLElement>('.carousel');
  if (!container || !root) return () => {};
  let measured = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!measured) {
        measured = true;
        markOffscreenInert(container);
      }
      if (entries.some((entry) => entry.isIntersecting)) near();
    },
    { rootMargin: LOAD_MARGIN },
  );
  observer.observe(root);
  root.addEventListener('pointerenter', near);
  root.addEventListener('focusin', near);
  return () => {
    observer.disconnect();
    root.removeEventListener('pointerenter', near);
    root.removeEventListener('focusin', near);
  };
}

/** Slides outside the track's box, as keen-slider will find them, are inert. */
function markOffscreenInert(container: HTMLElement) {
  const box = container.getBoundingClientRect();
  for (const slide of Array.from(container.children) as HTMLElement[]) {
    const rect = slide.getBoundingClientRect();
    slide.inert = Math.min(rect.right, box.right) - Math.max(rect.left, box.left) <= rect.width / 2;
  }
}

/** The carousel machine's `runSlider`: keen-slider takes over the track; destroyed when the machine leaves `ready`. */
function runSlider(container: HTMLElement | null, holder: SliderHolder, options: KeenSliderOptions, send: Send): () => void {
  const KeenSlider = holder.library;
  if (!container || !KeenSlider) return () => {};
  // A focus that reached a slide before the slider existed may have scrolled the track.
  container.scrollLeft = 0;
  const slider = new KeenSlider(container, options, [autoplayPlugin(send, holder), inertOffscreenPlugin]);
  return () => slider.destroy();
}

/**
 * A carousel on keen-slider (spec 2, 9): loops, autoplays at `intervalMs` unless the visitor prefers
 * reduced motion, holds on hover and focus, drags by mouse and touch; Previous, Next and a
 * pause/play button work by keyboard (the WAI-ARIA carousel pattern).
 *
 * The slides are ordinary markup that keen-slider's CSS already lays out (the first slides in view);
 * keen-slider's code (about 7 KB gzip) is fetched when the carousel comes within LOAD_MARGIN of the
 * screen or the visitor points at or focuses it, and then takes over the same DOM. A carousel below
 * the fold costs a first visit nothing (docs/performance.md); a press made while it loads is kept, and so
 * is one autoplay step. When and whether it loads are the carousel machine's states (`slider`); this
 * view renders them and provides the DOM and library work.
 */
export function Carousel({ label, children, perView, spacing = 16, intervalMs, variant }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = prefersReducedMotion();
  // The slider instance and the presses kept for it: widget state, not the flow (the machine has that).
  const [holder] = useState(() => new SliderHolder());
  const id = useId();

  // Built again only when what the actors read changes: provide() copies the whole machine (docs/performance.md).
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
        watchNearScreen: fromCallback(({ sendBack }) => watchNearScreen(track(), () => sendBack({ type: 'slider.near' }))),
        loadSlider: fromPromise(() => holder.load()),
        runSlider: fromCallback(({ sendBack }) => runSlider(track(), holder, options, sendBack)),
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
            <span aria-hidden="true" className={playing ? 'carousel__icon-pause' : 'carousel__icon-play'} />
            <span className="visually-hidden">{playing ? `Pause ${label}` : `Play ${label}`}</span>
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
        // Until keen-slider takes over, CSS lays out `perView` slides with `spacing` between them, as it will.
        style={
          typeof perView === 'number'
            ? ({ '--carousel-per-view': perView, '--carousel-spacing': `${spacing}px` } as CSSProperties)
            : undefined
        }
        // Announce slide changes only when they are the visitor's doing, not on every autoplay step.
        aria-live={playing ? 'off' : 'polite'}
        aria-busy={slider === 'loading'}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className="keen-slider__slide carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
