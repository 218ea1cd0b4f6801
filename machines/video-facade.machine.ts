/**
 * A click-to-load video (spec 2 Benefits "embedded external video", news videos; spec 9 frames).
 *
 * The page shows a local `poster` (an image and a play button) and makes no request to the video
 * host. Only when the visitor asks (`video.play`) does the embedded player load (`playing`): no
 * third-party request, cookie or script until then. There is no way back: a loaded player stays.
 *
 * Nothing to provide: the view renders the iframe while the machine is `playing`.
 */
import { setup } from 'xstate';

export type VideoFacadeEvent = { type: 'video.play' };

export const videoFacadeMachine = setup({
  types: { events: {} as VideoFacadeEvent },
}).createMachine({
  id: 'videoFacade',
  initial: 'poster',
  states: {
    poster: {
      description: 'A local poster and a play button; nothing is loaded from the video host.',
      on: { 'video.play': 'playing' },
    },
    playing: {
      description: 'The embedded player is loaded and asked to start.',
      tags: ['loaded'],
    },
  },
});

export const selectVideoLoaded = (snapshot: { hasTag: (tag: 'loaded') => boolean }) => snapshot.hasTag('loaded');
