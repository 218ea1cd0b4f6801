import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { LOGO_AUTOPLAY_MS, carouselMachine, selectAutoplayOn } from '../../machines/carousel.machine.ts';
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
      events: [...gestures],
      assertState: (snapshot) => {
        const { hovered, focused, dragging } = snapshot.context;
        const held = hovered || focused || dragging;
        // The pause button (autoplay on) shows exactly while playing; a playing carousel only moves when not held.
        expect(selectAutoplayOn(snapshot)).toBe(snapshot.matches('playing'));
        if (snapshot.matches({ playing: 'running' })) expect(held).toBe(false);
        else if (snapshot.matches({ playing: 'held' })) expect(held).toBe(true);
        else expect(snapshot.value).toBe('paused');
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    for (const action of ['advance', 'showNext', 'showPrevious']) expect(report.actions).toContain(action);
  });

  const start = (autoplay = true) => {
    const advance = vi.fn();
    const showNext = vi.fn();
    const actor = createActor(carouselMachine.provide({ actions: { advance, showNext } }), {
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
