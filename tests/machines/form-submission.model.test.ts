import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import * as submission from '../../machines/form-submission.machine.ts';
import { formSubmissionMachine, SLOW_POST_MS, type FormSubmissionInput } from '../../machines/form-submission.machine.ts';
import { withCaptcha } from '../support/form-submission-fixtures.ts';
import { walkMachine } from '../support/model.ts';

const withoutCaptcha: FormSubmissionInput = { configured: true, captchaRequired: false };
/** A form with a return URL (spec 4), as it first opens and as the service's status=200 brings it back. */
const drafted: FormSubmissionInput = { ...withoutCaptcha, confirmsWithStatus: true };
const confirmedReturn: FormSubmissionInput = { ...withCaptcha, confirmsWithStatus: true, confirmed: true };

/** The machine with recorded effects and a captcha that loads at once. */
function instrumented(options: { loadFails?: boolean } = {}) {
  const effects: string[] = [];
  const postForm = vi.fn(() => effects.push('postForm'));
  const focusErrorSummary = vi.fn();
  const saveDraft = vi.fn(() => effects.push('saveDraft'));
  const dropDraft = vi.fn(() => effects.push('dropDraft'));
  const widgetCommands: string[] = [];
  const machine = formSubmissionMachine.provide({
    actions: { postForm, focusErrorSummary, saveDraft, dropDraft },
    actors: {
      loadCaptcha: fromPromise(async () => {
        if (options.loadFails) throw new Error('script blocked');
      }),
      captchaWidget: fromCallback(({ receive }) => {
        receive((command) => widgetCommands.push(command.type));
      }),
      loadPageScripts: fromPromise(async () => {}),
    },
  });
  return { machine, postForm, focusErrorSummary, saveDraft, dropDraft, effects, widgetCommands };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('form submission machine (spec 2, 5, 7)', () => {
  it('walks every state and transition, from every kind of form', async () => {
    const report = await walkMachine(formSubmissionMachine, {
      inputs: [
        withCaptcha,
        withoutCaptcha,
        drafted,
        confirmedReturn,
        { configured: false, captchaRequired: false, confirmed: true },
        { configured: true, captchaRequired: true, captchaSiteKey: '', captchaScriptUrl: 'https://captcha.example.com/api.js' },
      ],
      events: [
        { type: 'form.submit', hasFieldErrors: true },
        { type: 'form.submit', hasFieldErrors: false },
        { type: 'captcha.answered' },
        { type: 'captcha.expired' },
        { type: 'captcha.retry' },
        { type: 'page.restored' },
        { type: 'draft.read', draft: { name: 'Zoë' }, kind: 'unconfirmedPost' },
        { type: 'draft.read', draft: null, kind: 'unconfirmedPost' },
        { type: 'xstate.error.actor.readDraft', error: new Error('storage blocked') },
        { type: 'xstate.done.actor.loadCaptcha', output: undefined },
        { type: 'xstate.error.actor.loadCaptcha', error: new Error('blocked') },
        { type: 'xstate.error.actor.captchaWidget', error: new Error('render failed') },
      ] as never,
      // The rejection count grows without bound: states differ by value (the captcha answer is a state), and reason.
      serializeState: (snapshot) =>
        `${JSON.stringify(snapshot.value)} ${snapshot.context.unavailable} ${Math.min(snapshot.context.rejectedAttempts, 1)}`,
      assertState: (snapshot, executed) => {
        // Busy exactly while submitting; the captcha error never shows before a refused Send.
        expect(submission.selectIsSubmitting(snapshot)).toBe(snapshot.matches({ active: { submission: 'submitting' } }));
        expect(submission.selectIsSlowToSend(snapshot)).toBe(snapshot.matches({ active: { submission: { submitting: 'slow' } } }));
        if (snapshot.context.rejectedAttempts === 0) expect(submission.selectCaptchaMissing(snapshot)).toBe(false);
        // spec 4: a confirmed return drops the draft once, at start, and restores nothing.
        expect(executed.filter((name) => name === 'dropDraft')).toHaveLength(snapshot.context.confirmed ? 1 : 0);
        expect(submission.selectRestoresDraft(snapshot)).toBe(snapshot.context.confirmsWithStatus && !snapshot.context.confirmed);
        // Only a form confirmed by status keeps a draft, saved just before each post.
        const posts = executed.filter((name) => name === 'postForm').length;
        const saves = executed.filter((name) => name === 'saveDraft').length;
        expect(saves).toBe(snapshot.context.confirmsWithStatus ? posts : 0);
        if (saves > 0) expect(executed.lastIndexOf('saveDraft')).toBe(executed.lastIndexOf('postForm') - 1);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('postForm');
    expect(report.actions).toContain('focusErrorSummary');
    expect(report.actions).toContain('saveDraft');
    expect(report.actions).toContain('dropDraft');
  });

  it("a return with status=200 drops the last post's draft when the machine starts, and restores nothing (spec 4)", () => {
    const { machine, dropDraft } = instrumented();
    const actor = createActor(machine, { input: confirmedReturn });
    // The decision is there before the start, for the view's first render; the effect waits for the start.
    expect(submission.selectRestoresDraft(actor.getSnapshot())).toBe(false);
    expect(dropDraft).not.toHaveBeenCalled();
    actor.start();
    expect(dropDraft).toHaveBeenCalledTimes(1);
    actor.send({ type: 'form.submit', hasFieldErrors: true });
    expect(dropDraft).toHaveBeenCalledTimes(1);
    // Any confirmed arrival drops the draft, even of a form that cannot be sent right now.
    const unconfigured = instrumented();
    createActor(unconfigured.machine, { input: { configured: false, captchaRequired: false, confirmed: true } }).start();
    expect(unconfigured.dropDraft).toHaveBeenCalledTimes(1);
  });

  it('an arrival without the confirmation keeps the draft and restores it, only for a form confirmed by status', () => {
    const withStatus = instrumented();
    const kept = createActor(withStatus.machine, { input: drafted }).start();
    expect(submission.selectRestoresDraft(kept.getSnapshot())).toBe(true);
    expect(withStatus.dropDraft).not.toHaveBeenCalled();

    const plain = instrumented();
    const noDrafts = createActor(plain.machine, { input: withoutCaptcha }).start();
    expect(submission.selectRestoresDraft(noDrafts.getSnapshot())).toBe(false);
    expect(plain.dropDraft).not.toHaveBeenCalled();
  });

  it('restoring: the draft the reader reports is what the form starts from, and its notice says which draft it is', () => {
    const asked: string[] = [];
    const reader = (draft: submission.FormDraft | null) =>
      fromCallback<EventObject, { kind: submission.DraftKind }>(({ input, sendBack }) => {
        asked.push(input.kind);
        sendBack({ type: 'draft.read', draft, kind: input.kind });
      });
    const start = (input: FormSubmissionInput, draft: submission.FormDraft | null) =>
      createActor(instrumented().machine.provide({ actors: { readDraft: reader(draft) } }), { input }).start();

    // An unconfirmed post of a form with a return URL: read as the machine starts, before any paint.
    const unconfirmed = start(drafted, { name: 'Zoë' });
    expect(unconfirmed.getSnapshot().matches({ active: { submission: 'editing' } })).toBe(true);
    expect(submission.selectDraft(unconfirmed.getSnapshot())).toEqual({ name: 'Zoë' });
    expect(submission.selectRestoredDraft(unconfirmed.getSnapshot())).toBe('unconfirmedPost');
    // A form whose service never returns asks for what was typed before Back.
    const back = start({ ...withoutCaptcha, keepsTypedOnBack: true }, { name: 'Sam' });
    expect(submission.selectRestoredDraft(back.getSnapshot())).toBe('typedBeforeBack');
    expect(asked).toEqual(['unconfirmedPost', 'typedBeforeBack']);
    // Nothing found: nothing restored, nothing said.
    const none = start(drafted, null);
    expect(submission.selectDraft(none.getSnapshot())).toBeNull();
    expect(submission.selectRestoredDraft(none.getSnapshot())).toBeNull();
    // A confirmed return and a form that keeps no drafts never ask.
    start(confirmedReturn, { name: 'stale' });
    start(withoutCaptcha, { name: 'stale' });
    expect(asked).toHaveLength(3);
  });

  it('a form confirmed by status saves its draft just before each post; other forms never save one', () => {
    const withStatus = instrumented();
    const actor = createActor(withStatus.machine, { input: drafted }).start();
    actor.send({ type: 'form.submit', hasFieldErrors: true });
    expect(withStatus.saveDraft).not.toHaveBeenCalled();
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    actor.send({ type: 'page.restored' });
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(withStatus.effects).toEqual(['saveDraft', 'postForm', 'saveDraft', 'postForm']);

    const plain = instrumented();
    createActor(plain.machine, { input: withoutCaptcha }).start().send({ type: 'form.submit', hasFieldErrors: false });
    expect(plain.effects).toEqual(['postForm']);
  });

  it('says why a form cannot be sent without a configuration or a captcha site key', () => {
    const noConfig = createActor(formSubmissionMachine, { input: { configured: false, captchaRequired: true } }).start();
    expect(submission.selectUnavailableReason(noConfig.getSnapshot())).toBe('config');
    const noKey = createActor(formSubmissionMachine, {
      input: { ...withCaptcha, captchaSiteKey: '  ' },
    }).start();
    expect(submission.selectUnavailableReason(noKey.getSnapshot())).toBe('captcha');
    expect(submission.selectCaptchaStatus(noKey.getSnapshot())).toBe('unavailable');
  });

  it('refuses Send with field errors or an unanswered captcha, and posts once both are fine', async () => {
    const { machine, postForm, focusErrorSummary } = instrumented();
    const actor = createActor(machine, { input: withCaptcha }).start();
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('unanswered');

    actor.send({ type: 'form.submit', hasFieldErrors: true });
    expect(submission.selectRejectedAttempts(actor.getSnapshot())).toBe(1);
    expect(submission.selectCaptchaMissing(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(submission.selectRejectedAttempts(actor.getSnapshot())).toBe(2);
    expect(focusErrorSummary).toHaveBeenCalledTimes(2);
    expect(postForm).not.toHaveBeenCalled();

    actor.send({ type: 'captcha.answered' });
    expect(submission.selectCaptchaMissing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(postForm).toHaveBeenCalledTimes(1);
    expect(submission.selectIsSubmitting(actor.getSnapshot())).toBe(true);
    // A second press while leaving posts nothing more.
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(postForm).toHaveBeenCalledTimes(1);
  });

  it('an expired answer blocks Send again', async () => {
    const { machine, postForm } = instrumented();
    const actor = createActor(machine, { input: withCaptcha }).start();
    await settle();
    actor.send({ type: 'captcha.answered' });
    actor.send({ type: 'captcha.expired' });
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(postForm).not.toHaveBeenCalled();
    expect(submission.selectCaptchaMissing(actor.getSnapshot())).toBe(true);
  });

  it('a page brought back from the history cache can be sent again, with a fresh captcha', async () => {
    const { machine, postForm, widgetCommands } = instrumented();
    const actor = createActor(machine, { input: withCaptcha }).start();
    await settle();
    actor.send({ type: 'captcha.answered' });
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    actor.send({ type: 'page.restored' });
    expect(submission.selectIsSubmitting(actor.getSnapshot())).toBe(false);
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('unanswered');
    expect(widgetCommands).toEqual(['captcha.reset']);
    actor.send({ type: 'captcha.answered' });
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(postForm).toHaveBeenCalledTimes(2);
  });

  it('a captcha that cannot load is shown as failed and can be retried', async () => {
    const { machine } = instrumented({ loadFails: true });
    const actor = createActor(machine, { input: withCaptcha }).start();
    await settle();
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'captcha.retry' });
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('loading');
  });

  it('a form without a captcha posts on the first valid Send', () => {
    const { machine, postForm } = instrumented();
    const actor = createActor(machine, { input: withoutCaptcha }).start();
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('notRequired');
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(postForm).toHaveBeenCalledTimes(1);
  });

  it('says it is still sending when the lead service has not answered after SLOW_POST_MS (docs/faults.md)', () => {
    vi.useFakeTimers();
    try {
      const { machine, postForm } = instrumented();
      const actor = createActor(machine, { input: withoutCaptcha }).start();
      actor.send({ type: 'form.submit', hasFieldErrors: false });
      expect(postForm).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(SLOW_POST_MS - 1);
      expect(submission.selectIsSlowToSend(actor.getSnapshot())).toBe(false);
      vi.advanceTimersByTime(1);
      expect(submission.selectIsSlowToSend(actor.getSnapshot())).toBe(true);
      expect(submission.selectIsSubmitting(actor.getSnapshot())).toBe(true);
      // Back from the browser's history cache: editing again, nothing said about sending.
      actor.send({ type: 'page.restored' });
      expect(submission.selectIsSlowToSend(actor.getSnapshot())).toBe(false);
      expect(submission.selectIsSubmitting(actor.getSnapshot())).toBe(false);
      expect(postForm).toHaveBeenCalledTimes(1);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
