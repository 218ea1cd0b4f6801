import { useActorRef, useSelector } from '@xstate/react';
import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions, type KeenSliderPlugin } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { Children, useId, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_SPEED_MS,
  NAV_SPEED_MS,
  carouselMachine,
  selectAutoplayOn,
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
/** Where the provided actions find the slider once keen-slider has created it. */
interface SliderHolder {
  slider: KeenSliderInstance | null;
}

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

/**
 * A carousel on keen-slider (spec 2, 9): loops, autoplays at `intervalMs` unless the visitor prefers
 * reduced motion, holds on hover and focus, drags by mouse and touch; Previous, Next and a
 * pause/play button work by keyboard (the WAI-ARIA carousel pattern).
 */
export function Carousel({ label, children, perView, spacing = 16, intervalMs, variant }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = prefersReducedMotion();
  const speed = (ms: number) => (reducedMotion ? 0 : ms);
  const [holder] = useState<SliderHolder>(() => ({ slider: null }));
  const id = useId();

  const move = (by: number, duration: number) => {
    const slider = holder.slider;
    if (!slider) return;
    // During a slide, count from where it is heading, so quick presses add up.
    const from = slider.animator.targetIdx ?? slider.track.details.abs;
    slider.moveToIdx(from + by, true, { duration: speed(duration) });
  };
  const autoplay = useActorRef(
    carouselMachine.provide({
      actions: {
        advance: () => move(1, DEFAULT_SPEED_MS),
        showNext: () => move(1, NAV_SPEED_MS),
        showPrevious: () => move(-1, NAV_SPEED_MS),
      },
    }),
    { input: { autoplay: intervalMs > 0 && !reducedMotion, intervalMs } },
  );
  const playing = useSelector(autoplay, selectAutoplayOn);

  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: true,
      slides: { perView, spacing },
      defaultAnimation: { duration: speed(NAV_SPEED_MS) },
    }),
    // speed() only depends on reducedMotion, read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [perView, spacing, reducedMotion],
  );
  const plugins = useMemo(() => [autoplayPlugin((event) => autoplay.send(event), holder), inertOffscreenPlugin], [autoplay, holder]);
  const [sliderRef] = useKeenSlider<HTMLDivElement>(options, plugins);

  return (
    <section
      className={`carousel carousel--${variant}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button carousel__button--toggle"
          onClick={() => autoplay.send({ type: playing ? 'carousel.pause' : 'carousel.play' })}
        >
          <span aria-hidden="true" className={playing ? 'carousel__icon-pause' : 'carousel__icon-play'} />
          <span className="visually-hidden">{playing ? `Pause ${label}` : `Play ${label}`}</span>
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-controls={`${id}-track`}
          onClick={() => autoplay.send({ type: 'carousel.previous' })}
        >
          <span aria-hidden="true" className="carousel__icon-prev" />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-controls={`${id}-track`}
          onClick={() => autoplay.send({ type: 'carousel.next' })}
        >
          <span aria-hidden="true" className="carousel__icon-next" />
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
      <div
        id={`${id}-track`}
        ref={sliderRef}
        className="keen-slider carousel__track"
        // Announce slide changes only when they are the visitor's doing, not on every autoplay step.
        aria-live={playing ? 'off' : 'polite'}
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
