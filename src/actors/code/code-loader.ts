/**
 * One way to load code later (STYLE.md "Code that arrives later"): each piece that arrives after the page
 * (a page's chunk, the sign-in's service calls, the phone mask, DOMPurify) is a running codeLoader machine
 * (machines/code-loader.machine.ts) with its dynamic import provided as `loadCode`. Its state is what the
 * views show (`useCodeStatus`, components/code-unavailable.tsx); the module is the machine's context.
 *
 * A loader is created once per piece and lives as long as the page (a second visit to a page, a second
 * focus on a field, finds the code there): it is the piece's state, in its chart, not a cached promise.
 * A retry in a browser that keeps a failed import is recovered by `recoverCode` (./recover-code.ts), and
 * where it cannot be, by a reload that keeps what the visitor had (./keep-over-reload.ts).
 */
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { codeLoaderMachine, type CodeRecovery, type RecoverCodeInput } from '../../../machines/code-loader.machine.ts';
import { reloadKeepingPage } from './keep-over-reload.ts';
import { recoverModule } from './recover-code.ts';

export interface CodeLoader<T> {
  /** The running machine: views read its status and send `code.retry`. */
  actor: ActorRefFrom<typeof codeLoaderMachine>;
  /** The code once it is there, or null (still idle, loading or failed). */
  code: () => T | null;
  /** Asks for the code (from `idle`, and again after a failure); does nothing while loading or ready. */
  request: () => void;
  /** The code, fetched if need be: rejects when it cannot be fetched (the loader is then `failed`). */
  get: () => Promise<T>;
}

/** Why a piece of code is not there: the loader's import failed (a lost connection). */
export class CodeUnavailableError extends Error {
  constructor(name: string) {
    super(`${name} could not be loaded.`);
  }
}

const logged = <R>(promise: Promise<R>) =>
  promise.catch((error: unknown) => {
    // The reason stays in the console for whoever looks; the visitor is told by the piece's failed state.
    console.error(error);
    throw error;
  });

/**
 * A piece's loader: `importModule` is its dynamic import (`() => import('./x.ts')`); `make`, where the piece is
 * something made from the module (the sign-in's calls, a checked page module), makes it, from the module as
 * first imported or as imported again at a fresh address by the recovery.
 */
export function createCodeLoader<M, T = M>(
  name: string,
  importModule: () => Promise<M>,
  make: (module: M) => T | Promise<T> = (module) => module as unknown as T,
): CodeLoader<T> {
  const loadCode = fromPromise<unknown>(() => logged(importModule().then(make)));
  const recoverCode = fromPromise<CodeRecovery, RecoverCodeInput>(async ({ input }) => {
    const recovery = await recoverModule<M>(input.error);
    if (recovery.outcome !== 'loaded') return recovery;
    try {
      return { outcome: 'loaded', code: await make(recovery.code as M) };
    } catch (error) {
      // The chunk at a fresh address is not the module as the bundler hands it over (a module inside a shared
      // chunk arrives as one export of it, `import(chunk).then((chunk) => chunk.n)`): a new document gets it.
      console.error(error);
      return { outcome: 'reload' };
    }
  });
  const actor = createActor(codeLoaderMachine.provide({ actors: { loadCode, recoverCode }, actions: { reloadPage: reloadKeepingPage } }), {
    input: { name },
  });
  actor.start();
  // `loadCode` resolves with what `make` made: context.code is a T once the machine is ready.
  const code = () => {
    const snapshot = actor.getSnapshot();
    return snapshot.matches('ready') ? (snapshot.context.code as T) : null;
  };
  const request = () => actor.send({ type: 'code.request' });
  return {
    actor,
    code,
    request,
    async get() {
      const ready = code();
      if (ready) return ready;
      request();
      const settled = await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('failed'), { timeout: Infinity });
      if (settled.matches('failed')) throw new CodeUnavailableError(name);
      return settled.context.code as T;
    },
  };
}
