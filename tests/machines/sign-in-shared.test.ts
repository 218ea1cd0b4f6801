import { createActor, fromPromise, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { autoSignInMachine } from '../../machines/auto-sign-in.machine.ts';
import { kcLandingMachine } from '../../machines/kc-landing.machine.ts';
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { partnerLoginMachine } from '../../machines/partner-login.machine.ts';
import { messageOf, notProvided } from '../../machines/sign-in-shared.ts';
import { tokenLoginMachine } from '../../machines/token-login.machine.ts';
import { userTypeRoutingMachine, type SignInSession } from '../../machines/user-type-routing.machine.ts';

const signInMachines: AnyStateMachine[] = [loginFormMachine, autoSignInMachine, kcLandingMachine, tokenLoginMachine];

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

/** Every action, guard and actor a machine's chart names (the built shared states included). */
function namesUsed(machine: AnyStateMachine) {
  const actions = new Set<string>();
  const guards = new Set<string>();
  const actors = new Set<string>();
  const addActions = (list: readonly unknown[] | undefined) => {
    for (const action of list ?? []) {
      if (typeof action === 'string') actions.add(action);
      else if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string') actions.add(action.type);
    }
  };
  for (const node of allNodes(machine.root)) {
    addActions(node.entry);
    addActions(node.exit);
    for (const invoke of node.invoke) if (typeof invoke.src === 'string') actors.add(invoke.src);
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of transitions) {
      addActions(transition.actions);
      const guard = transition.guard as unknown;
      if (typeof guard === 'string') guards.add(guard);
      else if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') guards.add(guard.type);
    }
  }
  return { actions, guards, actors };
}

const session = (userType: number): SignInSession => ({
  accessToken: 'header.payload.signature',
  refreshToken: 'refresh',
  expires: null,
  user: { userType, featuresCodes: [] },
});

describe('the shared sign-in states (machines/sign-in-shared.ts)', () => {
  it.each(signInMachines.map((machine) => [machine.id, machine] as const))(
    '%s declares every action, guard and actor its chart names (the built states are type-checked per machine too)',
    (_, machine) => {
      const used = namesUsed(machine);
      // Inline assign() actions have no name of their own ('xstate.assign'); the rest must be declared.
      const declaredActions = Object.keys(machine.implementations.actions);
      for (const action of used.actions) if (!action.startsWith('xstate.')) expect(declaredActions, `action ${action}`).toContain(action);
      for (const guard of used.guards) expect(Object.keys(machine.implementations.guards), `guard ${guard}`).toContain(guard);
      for (const actor of used.actors) expect(Object.keys(machine.implementations.actors), `actor ${actor}`).toContain(actor);
      // The shared piece is built into each: the session stored once, routing, and one error state name.
      expect(used.actions).toContain('storeSession');
      expect(used.actors).toContain('routeUser');
      expect(machine.root.states.failed, `${machine.id} has a 'failed' state`).toBeDefined();
      expect(machine.root.states.leaving?.type, `${machine.id}: 'leaving' is final`).toBe('final');
    },
  );

  it('partner-login stores its session with the same shared effect, and ends leaving in a final state too', () => {
    expect(namesUsed(partnerLoginMachine).actions).toContain('storeSession');
    expect(partnerLoginMachine.root.states.leaving?.type).toBe('final');
  });

  it('the user-type routing machine stores nothing: the sign-in owns the session', () => {
    expect(namesUsed(userTypeRoutingMachine).actions).not.toContain('storeSession');
  });

  /** A dispatch user through `machine`: what was done, in order (the real routing machine, recorded effects). */
  async function dispatchThrough(machine: AnyStateMachine, token: Record<string, unknown>, input: unknown, start?: unknown) {
    const order: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          ...token,
          scrubAddress: fromPromise(async () => {}),
          checkSession: fromPromise(async () => 'authenticated'),
          loadUserName: fromPromise(async () => null),
          routeUser: userTypeRoutingMachine.provide({
            actors: {
              requestDispatchLink: fromPromise(async () => {
                order.push('requestDispatchLink');
                return 'https://apps.example.com/dispatch/crossAppAuth/jump?token=t';
              }),
              openTab: fromPromise(async () => {
                order.push('openTab');
                return true;
              }),
            },
          }),
        },
        actions: {
          storeSession: (_: unknown, params: { session: SignInSession }) => order.push(`storeSession:${params.session.user.userType}`),
        },
      }),
      { input } as never,
    ).start();
    if (start) actor.send(start as never);
    await expect.poll(() => actor.getSnapshot().value).toBe('handedOff');
    return order;
  }

  it("stores a dispatch user's session exactly once, before the redirect token is asked for (spec 4, userType 4)", async () => {
    const requestToken = fromPromise(async () => session(4));
    const expected = ['storeSession:4', 'requestDispatchLink', 'openTab'];
    expect(
      await dispatchThrough(
        loginFormMachine,
        { requestToken },
        { storedProductId: null },
        {
          type: 'credentials.submit',
          username: 'dispatch.demo',
          password: 'Demo-Pass-1',
        },
      ),
    ).toEqual(expected);
    expect(
      await dispatchThrough(
        autoSignInMachine,
        { requestToken },
        { username: 'dispatch.demo', password: 'x', roNumber: null, storedProductId: null },
      ),
    ).toEqual(expected);
    const exchangeToken = fromPromise(async () => ({ session: session(4), storedProductId: null }));
    expect(await dispatchThrough(kcLandingMachine, { exchangeToken }, undefined)).toEqual(expected);
  });

  it('notProvided stubs reject naming the actor; messageOf prefers the wording an actor gave', async () => {
    const stub = createActor(notProvided<string>('resolveSomething'));
    const failed = new Promise((resolve) => stub.subscribe({ error: resolve }));
    stub.start();
    expect(String(await failed)).toContain('resolveSomething is not provided');
    expect(messageOf(new Error('The service is down.'), 'fallback')).toBe('The service is down.');
    expect(messageOf({ kind: 'unreachable', message: 'The single sign-on service could not be reached.' }, 'fallback')).toBe(
      'The single sign-on service could not be reached.',
    );
    expect(messageOf(new Error(''), 'fallback')).toBe('fallback');
    expect(messageOf(null, 'fallback')).toBe('fallback');
    expect(messageOf({ message: 42 }, 'fallback')).toBe('fallback');
  });
});
