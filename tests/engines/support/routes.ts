/**
 * What every engine lane checks on each route of the route table: its sample address (src/app/route-samples.ts),
 * the document title the route table gives it, and the fault the e2e suite sets for it (foundation.e2e.ts: /kc
 * sends a signed-out visitor on to the identity provider; with the provider down it stays and shows its heading).
 */
import { sampledRouteTable } from '../../../src/app/route-samples.ts';
import { matchEntry, resolveTitle } from '../../../src/app/route-table.ts';
import { FAULT_COOKIE } from '../../../server/portal/fault-switch.ts';

export interface RouteCheck {
  sample: string;
  title: string;
  /** The fault cookie's value to set before opening it, if any. */
  fault?: string;
}

export const routeChecks: RouteCheck[] = sampledRouteTable.map((entry) => {
  const path = entry.sample.split('?')[0] ?? entry.sample;
  const match = matchEntry(path);
  if (!match) throw new Error(`The route table does not match its own sample ${entry.sample}`);
  return {
    sample: entry.sample,
    title: resolveTitle(entry, match.params),
    ...(entry.path === 'kc' ? { fault: 'sso:down' } : {}),
  };
});

export { FAULT_COOKIE };

/** The heading a route shows when its code could not be fetched (src/app/layout/root-layout.tsx). */
export const CODE_FAILED_HEADING = 'This page could not be loaded';
