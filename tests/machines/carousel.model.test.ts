import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { LOGO_AUTOPLAY_MS, carouselMachine, selectAutoplayOn, selectSliderStatus } from '../../machines/carousel.machine.ts';
import { walkMachine } from '../support/model.ts';

const gestures = [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.pause' },
  { type: 'carousel.play' },
  { type: 'pointer.enter' },
  { type: 'pointer.leave' },
  { type: 'focus.enter' },
  { type: 'focus.leave' },
  { type: 'drag.start' },
  { type: 'drag.end' },
] as const;

describe('carousel autoplay machine (spec 4 partner carousel, spec 9 timings)', () => {
  it('walks every state and transition, with and without autoplay', async () => {
    const report = await walkMachine(carouselMachine, {
      inputs: [
        { autoplay: true, intervalMs: LOGO_AUTOPLAY_MS },
        { autoplay: false, intervalMs: LOGO_AUTOPLAY_MS },
      ],
      events: [
        ...gestures,
        { type: 'slider.near' },
        { type: 'xstate.done.actor.loadSlider', output: undefined },
        { type: 'xstate.error.actor.loadSlider', error: new Error('offline') },
      ] as never,
      assertState: (snapshot) => {
        const { hovered, focused, dragging } = snapshot.context;
        const held = hovered || focused || dragging;
        // The pause button (autoplay on) shows exactly while playing; a playing carousel only moves when not held.
        expect(selectAutoplayOn(snapshot)).toBe(snapshot.matches({ autoplay: 'playing' }));
        if (snapshot.matches({ autoplay: { playing: 'running' } })) expect(held).toBe(false);
        else if (snapshot.matches({ autoplay: { playing: 'held' } })) expect(held).toBe(true);
        else expect(snapshot.matches({ autoplay: 'paused' })).toBe(true);
        // What the track shows of the slider library, written down per state independently of the tags.
        const slider = (snapshot.value as { slider: string }).slider;
        const expected = ({ waiting: 'waiting', loading: 'loading', ready: 'ready', failed: 'failed' } as Record<string, string>)[slider];
        expect(expected, `no expectation for slider state ${slider}`).toBeDefined();
        expect(selectSliderStatus(snapshot)).toBe(expected);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    for (const action of ['advance', 'showNext', 'showPrevious']) expect(report.actions).toContain(action);
  });

  /** The DOM and the library stand in: nothing nears the screen, the library never arrives. */
  const inertSlider = {
    watchNearScreen: fromCallback(() => () => {}),
    loadSlider: fromPromise<void>(() => new Promise(() => {})),
    runSlider: fromCallback(() => () => {}),
  };

  const start = (autoplay = true) => {
    const advance = vi.fn();
    const showNext = vi.fn();
    const actor = createActor(carouselMachine.provide({ actors: inertSlider, actions: { advance, showNext } }), {
      input: { autoplay, intervalMs: LOGO_AUTOPLAY_MS },
    }).start();
    return { actor, advance, showNext };
  };

  it('advances every 2000 ms, holds while hovered or focused, and resumes with a fresh interval', () => {
    vi.useFakeTimers();
    try {
      const { actor, advance } = start();
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS - 1);
      expect(advance).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(advance).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS);
      expect(advance).toHaveBeenCalledTimes(2);

      actor.send({ type: 'pointer.enter' });
      actor.send({ type: 'focus.enter' });
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS * 3);
      expect(advance).toHaveBeenCalledTimes(2);
      actor.send({ type: 'pointer.leave' });
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS * 3);
      expect(advance).toHaveBeenCalledTimes(2);
      actor.send({ type: 'focus.leave' });
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS - 1);
      expect(advance).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1);
      expect(advance).toHaveBeenCalledTimes(3);
      expect(selectAutoplayOn(actor.getSnapshot())).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pause stops autoplay until play; Next moves at once and restarts the interval', () => {
    vi.useFakeTimers();
    try {
      const { actor, advance, showNext } = start();
      vi.advanceTimersByTime(1500);
      actor.send({ type: 'carousel.next' });
      expect(showNext).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1500);
      expect(advance).not.toHaveBeenCalled();
      actor.send({ type: 'carousel.pause' });
      expect(selectAutoplayOn(actor.getSnapshot())).toBe(false);
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS * 5);
      expect(advance).not.toHaveBeenCalled();
      actor.send({ type: 'carousel.next' });
      expect(showNext).toHaveBeenCalledTimes(2);
      actor.send({ type: 'carousel.play' });
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS);
      expect(advance).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the slider library only once the carousel nears the screen, then runs it until the carousel goes', async () => {
    let near = () => {};
    const watching = vi.fn();
    const stopWatching = vi.fn();
    const runs = vi.fn();
    const destroyed = vi.fn();
    let arrive = () => {};
    const loadSlider = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const actor = createActor(
      carouselMachine.provide({
        actors: {
          watchNearScreen: fromCallback(({ sendBack }) => {
            watching();
            near = () => sendBack({ type: 'slider.near' });
            return stopWatching;
          }),
          loadSlider: fromPromise(loadSlider),
          runSlider: fromCallback(() => {
            runs();
            return destroyed;
          }),
        },
      }),
      { input: { autoplay: false, intervalMs: LOGO_AUTOPLAY_MS } },
    ).start();
    expect(selectSliderStatus(actor.getSnapshot())).toBe('waiting');
    expect(watching).toHaveBeenCalledTimes(1);
    expect(loadSlider).not.toHaveBeenCalled();
    near();
    near();
    expect(selectSliderStatus(actor.getSnapshot())).toBe('loading');
    expect(stopWatching).toHaveBeenCalledTimes(1);
    expect(loadSlider).toHaveBeenCalledTimes(1);
    expect(runs).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(selectSliderStatus(actor.getSnapshot())).toBe('ready'));
    expect(runs).toHaveBeenCalledTimes(1);
    expect(destroyed).not.toHaveBeenCalled();
    actor.stop();
    expect(destroyed).toHaveBeenCalledTimes(1);
  });

  it('a library that cannot be fetched leaves the carousel failed, never running a slider', async () => {
    const runs = vi.fn();
    const actor = createActor(
      carouselMachine.provide({
        actors: {
          watchNearScreen: fromCallback(({ sendBack }) => {
            sendBack({ type: 'slider.near' });
            return () => {};
          }),
          loadSlider: fromPromise<void>(() => Promise.reject(new Error('offline'))),
          runSlider: fromCallback(() => {
            runs();
            return () => {};
          }),
        },
      }),
      { input: { autoplay: true, intervalMs: LOGO_AUTOPLAY_MS } },
    ).start();
    await vi.waitFor(() => expect(selectSliderStatus(actor.getSnapshot())).toBe('failed'));
    expect(runs).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('never autoplays when reduced motion is preferred, until the visitor presses play', () => {
    vi.useFakeTimers();
    try {
      const { actor, advance } = start(false);
      expect(selectAutoplayOn(actor.getSnapshot())).toBe(false);
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS * 5);
      expect(advance).not.toHaveBeenCalled();
      actor.send({ type: 'carousel.play' });
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS);
      expect(advance).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
