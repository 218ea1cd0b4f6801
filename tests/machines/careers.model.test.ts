import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  careersMachine,
  selectCareer,
  selectCareerShown,
  selectCareersLoading,
  selectCareerListShown,
  selectCareers,
  selectCareersFailed,
  type CareerSummary,
} from '../../machines/careers.machine.ts';
import { walkMachine } from '../support/model.ts';

const career: CareerSummary = {
  path: 'delivery-driver',
  position: 'Delivery Driver',
  description: 'Drive the overnight route.',
  descriptionShort: 'Drive the overnight route.',
  requirementsShort: 'A clean driving record.',
  requirementColumns: [{ items: [{ title: 'What you bring', content: [{ item: 'A clean driving record' }] }] }],
};

/** The page's own sections, as the careers page gives them. */
const sectionAnchors = ['why-work-here', 'solutions', 'workplace', 'growth', 'opportunities'];

describe('careers machine (spec 2 careers and career detail, spec 8)', () => {
  it('walks every state and transition of the list and the detail', async () => {
    // Every anchor the walk scrolls to (and focuses): only ever a section of the page, never an id from the address alone.
    const scrolledTo: string[] = [];
    const recording = careersMachine.provide({ actions: { scrollToAnchor: (_, { anchor }) => void scrolledTo.push(anchor) } });
    const report = await walkMachine(recording, {
      inputs: [
        { view: 'list', anchor: null, sectionAnchors },
        { view: 'list', anchor: 'opportunities', sectionAnchors },
        // An id of the layout, not a section of the page.
        { view: 'list', anchor: 'main', sectionAnchors },
        { view: 'detail', path: 'delivery-driver' },
      ],
      events: [
        { type: 'careers.retry' },
        { type: 'anchor.requested', anchor: 'growth' },
        { type: 'anchor.requested', anchor: 'nav-menu' },
        { type: 'career.requested', path: 'other-job' },
        { type: 'xstate.done.actor.loadCareers', output: [career] },
        { type: 'xstate.error.actor.loadCareers', error: new Error('HTTP status 500') },
        { type: 'xstate.done.actor.loadCareer', output: career },
        { type: 'xstate.done.actor.loadCareer', output: null },
        { type: 'xstate.error.actor.loadCareer', error: new Error('HTTP status 500') },
      ] as never,
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.anchor,
          snapshot.context.path,
          snapshot.context.career !== null,
          snapshot.context.error !== null,
        ]),
      assertState: (snapshot, executed) => {
        // What each state shows (busy, error, the table, the job), written down independently.
        const views: Record<string, { busy: boolean; error: boolean; list: boolean; job: boolean }> = {
          '{"list":"loading"}': { busy: true, error: false, list: false, job: false },
          '{"list":"shown"}': { busy: false, error: false, list: true, job: false },
          '{"list":"failed"}': { busy: false, error: true, list: false, job: false },
          '{"detail":"loading"}': { busy: true, error: false, list: false, job: false },
          '{"detail":"shown"}': { busy: false, error: false, list: false, job: true },
          '{"detail":"notFound"}': { busy: false, error: false, list: false, job: false },
          '{"detail":"failed"}': { busy: false, error: true, list: false, job: false },
        };
        const view = views[JSON.stringify(snapshot.value)];
        expect(view, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(selectCareersLoading(snapshot as never)).toBe(view?.busy);
        expect(selectCareersFailed(snapshot as never)).toBe(view?.error);
        expect(selectCareerListShown(snapshot as never)).toBe(view?.list);
        expect(selectCareerShown(snapshot as never)).toBe(view?.job);
        if (view?.list) expect(selectCareers(snapshot as never)).toEqual([career]);
        if (view?.job) expect(selectCareer(snapshot as never)).toEqual(career);
        if (snapshot.matches({ detail: 'notFound' })) expect(executed).toContain('redirectToNotFound');
        if (snapshot.matches('detail')) expect(executed).toContain('scrollToTop');
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    for (const action of ['scrollToAnchor', 'scrollToTop', 'redirectToNotFound']) expect(report.actions).toContain(action);
    expect(new Set(scrolledTo)).toEqual(new Set(['opportunities', 'growth']));
  });

  it('scrolls to the route anchor only once the table is in place, and again for a new anchor', async () => {
    const scrollToAnchor = vi.fn();
    let resolve: (careers: CareerSummary[]) => void = () => {};
    const loadCareers = fromPromise<readonly CareerSummary[]>(() => new Promise((done) => (resolve = done)));
    const actor = createActor(careersMachine.provide({ actors: { loadCareers }, actions: { scrollToAnchor } }), {
      input: { view: 'list', anchor: 'opportunities', sectionAnchors },
    }).start();
    expect(scrollToAnchor).not.toHaveBeenCalled();
    resolve([career]);
    await waitFor(actor, selectCareerListShown);
    expect(scrollToAnchor).toHaveBeenCalledWith(expect.anything(), { anchor: 'opportunities' });
    expect(selectCareers(actor.getSnapshot())).toEqual([career]);
    actor.send({ type: 'anchor.requested', anchor: 'growth' });
    expect(scrollToAnchor).toHaveBeenLastCalledWith(expect.anything(), { anchor: 'growth' });
    actor.send({ type: 'anchor.requested', anchor: null });
    expect(scrollToAnchor).toHaveBeenCalledTimes(2);
  });

  it('a failed table load still scrolls to the anchor and offers a retry', async () => {
    const scrollToAnchor = vi.fn();
    const actor = createActor(
      careersMachine.provide({
        actors: { loadCareers: fromPromise<readonly CareerSummary[]>(() => Promise.reject(new Error('HTTP status 500'))) },
        actions: { scrollToAnchor },
      }),
      { input: { view: 'list', anchor: null, sectionAnchors } },
    ).start();
    await waitFor(actor, selectCareersFailed);
    actor.send({ type: 'anchor.requested', anchor: 'solutions' });
    expect(scrollToAnchor).toHaveBeenCalledWith(expect.anything(), { anchor: 'solutions' });
    actor.send({ type: 'anchor.requested', anchor: 'careers-title' });
    expect(scrollToAnchor).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'careers.retry' })).toBe(true);
  });

  it("an anchor that is not one of the page's sections is neither scrolled to nor focused, on arrival or later", async () => {
    const scrollToAnchor = vi.fn();
    const loadCareers = fromPromise<readonly CareerSummary[]>(async () => [career]);
    const actor = createActor(careersMachine.provide({ actors: { loadCareers }, actions: { scrollToAnchor } }), {
      input: { view: 'list', anchor: 'main', sectionAnchors },
    }).start();
    await waitFor(actor, selectCareerListShown);
    // The page is shown as usual, with no error: it just stays at its top.
    expect(selectCareersFailed(actor.getSnapshot())).toBe(false);
    expect(selectCareers(actor.getSnapshot())).toEqual([career]);
    for (const anchor of ['nav-menu', 'growth-title', 'Growth', 'opportunities ', '']) {
      actor.send({ type: 'anchor.requested', anchor });
      expect(selectCareerListShown(actor.getSnapshot())).toBe(true);
    }
    expect(scrollToAnchor).not.toHaveBeenCalled();
    // A real section from the route still scrolls.
    actor.send({ type: 'anchor.requested', anchor: 'growth' });
    expect(scrollToAnchor).toHaveBeenCalledExactlyOnceWith(expect.anything(), { anchor: 'growth' });
  });

  it('an unknown job path redirects to /page-not-found; a known one scrolls to the top and shows', async () => {
    const redirectToNotFound = vi.fn();
    const scrollToTop = vi.fn();
    const loadCareer = fromPromise<CareerSummary | null, { path: string }>(async ({ input }) =>
      input.path.toLowerCase() === career.path ? career : null,
    );
    const known = createActor(careersMachine.provide({ actors: { loadCareer }, actions: { redirectToNotFound, scrollToTop } }), {
      input: { view: 'detail', path: 'Delivery-Driver' },
    }).start();
    await waitFor(known, (snapshot) => snapshot.matches({ detail: 'shown' }));
    expect(selectCareer(known.getSnapshot())?.position).toBe('Delivery Driver');
    expect(scrollToTop).toHaveBeenCalledTimes(1);

    const unknown = createActor(careersMachine.provide({ actors: { loadCareer }, actions: { redirectToNotFound, scrollToTop } }), {
      input: { view: 'detail', path: 'astronaut' },
    }).start();
    await waitFor(unknown, (snapshot) => snapshot.matches({ detail: 'notFound' }));
    expect(redirectToNotFound).toHaveBeenCalledTimes(1);
    expect(selectCareer(unknown.getSnapshot())).toBeNull();
  });

  it('the route naming the anchor or job it already named is no request: the page tells it on every change, the machine decides', async () => {
    const scrollToAnchor = vi.fn();
    const list = createActor(
      careersMachine.provide({
        actors: { loadCareers: fromPromise<readonly CareerSummary[]>(async () => [career]) },
        actions: { scrollToAnchor },
      }),
      { input: { view: 'list', anchor: 'growth', sectionAnchors } },
    ).start();
    // The page's first render tells the route's anchor, which the input already gave: one scroll, once the table is in place.
    list.send({ type: 'anchor.requested', anchor: 'growth' });
    await waitFor(list, selectCareerListShown);
    list.send({ type: 'anchor.requested', anchor: 'growth' });
    expect(scrollToAnchor).toHaveBeenCalledExactlyOnceWith(expect.anything(), { anchor: 'growth' });
    list.send({ type: 'anchor.requested', anchor: 'solutions' });
    expect(scrollToAnchor).toHaveBeenCalledTimes(2);
    scrollToAnchor.mockClear();

    const failedList = createActor(
      careersMachine.provide({
        actors: { loadCareers: fromPromise<readonly CareerSummary[]>(() => Promise.reject(new Error('HTTP status 500'))) },
        actions: { scrollToAnchor },
      }),
      { input: { view: 'list', anchor: 'workplace', sectionAnchors } },
    ).start();
    await waitFor(failedList, selectCareersFailed);
    expect(failedList.getSnapshot().can({ type: 'anchor.requested', anchor: 'workplace' })).toBe(false);
    failedList.send({ type: 'anchor.requested', anchor: 'workplace' });
    expect(scrollToAnchor).not.toHaveBeenCalled();
    failedList.send({ type: 'anchor.requested', anchor: 'growth' });
    expect(scrollToAnchor).toHaveBeenLastCalledWith(expect.anything(), { anchor: 'growth' });

    const paths: string[] = [];
    const scrollToTop = vi.fn();
    const loadCareer = fromPromise<CareerSummary | null, { path: string }>(async ({ input }) => {
      paths.push(input.path);
      return career;
    });
    const detail = createActor(careersMachine.provide({ actors: { loadCareer }, actions: { scrollToTop } }), {
      input: { view: 'detail', path: 'delivery-driver' },
    }).start();
    detail.send({ type: 'career.requested', path: 'delivery-driver' });
    await waitFor(detail, selectCareerShown);
    detail.send({ type: 'career.requested', path: 'delivery-driver' });
    expect(selectCareerShown(detail.getSnapshot())).toBe(true);
    detail.send({ type: 'career.requested', path: 'other-job' });
    await waitFor(detail, selectCareerShown);
    expect(paths).toEqual(['delivery-driver', 'other-job']);
    expect(scrollToTop).toHaveBeenCalledTimes(2);
  });
});
