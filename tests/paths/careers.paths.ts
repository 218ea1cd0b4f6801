/**
 * Path map of the careers pages (machines/careers.machine.ts, spec 2, 8): the list with its section
 * anchors (a section scrolls into view, any other anchor is ignored) and a job's description, each
 * file held while loading, a 500 through the fault switch, an unknown job, another job by address.
 */
import { readFileSync } from 'node:fs';
import { careersMachine } from '../../machines/careers.machine.ts';
import { CareerDetail, CareersPage } from '../support/pages/careers.ts';
import { errorWith, gotoRoute, faultOutcome } from './support/portal.ts';
import type { PathContext, PathMap, ViewContract } from './support/types.ts';
import { pressOn } from './support/keyboard.ts';

interface Career {
  path: string;
  position: string;
}
const careers: Career[] = JSON.parse(readFileSync(new URL('../../public/assets/data/careers.data.json', import.meta.url), 'utf8'));
const positionOf = (path: string) => careers.find((career) => career.path === path)?.position ?? `(no job ${path})`;
const FIRST = careers[0]!.path;
const OTHER = careers.at(-1)!.path;
const isCareersFile = (url: URL) => url.pathname === '/opsportal/assets/data/careers.data.json';
/** The sections /careers/{anchor} may scroll to, by the anchor's element. */
const SECTION_TITLES: Record<string, string> = { growth: 'Career growth', opportunities: 'Current opportunities' };

const loading = (label: string): ViewContract => ({
  announces: { live: label },
  shows: `the status "${label}", no table or job, no error`,
  check: async ({ page, expect }: PathContext) => {
    const careersPage = new CareersPage(page);
    await expect(careersPage.loading(label)).toBeAttached();
    await expect(careersPage.failure()).toHaveCount(0);
    await expect(careersPage.table).toHaveCount(0);
  },
});
const failed = (what: string): ViewContract => ({
  announces: { live: `${what} could not be loaded.` },
  shows: `the alert "${what} could not be loaded." with Retry`,
  check: async ({ page, expect }: PathContext) => {
    const careersPage = new CareersPage(page);
    await expect(careersPage.failure()).toContainText(`${what} could not be loaded.`);
    await expect(careersPage.retry()).toBeVisible();
    await expect(careersPage.table).toHaveCount(0);
  },
});

const anchorStep = (anchor: string, does: string, act: (ctx: PathContext) => Promise<void>) => ({
  kind: 'gesture' as const,
  event: { type: 'anchor.requested', anchor },
  name: `anchor ${anchor}`,
  does,
  act,
  // The view tells the machine only when the address names another anchor.
  when: (snapshot: { context: { anchor: string | null } }) => snapshot.context.anchor !== anchor,
});

export const careersPaths: PathMap<typeof careersMachine> = {
  machine: careersMachine,
  file: 'tests/paths/careers.paths.ts',
  starts: [
    {
      name: 'list',
      // On /careers/{anchor}: going from /careers to /careers/{anchor} is another route, which mounts
      // a new page (and actor); between anchors the page and its actor stay.
      input: { view: 'list', anchor: 'opportunities', sectionAnchors: Object.keys(SECTION_TITLES) },
      does: 'open /#/careers/opportunities',
      only: ['careers loaded', 'careers 500', 'Retry', 'anchor growth', 'anchor main'],
      open: async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 600 });
        await gotoRoute(page, '/careers/opportunities');
      },
    },
    {
      name: 'job',
      input: { view: 'detail', path: FIRST },
      does: `open /#/career/${FIRST} (or the unknown job an outcome asks for)`,
      only: ['job loaded', 'job unknown', 'job 500', 'Retry', 'address another job'],
      open: async ({ page, scenario }) => gotoRoute(page, `/career/${String(scenario.job ?? FIRST)}`),
    },
  ],
  states: {
    routing: { transient: 'chooses the list or the job branch from the route at once (always)' },
    'list.loading': loading('Loading the current opportunities'),
    'list.arrived': { transient: 'scrolls to the anchor or not, at once (always)' },
    'list.shown': {
      shows: "the h1 Careers and the opportunities table with every job; a section anchor's section in view",
      check: async ({ page, expect, snapshot }) => {
        const careersPage = new CareersPage(page);
        await expect(careersPage.heading()).toHaveText('Careers');
        await expect(careersPage.jobLink(careers[0]!.position)).toBeVisible();
        await expect(careersPage.rows()).toHaveCount(careers.length);
        const anchor = snapshot.context.anchor as string | null;
        if (anchor && SECTION_TITLES[anchor]) await expect(careersPage.anchored(anchor)).toBeInViewport();
      },
    },
    'list.failed': failed('The current opportunities'),
    'detail.loading': loading('Loading the job description'),
    'detail.shown': {
      shows: "the job's position as the h1, 'Job Description', Apply Now; address /career/{path}; at the top",
      check: async ({ page, expect, snapshot }) => {
        const path = String(snapshot.context.path);
        const job = new CareerDetail(page);
        await expect(job.position()).toHaveText(positionOf(path));
        await expect(job.description()).toBeVisible();
        await expect(job.applyNow()).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`#/career/${path}$`));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      },
    },
    'detail.notFound': {
      shows: 'the page-not-found page ("Oh! 404"), address #/page-not-found',
      check: async ({ page, expect }) => {
        await expect(new CareerDetail(page).notFound()).toBeVisible();
        await expect(page).toHaveURL(/#\/page-not-found$/);
      },
    },
    'detail.failed': failed('This job description'),
  },
  events: [
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadCareers', output: careers.map((career) => career.path) },
      name: 'careers loaded',
      does: 'the careers file arrives',
      hold: isCareersFile,
    },
    faultOutcome('content:500', {
      event: { type: 'xstate.error.actor.loadCareers', error: errorWith('500') },
      name: 'careers 500',
      does: 'the careers file answers 500 (fault switch content:500)',
      hold: isCareersFile,
    }),
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadCareer', output: { path: FIRST } },
      name: 'job loaded',
      does: 'the careers file arrives and has the job',
      hold: isCareersFile,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadCareer', output: null },
      name: 'job unknown',
      does: 'the address names no job (/career/no-such-job)',
      arrange: ({ scenario }) => {
        scenario.job = 'no-such-job';
      },
      follows: ['(open)'],
      hold: isCareersFile,
    },
    faultOutcome('content:500', {
      event: { type: 'xstate.error.actor.loadCareer', error: errorWith('500') },
      name: 'job 500',
      does: 'the careers file answers 500 (fault switch content:500)',
      hold: isCareersFile,
    }),
    {
      kind: 'gesture',
      event: { type: 'careers.retry' },
      name: 'Retry',
      does: 'click Retry (the fault switch is off again)',
      keys: 'Tab, Enter',
      act: async ({ page, expect }) => pressOn({ page, expect }, new CareersPage(page).retry(), 'Enter'),
    },
    anchorStep('growth', 'click "Career growth" in the "On this page" links', async ({ page }) =>
      new CareersPage(page).sectionLink('Career growth').click(),
    ),
    anchorStep('main', 'edit the address to #/careers/main (an element, not a section: ignored)', async ({ page }) =>
      gotoRoute(page, '/careers/main'),
    ),
    {
      kind: 'gesture',
      event: { type: 'career.requested', path: OTHER },
      name: 'address another job',
      does: `edit the address to #/career/${OTHER}`,
      act: async ({ page }) => gotoRoute(page, `/career/${OTHER}`),
      // After the redirect to page-not-found the job page (and its actor) is gone.
      when: (snapshot) => snapshot.context.path !== OTHER && !snapshot.matches({ detail: 'notFound' }),
    },
  ],
  excluded: [
    {
      transition: 'careers.list.loading anchor.requested #0',
      reason:
        'an anchor asked for while the careers file is loading: the runner holds a request only from the step that starts it, so the file would arrive unheld before the next check (the machine walk covers it)',
    },
  ],
};
