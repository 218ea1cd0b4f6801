/**
 * Coverage of a machine that has no view of its own and no map: the user-type routing child, which the
 * sign-in machines invoke as `routeUser` (login form, automatic sign-in, token login, /kc landing). The
 * page shows only its outcome (the destination application, the dispatch tab, the toast, the outage
 * message); the runner records each outcome whose contract passed (`childOutcomes`), and here the real
 * routing machine is replayed in Node with the user that outcome's account has and the answers its
 * services gave, so the states and transitions it went through on the page are counted. A replay that
 * does not end with the outcome the page showed throws (tests/unit/path-summary.test.ts runs each).
 */
import { createActor, fromPromise, toPromise, type AnyStateMachine, type InspectionEvent } from 'xstate';
import {
  APP_CUSTOMER,
  FEATURE_ADMIN_TOOL,
  FEATURE_LOGISTIX,
  userTypeRoutingMachine,
  type RoutingOutcome,
} from '../../../machines/user-type-routing.machine.ts';
import { keyOfDefinition } from '../../support/machine-graph.ts';
import type { RoutedAs } from './routing.ts';

export interface ChildMachine {
  machine: AnyStateMachine;
  /** How the outcomes reach it, in words (the catalogue prints it). */
  how: string;
  /** Transitions no page can cause, with why (counted as excluded, as a map's `excluded` are). */
  excluded: Array<{ transition: string; reason: string }>;
  /** The states and transitions the child went through for `output`, shown on a path of the map `via`. */
  replay: (output: unknown, via?: string) => Promise<{ states: string[]; transitions: string[] }>;
}

/** The stand-in accounts behind each `left` outcome the maps name (login form by account, the others App 27). */
const USERS: Record<string, { userType: number; featuresCodes: string[] }> = {
  'shop.demo': { userType: 1, featuresCodes: [] },
  app27: { userType: 1, featuresCodes: [] },
  'supplier.demo': { userType: 2, featuresCodes: [] },
  'admin.demo': { userType: 3, featuresCodes: [FEATURE_ADMIN_TOOL] },
  'logistix.demo': { userType: 3, featuresCodes: [FEATURE_LOGISTIX] },
  'insights.demo': { userType: 7, featuresCodes: [] },
  'dispatch.demo': { userType: 4, featuresCodes: [] },
};

/** The user and the services' answers that produce `outcome` on the page (support/routing.ts's drivers). */
function scenarioOf(outcome: RoutingOutcome & RoutedAs): {
  user: { userType: number; featuresCodes: string[] };
  linkFails: boolean;
  tabOpens: boolean;
} {
  // A token that claimed another user type than its account's (routing.ts: routedUnknownUserType).
  const claimed = (user: { userType: number; featuresCodes: string[] }) =>
    outcome.userType === undefined ? user : { ...user, userType: outcome.userType };
  switch (outcome.kind) {
    case 'left': {
      const account = outcome.account ?? outcome.url;
      const user = USERS[account];
      if (!user) throw new Error(`userTypeRouting: no account known for the outcome "left ${account}" (add it to child-coverage.ts)`);
      return { user: claimed(user), linkFails: false, tabOpens: true };
    }
    // The maps' failures are a 500 while the account's link is resolved (shop.demo unless named).
    case 'failed': {
      const account = outcome.account ?? 'shop.demo';
      const user = USERS[account];
      if (!user) throw new Error(`userTypeRouting: no account known for the outcome "failed" of ${account} (add it to child-coverage.ts)`);
      return { user: claimed(user), linkFails: true, tabOpens: true };
    }
    case 'tabOpened':
      return { user: { userType: 4, featuresCodes: [] }, linkFails: false, tabOpens: true };
    case 'tabBlocked':
      return { user: { userType: 4, featuresCodes: [] }, linkFails: false, tabOpens: false };
    case 'rejected':
      return { user: { userType: 3, featuresCodes: [] }, linkFails: false, tabOpens: true };
  }
}

/** The token login forces the application of the token's contactType (its map's tokens are contactType 1: App 27). */
const FORCED_APP: Record<string, typeof APP_CUSTOMER> = { 'tests/paths/token-login.paths.ts': APP_CUSTOMER };

async function replayRouting(output: unknown, via = '') {
  const outcome = output as RoutingOutcome & RoutedAs;
  const { user, linkFails, tabOpens } = scenarioOf(outcome);
  const link = <I>() =>
    fromPromise<string, I>(async () => {
      if (linkFails) throw new Error('common API 500');
      return 'https://destination.example/';
    });
  const machine = userTypeRoutingMachine.provide({
    actors: {
      resolveAppLink: link(),
      resolveAdminToolLink: link(),
      resolveLogistixLink: link(),
      resolveInsightsLink: link(),
      requestDispatchLink: link(),
      openTab: fromPromise<boolean, { url: string }>(async () => tabOpens),
    },
  });
  const transitions = new Set<string>();
  const states = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId !== event.rootId || event.type !== '@xstate.microstep') return;
    for (const definition of event._transitions) {
      transitions.add(keyOfDefinition(definition));
      // States left at once by `always` (deciding, internal) are passed through, never rested in.
      for (const node of [definition.source, ...(definition.target ?? [])]) if (node.path.length) states.add(node.path.join('.'));
    }
  };
  const actor = createActor(machine, {
    input: {
      session: { accessToken: 't', refreshToken: null, expires: null, user },
      roNumber: null,
      storedProductId: outcome.storedProductId ?? null,
      ...(FORCED_APP[via] === undefined ? {} : { forcedAppId: FORCED_APP[via] }),
    },
    inspect,
  });
  actor.start();
  for (const node of actor.getSnapshot()._nodes) if (node.path.length) states.add(node.path.join('.'));
  const result = await toPromise(actor);
  if (result.kind !== outcome.kind) {
    throw new Error(`userTypeRouting: the replay of "${outcome.kind}" ended "${result.kind}" (child-coverage.ts's scenario is wrong)`);
  }
  return { states: [...states].sort(), transitions: [...transitions].sort() };
}

/** Child machines by the invocation id their parents use. */
export const CHILD_MACHINES: Record<string, ChildMachine> = {
  routeUser: {
    machine: userTypeRoutingMachine,
    how: 'invoked as routeUser by the sign-in machines: the outcomes their paths showed, replayed in Node with the account’s user type',
    replay: replayRouting,
    excluded: [
      {
        transition: 'userTypeRouting.resolvingAdminToolLink xstate.error.actor.resolveAdminToolLink #0',
        reason:
          "the real resolveAdminToolLink (src/actors/auth/sign-in-actors.ts) makes no call: it builds the link from the start-up config's admin-tool address (validated before the app starts) and the token, so no page can make it fail",
      },
      {
        transition: 'userTypeRouting.resolvingInsightsLink xstate.error.actor.resolveInsightsLink #0',
        reason:
          "the real resolveInsightsLink (src/actors/auth/sign-in-actors.ts) makes no call: it builds the link from the start-up config's Insights address (validated before the app starts) and the token, so no page can make it fail",
      },
      {
        transition: 'userTypeRouting.openingTab xstate.error.actor.openTab #0',
        reason:
          'the real openTab (src/actors/auth/sign-in-actors.ts) never rejects: a tab the browser blocks resolves false (tabBlocked), so no page can make it fail',
      },
    ],
  },
};
