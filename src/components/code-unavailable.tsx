/**
 * What a visitor sees when a piece of code could not be fetched (STYLE.md "Code that arrives later"): the
 * same for every piece that arrives later. An alert naming what did not load, and Retry, which asks the
 * piece's codeLoader machine again (`code.retry`). Nothing else on the page is touched: what was typed stays.
 */
import { useSelector } from '@xstate/react';
import { selectCodeName, selectCodeStatus } from '../../machines/code-loader.machine.ts';
import type { CodeLoader } from '../actors/code/code-loader.ts';
import './content/load-status.css';

/** The loader's state, one primitive: 'idle' | 'loading' | 'recovering' | 'reloading' | 'ready' | 'failed'. */
export function useCodeStatus(loader: CodeLoader<unknown>) {
  return useSelector(loader.actor, selectCodeStatus);
}

/**
 * Shown in the piece's place while its loader is `failed`, and while it loads the page again (`reloading`: this
 * browser kept the failure, the reload keeps what was typed); nothing otherwise.
 */
export function CodeUnavailable({ loader }: { loader: CodeLoader<unknown> }) {
  const status = useCodeStatus(loader);
  const name = useSelector(loader.actor, selectCodeName);
  if (status === 'reloading')
    return (
      <p className="load-status" role="status">
        {name} is being fetched again: the page loads again and keeps what you typed.
      </p>
    );
  if (status !== 'failed') return null;
  return (
    <div className="load-status load-status--failed" role="alert">
      <p>
        <strong>{name} could not be loaded.</strong> Check your connection and try again.
      </p>
      <button type="button" className="button button--primary" onClick={() => loader.actor.send({ type: 'code.retry' })}>
        Retry
      </button>
    </div>
  );
}
