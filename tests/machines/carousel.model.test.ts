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
        { type: 'slider.far' },
        { type: 'xstate.done.actor.loadSlider', output: undefined },
        { type: 'xstate.error.actor.loadSlider', error: new Error('offline') },
        { type: 'slider.retry' },
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
        const value = (snapshot.value as { slider: string | Record<string, string> }).slider;
        const slider = typeof value === 'string' ? value : Object.entries(value).map(([parent, child]) => `${parent}.${child}`)[0]!;
        const expected = (
          {
            'waiting.far': 'waiting',
            'waiting.near': 'waiting',
            'needed.loading': 'loading',
            'needed.ready': 'ready',
            failed: 'failed',
          } as Record<string, string>
        )[slider];
        expect(expected, `no expectation for slider state ${slider}`).toBeDefined();
        expect(selectSliderStatus(snapshot)).toBe(expected);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    for (const action of ['advance', 'showNext', 'showPrevious']) expect(report.actions).toContain(action);
  });

  /** The DOM and the library stand in: the carousel is on the screen and the library arrives at once. */
  const shownSlider = {
    watchVisitor: fromCallback(() => () => {}),
    watchNearScreen: fromCallback(({ sendBack }) => {
      sendBack({ type: 'slider.near' });
      return () => {};
    }),
    loadSlider: fromPromise<void>(() => Promise.resolve()),
    runSlider: fromCallback(() => () => {}),
  };

  const start = (autoplay = true) => {
    const advance = vi.fn();
    const showNext = vi.fn();
    const actor = createActor(carouselMachine.provide({ actors: shownSlider, actions: { advance, showNext } }), {
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

  /** A carousel whose screen position, visitor and library the test controls. */
  function controlled(autoplay: boolean) {
    const screen = { send: (_event: { type: 'slider.near' | 'slider.far' }) => {} };
    const stopWatching = vi.fn();
    const runs = vi.fn();
    const destroyed = vi.fn();
    let arrive = () => {};
    const loadSlider = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const advance = vi.fn();
    const showNext = vi.fn();
    const showPrevious = vi.fn();
    const actor = createActor(
      carouselMachine.provide({
        actors: {
          watchVisitor: fromCallback(() => () => {}),
          watchNearScreen: fromCallback(({ sendBack }) => {
            screen.send = sendBack;
            return stopWatching;
          }),
          loadSlider: fromPromise(loadSlider),
          runSlider: fromCallback(() => {
            runs();
            return destroyed;
          }),
        },
        actions: { advance, showNext, showPrevious },
      }),
      { input: { autoplay, intervalMs: LOGO_AUTOPLAY_MS } },
    ).start();
    const status = () => selectSliderStatus(actor.getSnapshot());
    return { actor, screen, stopWatching, runs, destroyed, loadSlider, arrive: () => arrive(), advance, showNext, showPrevious, status };
  }

  it('draws by CSS and fetches no library while the carousel is only shown; the first autoplay step due near the screen fetches it and is kept', async () => {
    vi.useFakeTimers();
    try {
      const c = controlled(true);
      expect(c.status()).toBe('waiting');
      // Far below the screen: steps come due and move nothing anyone sees; none is kept, nothing fetched.
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS * 3);
      expect(c.loadSlider).not.toHaveBeenCalled();
      expect(c.advance).not.toHaveBeenCalled();
      // On the screen, between two steps: still nothing fetched.
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS / 2);
      c.screen.send({ type: 'slider.near' });
      c.screen.send({ type: 'slider.far' });
      c.screen.send({ type: 'slider.near' });
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS / 2 - 1);
      expect(c.loadSlider).not.toHaveBeenCalled();
      expect(c.status()).toBe('waiting');
      // The step comes due: the library is fetched and the step kept for it (advance while loading).
      vi.advanceTimersByTime(1);
      expect(c.status()).toBe('loading');
      expect(c.loadSlider).toHaveBeenCalledTimes(1);
      expect(c.stopWatching).toHaveBeenCalledTimes(1);
      expect(c.advance).toHaveBeenCalledTimes(1);
      // Another step while it loads is passed on too (the view keeps one).
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS);
      expect(c.advance).toHaveBeenCalledTimes(2);
      expect(c.loadSlider).toHaveBeenCalledTimes(1);
      c.arrive();
      await vi.waitFor(() => expect(c.status()).toBe('ready'));
      expect(c.runs).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS);
      expect(c.advance).toHaveBeenCalledTimes(3);
      c.actor.stop();
      expect(c.destroyed).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  const reaches = [
    { gesture: 'the pointer over it', event: { type: 'pointer.enter' } },
    { gesture: 'focus in its track', event: { type: 'focus.enter' } },
    { gesture: 'Next', event: { type: 'carousel.next' } },
    { gesture: 'Previous', event: { type: 'carousel.previous' } },
  ] as const;
  for (const { gesture, event } of reaches) {
    it(`reaching for the carousel (${gesture}) fetches the library at once, near or far, autoplay or not`, () => {
      for (const autoplay of [true, false]) {
        for (const near of [true, false]) {
          const c = controlled(autoplay);
          if (near) c.screen.send({ type: 'slider.near' });
          c.actor.send(event);
          expect(c.status(), `autoplay ${autoplay}, near ${near}`).toBe('loading');
          expect(c.loadSlider).toHaveBeenCalledTimes(1);
          // The press itself is passed on once, to be kept until the library is there.
          if (event.type === 'carousel.next') expect(c.showNext).toHaveBeenCalledTimes(1);
          if (event.type === 'carousel.previous') expect(c.showPrevious).toHaveBeenCalledTimes(1);
          c.actor.stop();
        }
      }
    });
  }

  for (const [enter, hold] of [
    ['pointer.enter', 'hovered'],
    ['focus.enter', 'focused'],
  ] as const) {
    it(`a ${enter} that fetches the library while autoplay is paused still holds the carousel: Play then waits (spec 9)`, () => {
      const c = controlled(false);
      c.actor.send({ type: enter });
      expect(c.status()).toBe('loading');
      expect(c.actor.getSnapshot().context[hold]).toBe(true);
      c.actor.send({ type: 'carousel.play' });
      expect(c.actor.getSnapshot().matches({ autoplay: { playing: 'held' } })).toBe(true);
      c.actor.stop();
    });
  }

  it('with reduced motion (no autoplay) the library waits on the screen until the visitor reaches for it', () => {
    vi.useFakeTimers();
    try {
      const c = controlled(false);
      c.screen.send({ type: 'slider.near' });
      vi.advanceTimersByTime(LOGO_AUTOPLAY_MS * 5);
      expect(c.loadSlider).not.toHaveBeenCalled();
      expect(c.advance).not.toHaveBeenCalled();
      c.actor.send({ type: 'focus.enter' });
      expect(c.status()).toBe('loading');
      c.actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a library that cannot be fetched leaves the carousel failed, never running a slider; Retry fetches it again and it runs', async () => {
    const runs = vi.fn();
    let online = false;
    let retry: (() => void) | null = null;
    const actor = createActor(
      carouselMachine.provide({
        actors: {
          watchVisitor: fromCallback(({ sendBack }) => {
            sendBack({ type: 'pointer.enter' });
            return () => {};
          }),
          watchNearScreen: fromCallback(() => () => {}),
          loadSlider: fromPromise<void>(() => (online ? Promise.resolve() : Promise.reject(new Error('offline')))),
          runSlider: fromCallback(() => {
            runs();
            return () => {};
          }),
          // Reports Retry (the slider's code asked for again) while the carousel is failed.
          watchSliderCode: fromCallback(({ sendBack }) => {
            retry = () => sendBack({ type: 'slider.retry' });
            return () => {
              retry = null;
            };
          }),
        },
      }),
      { input: { autoplay: true, intervalMs: LOGO_AUTOPLAY_MS } },
    ).start();
    await vi.waitFor(() => expect(selectSliderStatus(actor.getSnapshot())).toBe('failed'));
    expect(runs).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    online = true;
    retry!();
    expect(selectSliderStatus(actor.getSnapshot())).toBe('loading');
    // Left `failed`: the watcher is stopped.
    expect(retry).toBeNull();
    await vi.waitFor(() => expect(selectSliderStatus(actor.getSnapshot())).toBe('ready'));
    expect(runs).toHaveBeenCalledTimes(1);
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
