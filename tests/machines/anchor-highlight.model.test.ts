import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS, PRIVACY_ANCHORS, anchorHighlightMachine, selectHighlightedAnchor } from '../../machines/anchor-highlight.machine.ts';
import { walkMachine } from '../support/model.ts';

describe('anchor highlight machine (spec 2, 4, 9)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(anchorHighlightMachine, {
      events: [
        { type: 'anchor.requested', anchor: 'ccpa', onPrivacyPage: true },
        { type: 'anchor.requested', anchor: 'cookies', onPrivacyPage: false },
        { type: 'anchor.arrived', anchor: 'cookies' },
        { type: 'anchor.arrived', anchor: 'not-an-anchor' },
        { type: 'anchor.cleared' },
      ],
      // Which anchor is highlighted is what the visitor sees; the model keys states on it.
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
      assertState: (snapshot, executed) => {
        const anchor = selectHighlightedAnchor(snapshot);
        if (snapshot.matches('highlighted')) {
          // A known privacy anchor is highlighted and was scrolled to.
          expect(PRIVACY_ANCHORS).toContain(anchor);
          expect(snapshot.hasTag('highlighting')).toBe(true);
          expect(executed).toContain('scrollToAnchor');
        } else {
          expect(snapshot.value).toBe('idle');
          expect(anchor).toBeNull();
          expect(snapshot.hasTag('highlighting')).toBe(false);
        }
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('off the privacy page it navigates instead of highlighting', () => {
    const navigateToAnchor = vi.fn();
    const scrollToAnchor = vi.fn();
    const actor = createActor(anchorHighlightMachine.provide({ actions: { navigateToAnchor, scrollToAnchor } })).start();
    actor.send({ type: 'anchor.requested', anchor: 'ccpa', onPrivacyPage: false });
    expect(navigateToAnchor).toHaveBeenCalledWith(expect.anything(), { anchor: 'ccpa' });
    expect(scrollToAnchor).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.anchor).toBeNull();
  });

  it('removes the highlight after exactly 11 seconds, and a second request restarts the clock', () => {
    vi.useFakeTimers();
    try {
      const scrollToAnchor = vi.fn();
      const actor = createActor(anchorHighlightMachine.provide({ actions: { scrollToAnchor } })).start();
      actor.send({ type: 'anchor.requested', anchor: 'ccpa', onPrivacyPage: true });
      expect(scrollToAnchor).toHaveBeenLastCalledWith(expect.anything(), { anchor: 'ccpa' });
      expect(actor.getSnapshot().context.anchor).toBe('ccpa');
      vi.advanceTimersByTime(5_000);
      actor.send({ type: 'anchor.requested', anchor: 'cookies', onPrivacyPage: true });
      expect(scrollToAnchor).toHaveBeenLastCalledWith(expect.anything(), { anchor: 'cookies' });
      vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
      expect(actor.getSnapshot().context.anchor).toBe('cookies');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().context.anchor).toBeNull();
      expect(actor.getSnapshot().value).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });
});
