import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_DELAY_MS, cookieConsentMachine, selectConsentOpen } from '../../machines/cookie-consent.machine.ts';
import { walkMachine } from '../support/model.ts';

describe('cookie consent machine (spec 4)', () => {
  it('walks every state and transition, from both starts', async () => {
    const events = [{ type: 'consent.accept' }, { type: 'consent.viewCookies' }, { type: 'consent.defer' }] as const;
    const report = await walkMachine(cookieConsentMachine, {
      inputs: [{ hasConsentCookie: false }, { hasConsentCookie: true }, { hasConsentCookie: false, isEmbedded: true }],
      events: [...events],
      assertState: (snapshot, executed) => {
        // Expected per state: is the modal on screen, and is the flow over.
        const views: Record<string, { visible: boolean; over: boolean }> = {
          waiting: { visible: false, over: false },
          open: { visible: true, over: false },
          deferred: { visible: false, over: true },
          given: { visible: false, over: true },
          notAsked: { visible: false, over: true },
        };
        const view = views[snapshot.value as string];
        expect(view, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(selectConsentOpen(snapshot)).toBe(view?.visible);
        expect(snapshot.status === 'done').toBe(view?.over);
        // Never asked inside a partner's frame; consent only from the cookie or from Continue.
        if (snapshot.context.isEmbedded) expect(selectConsentOpen(snapshot)).toBe(false);
        if (snapshot.matches('given')) expect(snapshot.context.hasConsentCookie || executed.includes('setConsentCookie')).toBe(true);
        if (!snapshot.matches('given')) expect(executed).not.toContain('setConsentCookie');
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('setConsentCookie');
    expect(report.actions).toContain('openCookiePolicy');
  });

  it('opens the modal only after 300 ms when the cookie is absent', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(cookieConsentMachine, { input: { hasConsentCookie: false } }).start();
      expect(actor.getSnapshot().hasTag('visible')).toBe(false);
      vi.advanceTimersByTime(CONSENT_DELAY_MS - 1);
      expect(actor.getSnapshot().hasTag('visible')).toBe(false);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never opens when opsCookie is present, and Continue sets the cookie once', () => {
    const setConsentCookie = vi.fn();
    const returning = createActor(cookieConsentMachine, { input: { hasConsentCookie: true } }).start();
    expect(returning.getSnapshot().value).toBe('given');

    vi.useFakeTimers();
    try {
      const actor = createActor(cookieConsentMachine.provide({ actions: { setConsentCookie } }), {
        input: { hasConsentCookie: false },
      }).start();
      vi.advanceTimersByTime(CONSENT_DELAY_MS);
      actor.send({ type: 'consent.accept' });
      actor.send({ type: 'consent.accept' });
      expect(setConsentCookie).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
