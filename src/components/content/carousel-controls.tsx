/**
 * The carousel's controls (the WAI-ARIA carousel pattern): the pause/play button and Previous and Next,
 * each sending one event to the carousel machine. When the slider library could not be fetched they could
 * move nothing: in their place the carousel says what did not load and offers Retry, as every piece of code
 * that arrives later does (components/code-unavailable.tsx).
 */
import type { CarouselEvent, SliderStatus } from '../../../machines/carousel.machine.ts';
import { CodeUnavailable } from '../code-unavailable.tsx';
import { sliderCode } from '../../actors/content/carousel-actors.ts';
import { inSentence } from '../../lib/in-sentence.ts';

interface CarouselControlsProps {
  /** The carousel's accessible name, in the pause/play button's name. */
  label: string;
  trackId: string;
  playing: boolean;
  slider: SliderStatus;
  send: (event: CarouselEvent) => void;
}

export function CarouselControls({ label, trackId, playing, slider, send }: CarouselControlsProps) {
  if (slider === 'failed')
    return (
      <div className="carousel__unavailable">
        <CodeUnavailable loader={sliderCode} />
      </div>
    );
  return (
    <div className="carousel__controls">
      <button
        type="button"
        className="carousel__button carousel__button--toggle"
        onClick={() => send({ type: playing ? 'carousel.pause' : 'carousel.play' })}
      >
        <span aria-hidden="true" className={playing ? 'carousel__icon-pause' : 'carousel__icon-play'} />
        <span className="visually-hidden">{playing ? `Pause ${inSentence(label)}` : `Play ${inSentence(label)}`}</span>
      </button>
      <button type="button" className="carousel__button" aria-controls={trackId} onClick={() => send({ type: 'carousel.previous' })}>
        <span aria-hidden="true" className="carousel__icon-prev" />
        <span className="visually-hidden">Previous slide</span>
      </button>
      <button type="button" className="carousel__button" aria-controls={trackId} onClick={() => send({ type: 'carousel.next' })}>
        <span aria-hidden="true" className="carousel__icon-next" />
        <span className="visually-hidden">Next slide</span>
      </button>
    </div>
  );
}
