/**
 * What the careers walks did not look at (found by `npm run test:mutation`, docs/mutation.md): the context
 * each page starts with (the detail carries nothing of the list and the other way round, the table is empty
 * until a load), and what a page that forgot to provide a loader shows.
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { careersMachine, selectCareers, selectCareersFailed } from '../../machines/careers.machine.ts';

const sectionAnchors = ['why-work-here', 'opportunities'];

describe('careers: the context each page starts with', () => {
  it('the list: its anchor and sections, no job path, an empty table', () => {
    const actor = createActor(careersMachine, { input: { view: 'list', anchor: 'opportunities', sectionAnchors } });
    expect(actor.getSnapshot().context).toEqual({
      view: 'list',
      anchor: 'opportunities',
      sectionAnchors,
      path: '',
      careers: [],
      career: null,
      error: null,
    });
    expect(selectCareers(actor.getSnapshot())).toEqual([]);
  });

  it('the detail: its job path, no anchor and no sections', () => {
    const actor = createActor(careersMachine, { input: { view: 'detail', path: 'delivery-driver' } });
    expect(actor.getSnapshot().context).toEqual({
      view: 'detail',
      anchor: null,
      sectionAnchors: [],
      path: 'delivery-driver',
      careers: [],
      career: null,
      error: null,
    });
  });
});

describe('careers: a loader nobody provided fails with its name', () => {
  it.each([
    [{ view: 'list', anchor: null, sectionAnchors }, 'loadCareers not provided'],
    [{ view: 'detail', path: 'delivery-driver' }, 'loadCareer not provided'],
  ] as const)('%j', async (input, message) => {
    const actor = createActor(careersMachine, { input }).start();
    await vi.waitFor(() => expect(selectCareersFailed(actor.getSnapshot())).toBe(true));
    expect(actor.getSnapshot().context.error).toBe(message);
    actor.stop();
  });
});
