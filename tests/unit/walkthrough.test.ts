/**
 * The walk-through script (spec 7; docs/decisions/walkthrough-script.md): asked for only behind its
 * flag, loaded only from the configured origin, and any failure is one log line, never a throw.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../shared/config-schema.ts';
import { loadWalkthrough, walkthroughScriptUrl } from '../../src/actors/walkthrough/load-walkthrough.ts';
import { WALKTHROUGH_FAILED } from '../../src/actors/walkthrough/walkthrough-failed.ts';
import { whenPageIdle } from '../../src/app/start-up/walkthrough.ts';

const config = {
  commonApiUrl: 'https://api.example.com/common/',
  walkthroughEnabled: true,
  walkthroughScriptOrigin: 'https://api.example.com',
} as AppConfig;
const SCRIPT = 'https://api.example.com/common/walkthrough/walkthrough.js';

function deps(answer: () => Promise<Response>) {
  return { fetch: vi.fn(answer), loadScript: vi.fn(async () => undefined), log: vi.fn() };
}

describe('loadWalkthrough', () => {
  it('asks the common API for the address, then loads that script', async () => {
    const d = deps(async () => Response.json({ scriptUrl: SCRIPT }));
    expect(await loadWalkthrough(config, d)).toBe('loaded');
    expect(d.fetch).toHaveBeenCalledWith(
      'https://api.example.com/common/application/walkthrough',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
    expect(d.loadScript).toHaveBeenCalledWith(SCRIPT);
    expect(d.log).not.toHaveBeenCalled();
  });

  it('does nothing while the flag is off, or without a config', async () => {
    const d = deps(async () => Response.json({ scriptUrl: SCRIPT }));
    expect(await loadWalkthrough({ ...config, walkthroughEnabled: false }, d)).toBe('off');
    expect(await loadWalkthrough(null, d)).toBe('off');
    expect(d.fetch).not.toHaveBeenCalled();
    expect(d.loadScript).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', async () => new Response('boom', { status: 500 }), /answered 500/],
    ['no answer', async () => Promise.reject(new TypeError('Failed to fetch')), /Failed to fetch/],
    ['an answer that is not JSON', async () => new Response('{"x":', { status: 200 }), /not JSON/],
    ['an answer without scriptUrl', async () => Response.json({ url: SCRIPT }), /no scriptUrl/],
    [
      'a script on another origin',
      async () => Response.json({ scriptUrl: 'https://evil.example.net/w.js' }),
      /evil\.example\.net is not the configured/,
    ],
    ['a javascript: address', async () => Response.json({ scriptUrl: 'javascript:alert(1)' }), /not http\(s\)/],
  ])('%s: one log line, nothing loaded, no throw', async (_name, answer, reason) => {
    const d = deps(answer);
    expect(await loadWalkthrough(config, d)).toBe('failed');
    expect(d.loadScript).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledTimes(1);
    expect(d.log.mock.calls[0]?.[0]).toMatch(new RegExp(`^${WALKTHROUGH_FAILED} `));
    expect(d.log.mock.calls[0]?.[0]).toMatch(reason);
  });

  it('a script that fails to load is one log line too', async () => {
    const d = {
      ...deps(async () => Response.json({ scriptUrl: SCRIPT })),
      loadScript: vi.fn(async () => Promise.reject(new Error(`Could not load ${SCRIPT}`))),
    };
    expect(await loadWalkthrough(config, d)).toBe('failed');
    expect(d.log).toHaveBeenCalledTimes(1);
    expect(d.log.mock.calls[0]?.[0]).toBe(`${WALKTHROUGH_FAILED} Could not load ${SCRIPT}`);
  });

  it('refuses any script when no origin is configured', () => {
    expect(() => walkthroughScriptUrl({ scriptUrl: SCRIPT }, undefined)).toThrow(/not the configured/);
  });
});

describe('whenPageIdle', () => {
  it('waits for the load event, then for idle time', () => {
    const listeners: Array<() => void> = [];
    const idle: Array<() => void> = [];
    const target = {
      document: { readyState: 'interactive' },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      setTimeout: () => 0,
    } as unknown as Window;
    const task = vi.fn();
    whenPageIdle(task, target);
    expect(task).not.toHaveBeenCalled();
    listeners.forEach((listener) => listener());
    expect(task).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(task).toHaveBeenCalledTimes(1);
  });
});
