/**
 * The /kc page only renders and sends (issue 28, docs/decisions/views-only-render-and-send.md): its one "Try again"
 * sends `kc.retry` whatever failed, and the kcLanding machine decides what that means (a failed sign-in checks the
 * session again, a failed sign-out signs out again). The page's actors are stand-ins; the machine is the real one.
 */
// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { KcSignIn, SessionCheck } from '../../machines/kc-landing.machine.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import type { RoutingOutcome } from '../../machines/user-type-routing.machine.ts';
import { modelSession } from '../support/sign-in-fixtures.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UNREACHABLE = 'The single sign-on service could not be reached.';
const calls = { checkSession: [] as number[], signOut: 0 };
let failFirstCheck = false;

vi.mock('../../src/actors/sso/kc-landing-actors.ts', () => ({
  createKcLandingActors: () => ({
    actors: {
      checkSession: fromPromise<SessionCheck, { attempt: number }>(async ({ input }) => {
        calls.checkSession.push(input.attempt);
        if (failFirstCheck && input.attempt === 0) throw new Error(UNREACHABLE);
        return 'authenticated';
      }),
      redirectToProvider: fromPromise<void, void>(() => new Promise<void>(() => {})),
      exchangeToken: fromPromise<KcSignIn, void>(async () => ({
        session: modelSession({ user: { userType: 4, featuresCodes: [] } }),
        storedProductId: null,
      })),
      loadUserName: fromPromise<string | null, void>(async () => null),
      // The dispatch tab was blocked: the link is offered, with Sign out.
      routeUser: fromPromise<RoutingOutcome, unknown>(async () => ({ kind: 'tabBlocked', url: 'https://apps.example.com/dispatch' })),
      signOut: fromPromise<void, void>(async () => {
        calls.signOut += 1;
        if (calls.signOut === 1) throw new Error(UNREACHABLE);
        return new Promise<void>(() => {});
      }),
    },
    actions: { storeSession: () => {}, clearSession: () => {} },
  }),
}));

const { KcPage } = await import('../../src/sign-in/kc-page.tsx');
const { ConfigContext } = await import('../../src/config/config-context.tsx');

const unmounts: (() => void)[] = [];
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  calls.checkSession = [];
  calls.signOut = 0;
  failFirstCheck = false;
});

async function renderKc() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <MemoryRouter>
        <ConfigContext.Provider value={{} as AppConfig}>
          <KcPage />
        </ConfigContext.Provider>
      </MemoryRouter>,
    ),
  );
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name) ?? null;

async function click(element: HTMLElement | null) {
  expect(element).not.toBeNull();
  await act(async () => element?.click());
}

describe('/kc "Try again" (the machine decides what it retries)', () => {
  it('after a failed sign-out it signs out again', async () => {
    const container = await renderKc();
    await vi.waitFor(() => expect(button(container, 'Sign out')).not.toBeNull());
    await click(button(container, 'Sign out'));
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain(UNREACHABLE));
    await click(button(container, 'Try again'));
    await vi.waitFor(() => expect(calls.signOut).toBe(2));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Signing you out…');
    // The session was checked once: the retry did not start the sign-in over.
    expect(calls.checkSession).toEqual([0]);
  });

  it('after a failed sign-in it checks the session again', async () => {
    failFirstCheck = true;
    const container = await renderKc();
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain(UNREACHABLE));
    await click(button(container, 'Try again'));
    await vi.waitFor(() => expect(calls.checkSession).toEqual([0, 1]));
    expect(calls.signOut).toBe(0);
  });
});
