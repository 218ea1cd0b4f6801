/**
 * Path map of the click-to-load video on /benefits (machines/video-facade.machine.ts, spec 2, 9):
 * nothing is asked of the video host until the visitor presses play.
 */
import type { Page } from '@playwright/test';
import { videoFacadeMachine } from '../../machines/video-facade.machine.ts';
import { VIDEO_HOST, VideoFacade } from '../support/pages/video-facade.ts';
import { gotoRoute } from './support/portal.ts';
import type { PathMap } from './support/types.ts';
import { tabEnterGesture } from './support/keyboard.ts';

const TITLE = /^A tour of the parts network/;
/** Each page's video facade (the e2e specs' page object), which counts the requests the page made to the video host. */
const facades = new WeakMap<Page, VideoFacade>();
function facade(page: Page): VideoFacade {
  const video = facades.get(page);
  if (!video) throw new Error('the video facade is made as the page opens (the start "benefits")');
  return video;
}
const hostRequests = (page: Page) => facade(page).requests;
const playButton = (page: Page) => facade(page).playButton(/^Play video: A tour of the parts network/);
const player = (page: Page) => facade(page).frameStartingWith('A tour of the parts network');

export const videoFacadePaths: PathMap<typeof videoFacadeMachine> = {
  machine: videoFacadeMachine,
  file: 'tests/paths/video-facade.paths.ts',
  axeExcluded: [
    {
      selector: `iframe[src^="${VIDEO_HOST}"]`,
      reason:
        "the video host's player, a third-party frame: its content is the host's, and here a stand-in page fulfilled by the map; the frame's own title is checked by the contract",
    },
  ],
  starts: [
    {
      name: 'benefits',
      does: 'open /#/benefits, the video host answered locally and its requests counted',
      open: async ({ page }) => {
        const video = new VideoFacade(page);
        facades.set(page, video);
        await video.stubHost();
        await gotoRoute(page, '/benefits');
      },
    },
  ],
  states: {
    poster: {
      shows: 'the button "Play video: A tour of the parts network…", no player frame, and not one request to the video host',
      check: async ({ page, expect }) => {
        await expect(playButton(page)).toBeVisible();
        await expect(player(page)).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(hostRequests(page)).toEqual([]);
      },
    },
    playing: {
      shows: 'the player frame titled after the video, from the video host with autoplay=1, in place of the play button',
      check: async ({ page, expect }) => {
        await expect(player(page)).toHaveAttribute('src', /^https:\/\/video\.example\.com\/embed\/.+autoplay=1/);
        await expect(player(page)).toHaveAttribute('title', TITLE);
        await expect(playButton(page)).toHaveCount(0);
        await expect.poll(() => hostRequests(page).length).toBeGreaterThan(0);
      },
    },
  },
  events: [tabEnterGesture({ type: 'video.play' }, 'play', 'Tab to the play button and press Enter', playButton)],
};
