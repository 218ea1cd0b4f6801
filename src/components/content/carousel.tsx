import { useActorRef, useSelector } from '@xstate/react';
import 'keen-slider/keen-slider.min.css';
import { Children, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { carouselMachine, selectAutoplayOn, selectSliderStatus } from '../../../machines/carousel.machine.ts';
import { carouselEffects, createSliderHolder } from '../../actors/content/carousel-actors.ts';
import { CarouselControls } from './carousel-controls.tsx';
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
  /**
   * Draw it as a document drawn at build time has it: no style attribute (the CSP's style-src refuses one in a
   * document; carousel.css's defaults draw the first frame), and the autoplay control as a visitor without a motion
   * preference starts (the build has no media query). The page that was drawn says while (src/sign-in/ops-page.tsx).
   */
  asDrawn?: boolean;
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
 * screen's work. A press made while it loads is kept, and so is that autoplay step. When and whether
 * it loads, and what shows when it cannot be fetched, are the carousel machine's states (`slider`);
 * this view renders them, and carousel-actors.ts provides the DOM and library work.
 */
export function Carousel({ label, children, perView, spacing = 16, intervalMs, variant, asDrawn = false }: CarouselProps) {
  const reducedMotion = prefersReducedMotion();
  // The slider instance and the presses kept for it: widget state, not the flow (the machine has that).
  const [holder] = useState(createSliderHolder);
  const trackId = `${useId()}-track`;
  const carousel = useActorRef(carouselMachine.provide(carouselEffects({ trackId, holder, perView, spacing, reducedMotion })), {
    input: { autoplay: intervalMs > 0 && !reducedMotion, intervalMs },
  });
  const playing = useSelector(carousel, selectAutoplayOn);
  // As drawn: the machine's own state right after.
  const shownPlaying = asDrawn ? intervalMs > 0 : playing;
  const slider = useSelector(carousel, selectSliderStatus);

  return (
    <section className={`carousel carousel--${variant}`} aria-roledescription="carousel" aria-label={label}>
      <CarouselControls label={label} trackId={trackId} playing={shownPlaying} slider={slider} send={carousel.send} />
      <div
        id={trackId}
        className={`keen-slider carousel__track${typeof perView === 'number' ? ' carousel__track--per-view' : ''}`}
        // Until keen-slider takes over, CSS lays the slides out `spacing` apart (and `perView` of them in
        // the track) exactly as its first frame will (carousel.css).
        style={
          !asDrawn
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
        <Slides placed={!asDrawn}>{children}</Slides>
      </div>
    </section>
  );
}

/**
 * The slides, each a group named by its place ("3 of 8"), placed as keen-slider's first frame will place them
 * (`placed`: unless drawn as in a document; carousel.css's defaults then).
 */
function Slides({ children, placed }: { children: ReactNode; placed: boolean }) {
  const slides = Children.toArray(children);
  return slides.map((slide, index) => (
    <div
      key={index}
      className="keen-slider__slide carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${slides.length}`}
      // Its place in keen-slider's first frame (carousel.css); keen-slider's own transform replaces it.
      style={placed ? ({ '--slide-index': index } as CSSProperties) : undefined}
    >
      {slide}
    </div>
  ));
}
