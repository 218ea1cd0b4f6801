/**
 * The load → failed → retry piece that careers, news and the product page share (issue 44): one definition,
 * spread into each machine's chart, so that the catalogue still draws every state of it in full.
 *
 * A machine that uses it has a `loading` state whose invoke ends with `onError: onLoadError`, a `failed` state
 * made by `failedState` (a sibling of that `loading`), and an `assignError` action that takes the error as its
 * params (`assign({ error: (_, error: unknown) => loadErrorMessage(error) })`).
 */

/** What a failed load keeps in context, for the log and the message. */
export const loadErrorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A load's `onError`: to `failed`, keeping the error through the machine's `assignError` action. */
export const onLoadError = {
  target: 'failed',
  actions: { type: 'assignError', params: ({ event }: { event: { error: unknown } }) => event.error },
} as const;

/** The `failed` state: the view says what did not load and offers Retry; the retry event loads again. */
export const failedState = <const Retry extends string>(description: string, retry: Retry) => ({
  description,
  tags: ['error'],
  on: { [retry]: 'loading' } as { [Event in Retry]: 'loading' },
});
