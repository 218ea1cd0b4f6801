/**
 * A node:test reporter for the engine lanes: writes one JSON line `{ passed: [names], failed: [names] }` with each
 * test's name (its suites' names before it), so `npm test` (scripts/test-all.mjs) counts every check and names
 * each failure. A test cancelled because its suite's hook failed counts as failed; the suite itself counts only when
 * none of its tests was reported (a file that did not load), so one cause is not counted twice. JavaScript, not
 * TypeScript: node loads reporters before `--import tsx` applies.
 * @param {AsyncIterable<import('node:test/reporters').TestEvent>} source
 */
export default async function* countReporter(source) {
  const passed = [];
  const failed = [];
  const suites = [];
  // Per nesting level: how many tests have been reported inside the suite open at that level.
  const reported = [];
  for await (const event of source) {
    const { nesting, name: title, details } = event.data ?? {};
    if (event.type === 'test:start') {
      suites[nesting] = title;
      reported[nesting] = 0;
      continue;
    }
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const name = [...suites.slice(0, nesting), title].join(' › ');
    if (details.type !== 'suite') {
      for (let level = 0; level < nesting; level += 1) reported[level] += 1;
      (event.type === 'test:pass' ? passed : failed).push(name);
    } else if (event.type === 'test:fail' && reported[nesting] === 0) failed.push(name);
  }
  yield `${JSON.stringify({ passed, failed })}\n`;
}
