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

/** One mounted form's flow: the actor once its code is there, and a submit kept until then. An external store for React. */
class LoginFlowHolder {
  private config: AppConfig | null = null;
  private flow: { actor: LoginFlowActor; preload: () => void } | null = null;
  /** The visitor has reached for the form: the service code is fetched as soon as the flow starts. */
  private reached = false;
  private queued: Credentials | null = null;
  private view: LoginView = IDLE;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.view;

  /** The form is on the page with this config; the cleanup stops its flow. */
  attach(config: AppConfig): () => void {
    this.config = config;
    if (loaded) this.start(loaded);
    return () => {
      this.flow?.actor.stop();
      this.flow = null;
      this.config = null;
    };
  }

  /** Focus in the form: fetch the flow (and, once it runs, the service code behind it). */
  reach() {
    this.reached = true;
    if (this.flow) this.flow.preload();
    else this.load();
  }

  submit(credentials: Credentials) {
    this.reached = true;
    if (this.flow) {
      this.flow.actor.send({ type: 'credentials.submit', ...credentials });
      return;
    }
    this.queued = credentials;
    this.show(WAITING);
    this.load();
  }

  private load() {
    loadFlowCode().then(
      (code) => {
        if (!this.flow) this.start(code);
      },
      () => {
        // A focus alone shows nothing (the submit will ask again); a waiting submit is answered.
        if (!this.queued) return;
        this.queued = null;
        this.show(CODE_FAILED);
      },
    );
  }

  private start(code: FlowCode) {
    if (!this.config) return;
    const flow = code.startLoginFlow(this.config);
    this.flow = flow;
    flow.actor.subscribe((snapshot) => this.show(code.loginView(snapshot)));
    if (this.reached) flow.preload();
    const queued = this.queued;
    this.queued = null;
    if (queued) flow.actor.send({ type: 'credentials.submit', ...queued });
    else this.show(code.loginView(flow.actor.getSnapshot()));
  }

  private show(view: LoginView) {
    if (sameView(view, this.view)) return;
    this.view = view;
    for (const listener of this.listeners) listener();
  }
}

/** The /ops form's flow as the view reads it, with what the form sends it. */
export function useLoginFlow(config: AppConfig) {
  const [holder] = useState(() => new LoginFlowHolder());
  useEffect(() => holder.attach(config), [holder, config]);
  const view = useSyncExternalStore(holder.subscribe, holder.getSnapshot);
  return { ...view, reach: () => holder.reach(), submit: (credentials: Credentials) => holder.submit(credentials) };
}
