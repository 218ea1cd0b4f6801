/**
 * What a path map must say about accessibility (issue 29), checked by tests/unit/path-maps.test.ts
 * without a browser: every state a visitor must notice (tagged busy, slow or error in the machine)
 * names how it is announced; every part axe leaves out has its reason; a map with gestures drives
 * at least one of them from the keyboard alone. Node only, no Playwright.
 */
import { atomicStates, statePath } from './plan.ts';
import { isTransient, type PathMap } from './types.ts';

/** The tags of the states a visitor must notice, and so be told of. */
export const NOTICED_TAGS = ['busy', 'slow', 'error'];

export function a11yMapProblems(map: PathMap): string[] {
  const id = map.machine.id;
  const problems: string[] = [];
  for (const node of atomicStates(map.machine)) {
    const path = statePath(node);
    const contract = map.states[path];
    if (!contract || isTransient(contract)) continue;
    // A state's own tags and its ancestors' (a parent tagged busy makes every child busy).
    const tags = new Set<string>();
    for (let at: typeof node | undefined = node; at; at = at.parent) for (const tag of at.tags) tags.add(tag);
    const noticed = NOTICED_TAGS.filter((tag) => tags.has(tag));
    if (noticed.length > 0 && !contract.announces) {
      problems.push(
        `${id}: state "${path}" is tagged ${noticed.join(', ')} but its contract names no announcement; add ` +
          `announces: { live: '<text a live region holds>' } (or { focus, says }, or { page }) to states['${path}'] in ${map.file}`,
      );
    }
  }
  for (const entry of map.axeExcluded ?? []) {
    if (entry.reason.trim().length < 10) problems.push(`${id}: axe leaves out "${entry.selector}" without a reason in ${map.file}`);
  }
  const gestures = map.events.filter((driver) => driver.kind === 'gesture');
  if (gestures.length > 0 && !gestures.some((driver) => driver.kind === 'gesture' && driver.keys)) {
    problems.push(
      `${id}: no gesture of ${map.file} is driven from the keyboard; give one driver keys (e.g. 'Tab, Enter') and make its act press them`,
    );
  }
  return problems;
}
