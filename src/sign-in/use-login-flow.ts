/**
 * The /ops login form's flow, fetched when the visitor first reaches for the form (focus, or a submit
 * without focus) instead of with the landing page: the loginForm machine, the user-type routing machine
 * it invokes and the sign-in actors are about 4 KB (gzip) that a visitor who only looks at /ops never
 * runs (docs/decisions/login-flow-on-first-reach.md). The form itself is drawn at once; its fields are
 * the browser's own (read at submit), so nothing typed or focused is touched when the flow arrives.
 *
 * Until the flow is there, the form shows what the machine's `idle` shows. A submit made before it
 * arrives shows the machine's `loading` (button disabled, "Signing in…") and is sent to the machine as
 * soon as it starts; if the code cannot be fetched, the form says so and is usable again.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Credentials } from '../../machines/login-form.machine.ts';
import { SIGN_IN_CODE_FAILED_MESSAGE } from '../actors/auth/sign-in-code.ts';
import type { AppConfig } from '../config/schema.ts';
import type { LoginFlowActor, LoginView } from './login-flow.ts';

type FlowCode = typeof import('./login-flow.ts');

/** The flow's code, once fetched (module-wide: a second visit to /ops starts its flow at once). */
let loaded: FlowCode | null = null;
let loading: Promise<FlowCode> | null = null;
const loadFlowCode = (): Promise<FlowCode> =>
  (loading ??= import('./login-flow.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Asked again on the next focus or submit (Chromium answers a failed module from memory: the message asks for a reload).
      loading = null;
      throw error;
    },
  ));

/** The machine's `idle`, as the form shows it. */
const IDLE: LoginView = { busy: false, error: null, handedOff: false, offeredUrl: null };
/** A submit waits for the flow: what the machine's `loading` shows. */
const WAITING: LoginView = { ...IDLE, busy: true };
const CODE_FAILED: LoginView = { ...IDLE, error: SIGN_IN_CODE_FAILED_MESSAGE };

const sameView = (a: LoginView, b: LoginView) =>
  a.busy === b.busy && a.error === b.error && a.handedOff === b.handedOff && a.offeredUrl === b.offeredUrl;

/**
 * One mounted form's flow: the actor once its code is there, and a submit kept until then. An external
 * store for React. A closure, not a class: its state is local variables, which the minifier shortens.
 */
function createLoginFlowStore() {
  let config: AppConfig | null = null;
  let flow: { actor: LoginFlowActor; preload: () => void } | null = null;
  /** The visitor has reached for the form: the service code is fetched as soon as the flow starts. */
  let reached = false;
  let queued: Credentials | null = null;
  let view = IDLE;
  const listeners = new Set<() => void>();

  const show = (next: LoginView) => {
    if (sameView(next, view)) return;
    view = next;
    for (const listener of listeners) listener();
  };

  const start = (code: FlowCode) => {
    if (!config) return;
    const started = code.startLoginFlow(config);
    flow = started;
    started.actor.subscribe((snapshot) => show(code.loginView(snapshot)));
    if (reached) started.preload();
    const waiting = queued;
    queued = null;
    if (waiting) started.actor.send({ type: 'credentials.submit', ...waiting });
    else show(code.loginView(started.actor.getSnapshot()));
  };

  const load = () =>
    loadFlowCode().then(
      (code) => {
        if (!flow) start(code);
      },
      () => {
        // A focus alone shows nothing (the submit will ask again); a waiting submit is answered.
        if (!queued) return;
        queued = null;
        show(CODE_FAILED);
      },
    );

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => view,
    /** The form is on the page with this config; the cleanup stops its flow. */
    attach(next: AppConfig): () => void {
      config = next;
      if (loaded) start(loaded);
      return () => {
        flow?.actor.stop();
        flow = null;
        config = null;
      };
    },
    /** Focus in the form: fetch the flow (and, once it runs, the service code behind it). */
    reach() {
      reached = true;
      if (flow) flow.preload();
      else void load();
    },
    submit(credentials: Credentials) {
      reached = true;
      if (flow) {
        flow.actor.send({ type: 'credentials.submit', ...credentials });
        return;
      }
      queued = credentials;
      show(WAITING);
      void load();
    },
  };
}

/** The /ops form's flow as the view reads it, with what the form sends it. */
export function useLoginFlow(config: AppConfig) {
  const [holder] = useState(createLoginFlowStore);
  useEffect(() => holder.attach(config), [holder, config]);
  const view = useSyncExternalStore(holder.subscribe, holder.getSnapshot);
  return { ...view, reach: holder.reach, submit: holder.submit };
}
