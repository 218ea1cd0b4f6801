/**
 * The careers machine's actors (spec 2 careers and career detail, spec 7 "GET the careers data
 * file"). A failed or invalid file rejects with ContentError; an unknown path is not an error: it
 * resolves with null. They resolve with the loader's validated Career objects, typed as the
 * machine's view of a career.
 */
import { fromPromise } from 'xstate';
import type { CareerSummary } from '../../../machines/careers.machine.ts';
import { findCareer, loadCareers } from '../../content/careers.ts';

export const loadCareersActor = fromPromise<readonly CareerSummary[]>(() => loadCareers());

/** spec 2: the job is looked up by path, case-insensitively. */
export const loadCareerActor = fromPromise<CareerSummary | null, { path: string }>(
  async ({ input }) => findCareer(await loadCareers(), input.path) ?? null,
);
