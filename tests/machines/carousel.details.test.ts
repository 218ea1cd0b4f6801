/**
 * What the carousel's walks did not look at (found by `npm run test:mutation`, docs/mutation.md): a view
 * that forgot to provide one of the carousel's actors gets an error naming it, not a silently dead carousel.
 */
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { carouselMachine } from '../../machines/carousel.machine.ts';

const quiet = fromCallback(() => () => {});
const provided: Record<string, AnyActorLogic> = {
  watchVisitor: quiet,
  watchNearScreen: quiet,
  loadSlider: fromPromise(async () => {}),
  runSlider: quiet,
  watchSliderCode: quiet,
};

describe('carousel: an actor nobody provided fails with its name', () => {
  it.each(['watchVisitor', 'watchNearScreen', 'runSlider'])('%s', async (name) => {
    const actors = Object.fromEntries(Object.entries(provided).filter(([key]) => key !== name));
    const actor = createActor(carouselMachine.provide({ actors: actors as never }), { input: { autoplay: false, intervalMs: 2000 } });
    const error = vi.fn();
    actor.subscribe({ error });
    actor.start();
    // The slider's actors start once the visitor reaches for the carousel.
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'carousel.next' });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]?.[0]).toEqual(new Error(`${name} is not provided`));
  });

  it('watchSliderCode: a slider that failed to load names it (Retry would never be heard)', async () => {
    const { watchSliderCode: _, ...actors } = provided;
    const failing = {
      ...actors,
      loadSlider: fromPromise(async () => {
        throw new Error('offline');
      }),
    };
    const actor = createActor(carouselMachine.provide({ actors: failing as never }), { input: { autoplay: false, intervalMs: 2000 } });
    const error = vi.fn();
    actor.subscribe({ error });
    actor.start();
    actor.send({ type: 'carousel.next' });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]?.[0]).toEqual(new Error('watchSliderCode is not provided'));
  });

  it('loadSlider: the library counts as not fetched (the slides stay as laid out)', async () => {
    const { loadSlider: _, ...actors } = provided;
    const actor = createActor(carouselMachine.provide({ actors: actors as never }), {
      input: { autoplay: false, intervalMs: 2000 },
    }).start();
    actor.send({ type: 'carousel.next' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('sliderFailed')).toBe(true));
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });
});

describe('carousel: a drag holds autoplay only while it lasts', () => {
  it('drag.start holds, drag.end lets autoplay run again with what it held before', () => {
    const actor = createActor(carouselMachine.provide({ actors: provided as never }), {
      input: { autoplay: true, intervalMs: 2000 },
    }).start();
    expect(actor.getSnapshot().matches({ autoplay: { playing: 'running' } })).toBe(true);
    actor.send({ type: 'drag.start' });
    expect(actor.getSnapshot().matches({ autoplay: { playing: 'held' } })).toBe(true);
    expect(actor.getSnapshot().context.dragging).toBe(true);
    actor.send({ type: 'drag.end' });
    expect(actor.getSnapshot().context).toEqual({ autoplay: true, intervalMs: 2000, hovered: false, focused: false, dragging: false });
    expect(actor.getSnapshot().matches({ autoplay: { playing: 'running' } })).toBe(true);
    actor.stop();
  });
});
