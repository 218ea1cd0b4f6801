/** Page object for a click-to-load video and the requests made to its host. */
import type { Locator, Page, Request } from '@playwright/test';

export const VIDEO_HOST = 'https://video.example.com';

export class VideoFacade {
  readonly requests: string[] = [];
  constructor(readonly page: Page) {
    page.on('request', (request: Request) => {
      if (request.url().startsWith(VIDEO_HOST)) this.requests.push(request.url());
    });
  }
  /** Answers the video host locally (no internet in tests); the requests are still counted. */
  async stubHost() {
    await this.page.route(`${VIDEO_HOST}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
    );
  }
  playButton(title: string | RegExp, scope: Locator | Page = this.page) {
    return scope.getByRole('button', { name: typeof title === 'string' ? `Play video: ${title}` : title });
  }
  frame(title: string, scope: Locator | Page = this.page) {
    return scope.locator(`iframe[title="${title}"]`);
  }
  /** The player frame whose title starts with `prefix` (a title that ends in "…" or a date). */
  frameStartingWith(prefix: string, scope: Locator | Page = this.page) {
    return scope.locator(`iframe[title^="${prefix}"]`);
  }
}
