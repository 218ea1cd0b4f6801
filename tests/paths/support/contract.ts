/**
 * A view contract as a list of clauses, each its words and the check that keeps them (issue 44): the report's
 * sentence is built from the clauses, so a word without its check, or a check the words do not mention, cannot be
 * written. A clause that holds only in some snapshots says so in `when`, and is reported with that condition.
 */
import type { PathContext, ViewContract } from './types.ts';

export interface Clause {
  /** What the page shows, in a few words. */
  shows: string;
  /** Only in the snapshots where `holds` is true, reported as "<says>: <shows>". Absent: always. */
  when?: { says: string; holds: (ctx: PathContext) => boolean };
  check: (ctx: PathContext) => Promise<void>;
}

/** A state's view contract from its clauses (the state's `announces` stays beside it). */
export function clauses(...list: [Clause, ...Clause[]]): Pick<ViewContract, 'shows' | 'check'> {
  return {
    shows: list.map((clause) => (clause.when ? `${clause.when.says}: ${clause.shows}` : clause.shows)).join('; '),
    check: async (ctx) => {
      for (const clause of list) if (!clause.when || clause.when.holds(ctx)) await clause.check(ctx);
    },
  };
}
