/**
 * The carousel's slider, on keen-slider: fetched with keen-slider's code (one chunk) only when a
 * carousel is about to move for the first time (machines/carousel.machine.ts `loading`), never by the
 * first screen, whose work it would lengthen. carousel.tsx draws the slides and their first frame by CSS
 * alone; this module has keen-slider take over the same DOM.
 */
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions, type KeenSliderPlugin } from 'keen-slider';
import type { CarouselEvent } from '../../../machines/carousel.machine.ts';

/** A move to make: by how many slides, at what speed. */
export interface SliderMove {
  by: number;
  duration: number;
}

/** What the carousel view asks of a running slider. */
export interface MountedSlider {
  /** Moves by `by` slides; during a slide it counts from where the slide is heading, so quick presses add up. */
  move: (by: number, duration: number) => void;
  destroy: () => void;
}

/** keen-slider's plugin pattern: drags are reported to the carousel machine (they hold autoplay, spec 9). */
function dragPlugin(send: (event: CarouselEvent) => void): KeenSliderPlugin {
  return (slider) => {
    slider.on('dragStarted', () => send({ type: 'drag.start' }));
    slider.on('dragEnded', () => send({ type: 'drag.end' }));
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

function moveFrom(slider: KeenSliderInstance, { by, duration }: SliderMove) {
  const from = slider.animator.targetIdx ?? slider.track.details.abs;
  slider.moveToIdx(from + by, true, { duration });
}

/**
 * keen-slider takes over `container` (the track), makes the `firstMove` kept while its code loaded,
 * and marks the track `data-slider="ready"`.
 */
export function mountSlider(
  container: HTMLElement,
  options: KeenSliderOptions,
  send: (event: CarouselEvent) => void,
  firstMove: SliderMove | null,
): MountedSlider {
  // A focus that reached a slide before the slider existed may have scrolled the track.
  container.scrollLeft = 0;
  const slider = new KeenSlider(container, options, [dragPlugin(send), inertOffscreenPlugin]);
  // keen-slider sizes and places the slides in its next animation frame, where CSS has drawn them
  // already (carousel.css): nothing shifts in between.
  container.dataset.slider = 'ready';
  if (firstMove) moveFrom(slider, firstMove);
  return {
    move: (by, duration) => moveFrom(slider, { by, duration }),
    destroy: () => {
      slider.destroy();
      delete container.dataset.slider;
    },
  };
}
