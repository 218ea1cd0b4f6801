/**
 * Path map of sending a posted form (machines/form-submission.machine.ts, spec 2, 4, 5, 7): the
 * contact form (captcha, confirmed by status), the fast-support form (no captcha, no return URL)
 * and a form without a configuration.
 *
 * The post is a native navigation. To see `submitting` the lead service's answer is fabricated as
 * HTTP 204 (page.route): a 204 ends a navigation without leaving the page, which is what the visitor
 * sees while a service has not answered yet. `page.restored` is the browser's `pageshow` with
 * `persisted` (the history cache): Playwright's Chromium runs without that cache, so the event is
 * dispatched on the page. A captcha script that cannot load is a refused connection (page.route:
 * the fault switch has no captcha service). The draft of a post the lead service never confirmed is
 * what the form left in the tab's session storage when it posted (form-draft.ts): it is put there
 * before the page opens.
 */
import type { Page } from '@playwright/test';
import { SLOW_POST_MS, formSubmissionMachine } from '../../machines/form-submission.machine.ts';
import { CAPTCHA_TOKEN_TTL_SECONDS } from '../../server/stand-in/captcha.ts';
import { formElementId } from '../../src/components/forms/field-ids.ts';
import { PORTAL, setFaults } from './support/portal.ts';
import { PostedFormPage } from '../support/pages/posted-form.ts';
import { clauses, type Clause } from './support/contract.ts';
import { pressOn } from './support/keyboard.ts';
import type { EventDriver, PathContext, PathMap } from './support/types.ts';

const SLOW_NOTICE = /^Still sending: the form service is taking longer than usual\./;
const DRAFT_NOTICE = /^We could not confirm that your last message reached us\. What you typed is back in the form/;
/** The contact form's draft of an unconfirmed post, by field name, and the labels that show it. */
const CONTACT_DRAFT = { first_name: 'Zoë', company: 'Draft & Sons' };
const DRAFT_LABELS: Record<keyof typeof CONTACT_DRAFT, string> = { first_name: 'First name', company: 'Company' };

/** The form of the page, by the e2e specs' page object: the contact form when a captcha is required, the fast-support form otherwise. */
const formOf = ({ page, snapshot }: Pick<PathContext, 'page' | 'snapshot'>) =>
  new PostedFormPage(page, { id: formElementId(snapshot.context.captchaRequired ? 'contact' : 'fast-support') });
const labelOf = (snapshot: PathContext['snapshot']) => (snapshot.context.captchaRequired ? 'SUBMIT' : 'CONTINUE');
const sendButton = (ctx: Pick<PathContext, 'page' | 'snapshot'>) => formOf(ctx).submitButton(labelOf(ctx.snapshot), { exact: true });
const captchaBox = (ctx: Pick<PathContext, 'page' | 'snapshot'>) => formOf(ctx).captchaCheckbox();
const captchaScript = (url: URL) => url.pathname === '/stand-in/captcha/api.js';

/** Opens a page with the clock installed and paused (the slow notice and the captcha's expiry are timers; a refusal's focus waits for a frame). */
async function openWithClock(page: Page, route: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  // Not until `load`: the captcha's script is held while `loading` is checked, and it holds `load` back.
  await page.goto(`${PORTAL}#${route}`, { waitUntil: 'domcontentloaded' });
}

/** The lead and remote-support services "have not answered yet": a 204 ends the navigation in place. */
const heldPosts = new WeakSet<Page>();
async function holdPosts(page: Page) {
  if (heldPosts.has(page)) return;
  heldPosts.add(page);
  await page.route(
    (url) => url.pathname.startsWith('/stand-in/lead/') || url.pathname.startsWith('/stand-in/remote-support/'),
    (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 204 }) : route.fallback()),
  );
}

async function fillValid(ctx: PathContext) {
  const form = formOf(ctx);
  if (!ctx.snapshot.context.captchaRequired) return form.fill({ 'Your name': 'Sam Rivera', 'Support Key': 'AB12-7731' });
  await form.fill({
    'First name': 'Rosa',
    'Last name': 'Quintero',
    'E-mail': 'rosa@example.com',
    Company: 'Path Co',
    'Which products are you interested in?': 'DeliveryTrax',
    Phone: '5550104477',
  });
}

/** The form ready to send: its words and checks, shared by `editing` (the report names each). */
const NOT_BUSY: [Clause, Clause, Clause] = [
  {
    shows: 'the send button (SUBMIT / CONTINUE) enabled',
    check: async (ctx) => {
      await ctx.expect(sendButton(ctx)).toBeVisible();
      await ctx.expect(sendButton(ctx)).not.toHaveAttribute('aria-disabled', 'true');
    },
  },
  { shows: 'the form not busy', check: async (ctx) => ctx.expect(formOf(ctx).form).not.toHaveAttribute('aria-busy', 'true') },
  { shows: 'no slow notice', check: async (ctx) => ctx.expect(formOf(ctx).status(SLOW_NOTICE)).toHaveCount(0) },
];

/** The restored draft's notice shows exactly when the machine holds a draft; right after it was read, the fields show it. */
const DRAFT: [Clause, Clause, Clause] = [
  {
    shows: 'the status "We could not confirm…"',
    when: { says: 'with a restored draft', holds: (ctx) => ctx.snapshot.context.draft !== null },
    check: async (ctx) => ctx.expect(formOf(ctx).status(DRAFT_NOTICE)).toBeVisible(),
  },
  {
    shows: "the draft's values in the fields",
    when: { says: 'as the draft arrives', holds: (ctx) => ctx.snapshot.context.draft !== null && ctx.event.type === 'draft.read' },
    check: async (ctx) => {
      for (const [name, label] of Object.entries(DRAFT_LABELS))
        await ctx.expect(formOf(ctx).field(label)).toHaveValue(CONTACT_DRAFT[name as keyof typeof CONTACT_DRAFT]);
    },
  },
  {
    shows: 'no draft notice',
    when: { says: 'without a draft', holds: (ctx) => ctx.snapshot.context.draft === null },
    check: async (ctx) => ctx.expect(formOf(ctx).status(DRAFT_NOTICE)).toHaveCount(0),
  },
];

/** A post on its way: the send button says so and the form is busy. */
const BUSY: [Clause, Clause] = [
  {
    shows: 'the button "Sending…" aria-disabled',
    check: async (ctx) => ctx.expect(formOf(ctx).submitButton('Sending…', { exact: true })).toHaveAttribute('aria-disabled', 'true'),
  },
  { shows: 'the form aria-busy', check: async (ctx) => ctx.expect(formOf(ctx).form).toHaveAttribute('aria-busy', 'true') },
];

const EVENTS: EventDriver[] = [
  {
    kind: 'outcome',
    event: { type: 'draft.read', draft: CONTACT_DRAFT, kind: 'unconfirmedPost' },
    name: 'draft-found',
    does: "the contact form's draft of a post the lead service never confirmed waits in the tab's session storage (put there before the page opens, as the form leaves it when it posts)",
    follows: ['(open)'],
    arrange: async ({ page }) => {
      // Saved minutes ago: the page's clock is paused at the opening, and a draft from its future is refused.
      await page.addInitScript(
        ([key, values]) => sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now() - 5 * 60_000, values })),
        ['ls.formDraft.contact', CONTACT_DRAFT] as const,
      );
    },
  },
  {
    kind: 'outcome',
    event: { type: 'draft.read', draft: null, kind: 'unconfirmedPost' },
    name: 'no-draft',
    does: 'no draft waits in the tab (a first visit)',
    follows: ['(open)'],
  },
  {
    kind: 'outcome',
    event: { type: 'xstate.done.actor.loadCaptcha' },
    name: 'captcha-loaded',
    does: "the stand-in captcha's script loads and offers its API",
    hold: captchaScript,
  },
  {
    kind: 'outcome',
    event: { type: 'xstate.error.actor.loadCaptcha', error: {} },
    name: 'captcha-refused',
    does: 'the captcha script is refused once (page.route abort: the fault switch has no captcha service)',
    arrange: async ({ page }) => {
      await page.route(
        (url) => captchaScript(url),
        (route) => route.abort('connectionrefused'),
        { times: 1 },
      );
    },
  },
  {
    kind: 'gesture',
    event: { type: 'captcha.retry' },
    name: 'retry-captcha',
    does: 'click "Try the security check again"',
    act: async (ctx) => formOf(ctx).captchaRetry().click(),
  },
  {
    kind: 'gesture',
    event: { type: 'captcha.answered' },
    name: 'answer-captcha',
    does: 'tick "I\'m not a robot" (the stand-in issues a token)',
    act: async (ctx) => formOf(ctx).answerCaptcha(),
  },
  {
    kind: 'clock',
    event: { type: 'captcha.expired' },
    name: 'captcha-expires',
    does: `advance the page clock past the token's ${CAPTCHA_TOKEN_TTL_SECONDS} s`,
    // The page's one clock also runs the slow-post timer: not while a post waits (it would turn slow too).
    when: (snapshot) => !snapshot.matches({ active: { submission: { submitting: 'waiting' } } }),
    act: async ({ page }) => page.clock.runFor((CAPTCHA_TOKEN_TTL_SECONDS + 1) * 1000),
    verify: async (ctx) => ctx.expect(formOf(ctx).text('Verification expired.')).toBeVisible(),
  },
  {
    kind: 'gesture',
    event: { type: 'form.submit', hasFieldErrors: true },
    name: 'send-empty',
    does: 'empty every text field, Tab to the send button and press Space',
    keys: 'Tab, Space',
    // A refusal counts (context), so the graph would never end: one or two refusals say it all.
    when: (snapshot) => snapshot.context.rejectedAttempts < 2,
    act: async (ctx) => {
      const boxes = formOf(ctx).textboxes();
      for (let i = 0; i < (await boxes.count()); i += 1) await boxes.nth(i).fill('');
      await pressOn(ctx, sendButton(ctx), 'Space');
      // The clock is paused: let the browser draw the frames that move focus to a refusal's summary.
      await ctx.page.clock.runFor(100);
    },
  },
  {
    kind: 'gesture',
    event: { type: 'form.submit', hasFieldErrors: false },
    name: 'send-valid',
    does: 'fill every required field validly, click the send button (a post is answered 204: the page stays)',
    when: (snapshot) => snapshot.context.rejectedAttempts < 3,
    act: async (ctx) => {
      await holdPosts(ctx.page);
      await fillValid(ctx);
      await sendButton(ctx).click();
      // The clock is paused: let the browser draw the frames that move focus to a refusal's summary.
      await ctx.page.clock.runFor(100);
    },
  },
  {
    kind: 'clock',
    event: { type: 'xstate.after.slowPost.formSubmission.active.submission.submitting.waiting' },
    name: 'slow',
    does: `advance the page clock by ${SLOW_POST_MS} ms without an answer`,
    act: async ({ page }) => page.clock.runFor(SLOW_POST_MS),
  },
  {
    kind: 'gesture',
    event: { type: 'page.restored' },
    name: 'back-from-cache',
    does: "the browser shows the page from its history cache (pageshow with persisted, dispatched: Playwright's Chromium has no such cache)",
    act: async ({ page }) =>
      page.evaluate(() => {
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      }),
  },
];
/** Every driver but the draft: the form of these starts reads none when opened afresh. */
const WITHOUT_DRAFT = EVENTS.map((driver) => driver.name).filter((name) => name !== 'draft-found');

export const formSubmissionPaths: PathMap<typeof formSubmissionMachine> = {
  machine: formSubmissionMachine,
  file: 'tests/paths/form-submission.paths.ts',
  starts: [
    {
      name: 'contact',
      input: { configured: true, captchaRequired: true, captchaSiteKey: 'key', captchaScriptUrl: 'api.js', confirmsWithStatus: true },
      does: 'open /#/contactus (the contact form: captcha, return URL), the clock paused',
      open: async ({ page }) => openWithClock(page, '/contactus'),
    },
    {
      name: 'contact-confirmed',
      input: {
        configured: true,
        captchaRequired: true,
        captchaSiteKey: 'key',
        captchaScriptUrl: 'api.js',
        confirmsWithStatus: true,
        confirmed: true,
      },
      does: "open /#/contactus?status=200 (the lead service's return: the post was confirmed), the clock paused",
      open: async ({ page }) => openWithClock(page, '/contactus?status=200'),
    },
    {
      name: 'no-captcha-key',
      input: { configured: true, captchaRequired: true, captchaSiteKey: '', captchaScriptUrl: 'api.js', confirmsWithStatus: true },
      does: 'open /#/contactus with a configuration whose captcha site key is empty (the configuration rewritten by page.route: a deployment error the stand-ins do not serve)',
      open: async ({ page }) => {
        await page.route(
          (url) => url.pathname === '/opsportal/assets/config.release.json',
          async (route) => {
            const config = await (await route.fetch()).json();
            await route.fulfill({ json: { ...config, captcha: { ...config.captcha, siteKey: '' } } });
          },
        );
        await openWithClock(page, '/contactus');
      },
    },
    {
      name: 'fast-support',
      input: { configured: true, captchaRequired: false, confirmsWithStatus: false, keepsTypedOnBack: true },
      does: 'open /#/fast-support (no captcha, no return URL; what was typed comes back only after Back), the clock paused',
      // Its draft comes back only when the page is opened with Back: opened afresh, there is none to find.
      only: WITHOUT_DRAFT,
      open: async ({ page }) => openWithClock(page, '/fast-support'),
    },
    {
      name: 'no-configuration',
      input: { configured: false, captchaRequired: false, keepsTypedOnBack: true },
      does: 'open /#/fast-support while the configuration is malformed (fault switch config:malformed)',
      only: WITHOUT_DRAFT,
      open: async ({ page }) => {
        page.on('console', () => undefined);
        await setFaults(page, 'config:malformed');
        await openWithClock(page, '/fast-support');
      },
    },
    {
      name: 'no-configuration-contact',
      input: { configured: false, captchaRequired: true },
      does: 'open /#/contactus while the configuration is malformed (fault switch config:malformed): no return URL, so no draft to look for',
      open: async ({ page }) => {
        page.on('console', () => undefined);
        await setFaults(page, 'config:malformed');
        await openWithClock(page, '/contactus');
      },
    },
  ],
  states: {
    arriving: { transient: 'settles the draft and goes on to `restoring` or `checking` at once (always)' },
    restoring: {
      transient:
        "reads the tab's session storage, a synchronous read reported as the actor starts: the machine is in `checking` before the page is drawn",
    },
    checking: { transient: 'reads the input and goes on to `unavailable` or `active` at once (always)' },
    'active.captcha.checking': { transient: 'goes on to `loading` or `notRequired` at once (always)' },
    unavailable: {
      ...clauses(
        {
          shows: 'the alert "This form cannot be sent", saying why (settings not loaded / captcha not set up)',
          check: async (ctx) => {
            const alert = formOf(ctx).summary();
            await ctx.expect(alert).toContainText('This form cannot be sent');
            await ctx
              .expect(alert)
              .toContainText(
                ctx.snapshot.context.unavailable === 'config'
                  ? "the site's settings could not be loaded"
                  : 'security check (captcha) is not set up',
              );
          },
        },
        {
          shows: 'the send button enabled',
          check: async (ctx) => ctx.expect(sendButton(ctx)).not.toHaveAttribute('aria-disabled', 'true'),
        },
        {
          shows: 'nothing posted (still on the page)',
          check: async (ctx) => ctx.expect(ctx.page).toHaveURL(ctx.snapshot.context.captchaRequired ? /#\/contactus$/ : /#\/fast-support$/),
        },
        {
          shows: 'the alert focused',
          when: { says: 'after a refused Send', holds: (ctx) => ctx.snapshot.context.rejectedAttempts > 0 },
          check: async (ctx) => ctx.expect(formOf(ctx).summary()).toBeFocused(),
        },
        ...DRAFT,
      ),
      announces: { live: 'This form cannot be sent' },
    },
    'active.captcha.notRequired': clauses({
      shows: 'no "Security check" in the form',
      check: async (ctx) => ctx.expect(formOf(ctx).text('Security check')).toHaveCount(0),
    }),
    'active.captcha.loading': clauses(
      {
        shows: 'the status "Loading the security check…"',
        check: async (ctx) => ctx.expect(formOf(ctx).status('Loading the security check…')).toBeVisible(),
      },
      { shows: 'no checkbox yet', check: async (ctx) => ctx.expect(captchaBox(ctx)).toHaveCount(0) },
    ),
    'active.captcha.failed': {
      ...clauses(
        {
          shows: '"The security check could not be loaded."',
          check: async (ctx) => ctx.expect(formOf(ctx).text('The security check could not be loaded.').first()).toBeVisible(),
        },
        {
          shows: 'the button "Try the security check again"',
          check: async (ctx) => ctx.expect(formOf(ctx).captchaRetry()).toBeVisible(),
        },
        { shows: 'no checkbox', check: async (ctx) => ctx.expect(captchaBox(ctx)).toHaveCount(0) },
      ),
      announces: { live: 'The security check could not be loaded.' },
    },
    'active.captcha.ready.unanswered': clauses(
      {
        shows: 'the checkbox "I\'m not a robot", not checked',
        check: async (ctx) => ctx.expect(captchaBox(ctx)).toHaveAttribute('aria-checked', 'false'),
      },
      {
        shows: 'no loading status',
        check: async (ctx) => ctx.expect(formOf(ctx).status('Loading the security check…')).toHaveCount(0),
      },
    ),
    'active.captcha.ready.answered': clauses(
      {
        shows: 'the checkbox "I\'m not a robot" checked',
        check: async (ctx) => ctx.expect(captchaBox(ctx)).toHaveAttribute('aria-checked', 'true'),
      },
      {
        shows: 'no captcha error',
        check: async (ctx) => ctx.expect(formOf(ctx).text('Please confirm you are not a robot')).toHaveCount(0),
      },
    ),
    'active.submission.editing': clauses(
      ...NOT_BUSY,
      {
        shows: 'no draft notice',
        when: { says: 'on a confirmed return', holds: (ctx) => ctx.snapshot.context.confirmed },
        check: async (ctx) => ctx.expect(formOf(ctx).status('We could not confirm')).toHaveCount(0),
      },
      ...DRAFT,
      {
        shows: 'the alert "Please check the form"',
        when: { says: 'after a refused Send', holds: (ctx) => ctx.snapshot.context.rejectedAttempts > 0 },
        check: async (ctx) => ctx.expect(formOf(ctx).summary()).toContainText('Please check the form'),
      },
      {
        shows: 'the alert focused',
        when: {
          says: 'right after the refusal',
          holds: (ctx) => ctx.snapshot.context.rejectedAttempts > 0 && ctx.event.type === 'form.submit',
        },
        check: async (ctx) => ctx.expect(formOf(ctx).summary()).toBeFocused(),
      },
      {
        shows: 'no alert',
        when: { says: 'before any refused Send', holds: (ctx) => ctx.snapshot.context.rejectedAttempts === 0 },
        check: async (ctx) => ctx.expect(formOf(ctx).summary()).toHaveCount(0),
      },
    ),
    'active.submission.submitting.waiting': {
      ...clauses(...BUSY, {
        shows: 'no slow notice yet',
        check: async (ctx) => ctx.expect(formOf(ctx).status(SLOW_NOTICE)).toHaveCount(0),
      }),
      announces: { live: /^Sending…$/ },
    },
    'active.submission.submitting.slow': {
      ...clauses(
        ...BUSY,
        { shows: 'the status "Still sending: …"', check: async (ctx) => ctx.expect(formOf(ctx).status(SLOW_NOTICE)).toBeVisible() },
        { shows: 'what was typed stays', check: async (ctx) => ctx.expect(formOf(ctx).textboxes().first()).not.toHaveValue('') },
      ),
      announces: { live: SLOW_NOTICE },
    },
  },
  events: EVENTS,
  excluded: [
    {
      transition: 'formSubmission.restoring xstate.error.actor.readDraft #0',
      reason:
        "the draft reader (src/actors/forms/form-draft.ts) catches every storage failure itself and reports no draft: it never fails, so the page cannot make it (a store that throws is the 'no-draft' outcome)",
    },
    {
      transition: 'formSubmission.active.captcha.ready xstate.error.actor.captchaWidget #0',
      reason:
        "the widget actor fails only when the provider's API or the widget's container is missing after the script loaded, which neither the stand-in captcha nor the page can produce (a failed answer is reported as `captcha.expired`)",
    },
  ],
};
