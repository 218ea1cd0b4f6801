/** Page object for a content carousel (spec 2, 4, 9): slides, Previous/Next, pause/play. */
import type { Locator, Page } from '@playwright/test';

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
    return this.root.getByRole('button', { name: `Pause ${this.label}` });
  }
  play() {
    return this.root.getByRole('button', { name: `Play ${this.label}` });
  }
  /** The 1-based positions of the slides in view (out-of-view slides are inert). */
  async visiblePositions(): Promise<number[]> {
    return this.slides().evaluateAll((slides) => slides.flatMap((slide, index) => ((slide as HTMLElement).inert ? [] : [index + 1])));
  }
}
