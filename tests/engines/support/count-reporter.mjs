/**
 * A node:test reporter for the engine lanes: writes one JSON line `{ passed: [names], failed: [names] }` with each
 * test's name (its suites' names before it), so `npm test` (scripts/test-all.mjs) counts every check and names
 * each failure. A suite counts only when it failed by itself (a hook, a file that did not load), not when it failed
 * because a test in it did. JavaScript, not TypeScript: node loads reporters before `--import tsx` applies.
 * @param {AsyncIterable<import('node:test/reporters').TestEvent>} source
 */
export default async function* countReporter(source) {
  const passed = [];
  const failed = [];
  const suites = [];
  for await (const event of source) {
    if (event.type === 'test:start') {
      suites[event.data.nesting] = event.data.name;
      continue;
    }
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const name = [...suites.slice(0, event.data.nesting), event.data.name].join(' › ');
    const details = event.data.details;
    if (event.type === 'test:pass') {
      if (details.type !== 'suite') passed.push(name);
    } else if (details.type !== 'suite' || details.error?.failureType !== 'subtestsFailed') failed.push(name);
  }
  yield `${JSON.stringify({ passed, failed })}\n`;
}
