import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { selectVideoLoaded, videoFacadeMachine } from '../../machines/video-facade.machine.ts';
import { walkMachine } from '../support/model.ts';

describe('video facade machine (spec 2 benefits video, news videos)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(videoFacadeMachine, {
      events: [{ type: 'video.play' }],
      assertState: (snapshot) => {
        // The player is loaded only once Play was pressed: the poster state loads nothing from YouTube.
        const loaded = ({ poster: false, playing: true } as Record<string, boolean>)[snapshot.value as string];
        expect(loaded, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(selectVideoLoaded(snapshot)).toBe(loaded);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('loads nothing until the visitor asks, then stays loaded', () => {
    const actor = createActor(videoFacadeMachine).start();
    expect(selectVideoLoaded(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'video.play' });
    actor.send({ type: 'video.play' });
    expect(selectVideoLoaded(actor.getSnapshot())).toBe(true);
  });
});
