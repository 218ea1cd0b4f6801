/** Page object for a content carousel (spec 2, 4, 9): slides, Previous/Next, pause/play. */
import type { Locator, Page } from '@playwright/test';
import { inSentence } from '../../../src/lib/in-sentence.ts';

export class Carousel {
  readonly root: Locator;
  constructor(
    readonly page: Page,
    readonly label: string,
  ) {
    this.root = page.locator(`section[aria-roledescription="carousel"][aria-label="${label}"]`);
  }
  slides() {
    return this.root.locator('[aria-roledescription="slide"]');
  }
  slide(position: number) {
    return this.root.locator(`[aria-roledescription="slide"][aria-label^="${position} of "]`);
  }
  next() {
    return this.root.getByRole('button', { name: 'Next slide' });
  }
  previous() {
    return this.root.getByRole('button', { name: 'Previous slide' });
  }
  pause() {
    return this.root.getByRole('button', { name: `Pause ${inSentence(this.label)}`, exact: true });
  }
  play() {
    return this.root.getByRole('button', { name: `Play ${inSentence(this.label)}`, exact: true });
  }
  /** A slide by its group name ("3 of 8"), in the track. */
  slideNamed(label: string) {
    return this.track().getByRole('group', { name: label, exact: true });
  }
  /** The links of a slide, by its group name. */
  slideLinks(label: string) {
    return this.slideNamed(label).getByRole('link');
  }
  /** Every button of the carousel (Previous, Next, Pause or Play; Retry alone when its slider failed). */
  buttons() {
    return this.root.getByRole('button');
  }
  /** What the carousel says where its controls were when its slider's code cannot be fetched (components/code-unavailable.tsx). */
  unavailable() {
    return this.root.getByRole('alert').filter({ hasText: 'The slider could not be loaded.' });
  }
  retry() {
    return this.unavailable().getByRole('button', { name: 'Retry', exact: true });
  }
  /** The label ("3 of 12") of the slide nearest the track's left edge: what the visitor sees first. */
  firstInView(): Promise<string> {
    return this.track().evaluate((element) => {
      const left = element.getBoundingClientRect().left;
      const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
      const nearest = slides
        .map((slide) => ({ label: slide.getAttribute('aria-label') ?? '', offset: Math.abs(slide.getBoundingClientRect().left - left) }))
        .sort((a, b) => a.offset - b.offset)[0];
      return nearest?.label ?? '';
    });
  }
  /** The track the slides sit in (keen-slider's container once it runs). */
  track() {
    return this.root.locator('[aria-live]');
  }
  /** Whether keen-slider has taken over the track (before, CSS alone draws it). */
  sliderReady() {
    return this.track().evaluate((track) => (track as HTMLElement).dataset.slider === 'ready');
  }
  /** Where each slide that shows in the track is drawn (its label and box, rounded to 0.1 px). */
  async boxesInView(): Promise<Array<{ label: string; x: number; y: number; width: number; height: number }>> {
    return this.track().evaluate((track) => {
      const box = track.getBoundingClientRect();
      const round = (value: number) => Math.round(value * 10) / 10;
      return [...track.querySelectorAll('[aria-roledescription="slide"]')].flatMap((slide) => {
        const rect = slide.getBoundingClientRect();
        const shown = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        if (shown <= 0.5) return [];
        return [
          {
            label: slide.getAttribute('aria-label') ?? '',
            x: round(rect.x),
            y: round(rect.y),
            width: round(rect.width),
            height: round(rect.height),
          },
        ];
      });
    });
  }
  /** The 1-based positions of the slides in view (out-of-view slides are inert). */
  async visiblePositions(): Promise<number[]> {
    return this.slides().evaluateAll((slides) => slides.flatMap((slide, index) => ((slide as HTMLElement).inert ? [] : [index + 1])));
  }
}
