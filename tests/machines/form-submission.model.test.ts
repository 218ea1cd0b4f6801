import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  formSubmissionMachine,
  selectCaptchaMissing,
  selectCaptchaStatus,
  selectIsSlowToSend,
  selectIsSubmitting,
  selectRejectedAttempts,
  selectUnavailableReason,
  SLOW_POST_MS,
  type FormSubmissionInput,
} from '../../machines/form-submission.machine.ts';
import { walkMachine } from '../support/model.ts';

const withCaptcha: FormSubmissionInput = {
  configured: true,
  captchaRequired: true,
  captchaSiteKey: 'site-key',
  captchaScriptUrl: 'https://captcha.example.com/api.js',
  pageScripts: ['https://lead.example.com/helper.js'],
};
const withoutCaptcha: FormSubmissionInput = { configured: true, captchaRequired: false };

/** The machine with recorded effects and a captcha that loads at once. */
function instrumented(options: { loadFails?: boolean } = {}) {
  const postForm = vi.fn();
  const focusErrorSummary = vi.fn();
  const widgetCommands: string[] = [];
  const machine = formSubmissionMachine.provide({
    actions: { postForm, focusErrorSummary },
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
  return { machine, postForm, focusErrorSummary, widgetCommands };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('form submission machine (spec 2, 5, 7)', () => {
  it('walks every state and transition, from every kind of form', async () => {
    const report = await walkMachine(formSubmissionMachine, {
      inputs: [
        withCaptcha,
        withoutCaptcha,
        { configured: false, captchaRequired: false },
        { configured: true, captchaRequired: true, captchaSiteKey: '', captchaScriptUrl: 'https://captcha.example.com/api.js' },
      ],
      events: [
        { type: 'form.submit', hasFieldErrors: true },
        { type: 'form.submit', hasFieldErrors: false },
        { type: 'captcha.answered' },
        { type: 'captcha.expired' },
        { type: 'captcha.retry' },
        { type: 'page.restored' },
        { type: 'xstate.done.actor.loadCaptcha', output: undefined },
        { type: 'xstate.error.actor.loadCaptcha', error: new Error('blocked') },
        { type: 'xstate.error.actor.captchaWidget', error: new Error('render failed') },
      ] as never,
      // The rejection count grows without bound: states differ by value, captcha answer and reason.
      serializeState: (snapshot) =>
        `${JSON.stringify(snapshot.value)} ${snapshot.context.captchaAnswered} ${snapshot.context.unavailable} ${Math.min(snapshot.context.rejectedAttempts, 1)}`,
      assertState: (snapshot) => {
        // Busy exactly while submitting; the captcha error never shows before a refused Send.
        expect(selectIsSubmitting(snapshot)).toBe(snapshot.matches({ active: { submission: 'submitting' } }));
        expect(selectIsSlowToSend(snapshot)).toBe(snapshot.matches({ active: { submission: { submitting: 'slow' } } }));
        if (snapshot.context.rejectedAttempts === 0) expect(selectCaptchaMissing(snapshot)).toBe(false);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.edges.walked).toBe(report.edges.total);
    expect(report.actions).toContain('postForm');
    expect(report.actions).toContain('focusErrorSummary');
  });

  it('says why a form cannot be sent without a configuration or a captcha site key', () => {
    const noConfig = createActor(formSubmissionMachine, { input: { configured: false, captchaRequired: true } }).start();
    expect(selectUnavailableReason(noConfig.getSnapshot())).toBe('config');
    const noKey = createActor(formSubmissionMachine, {
      input: { ...withCaptcha, captchaSiteKey: '  ' },
    }).start();
    expect(selectUnavailableReason(noKey.getSnapshot())).toBe('captcha');
    expect(selectCaptchaStatus(noKey.getSnapshot())).toBe('unavailable');
  });

  it('refuses Send with field errors or an unanswered captcha, and posts once both are fine', async () => {
    const { machine, postForm, focusErrorSummary } = instrumented();
    const actor = createActor(machine, { input: withCaptcha }).start();
    expect(selectCaptchaStatus(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(selectCaptchaStatus(actor.getSnapshot())).toBe('unanswered');

    actor.send({ type: 'form.submit', hasFieldErrors: true });
    expect(selectRejectedAttempts(actor.getSnapshot())).toBe(1);
    expect(selectCaptchaMissing(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(selectRejectedAttempts(actor.getSnapshot())).toBe(2);
    expect(focusErrorSummary).toHaveBeenCalledTimes(2);
    expect(postForm).not.toHaveBeenCalled();

    actor.send({ type: 'captcha.answered' });
    expect(selectCaptchaMissing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(postForm).toHaveBeenCalledTimes(1);
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
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
    expect(selectCaptchaMissing(actor.getSnapshot())).toBe(true);
  });

  it('a page brought back from the history cache can be sent again, with a fresh captcha', async () => {
    const { machine, postForm, widgetCommands } = instrumented();
    const actor = createActor(machine, { input: withCaptcha }).start();
    await settle();
    actor.send({ type: 'captcha.answered' });
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    actor.send({ type: 'page.restored' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(false);
    expect(selectCaptchaStatus(actor.getSnapshot())).toBe('unanswered');
    expect(widgetCommands).toEqual(['captcha.reset']);
    actor.send({ type: 'captcha.answered' });
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(postForm).toHaveBeenCalledTimes(2);
  });

  it('a captcha that cannot load is shown as failed and can be retried', async () => {
    const { machine } = instrumented({ loadFails: true });
    const actor = createActor(machine, { input: withCaptcha }).start();
    await settle();
    expect(selectCaptchaStatus(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'captcha.retry' });
    expect(selectCaptchaStatus(actor.getSnapshot())).toBe('loading');
  });

  it('a form without a captcha posts on the first valid Send', () => {
    const { machine, postForm } = instrumented();
    const actor = createActor(machine, { input: withoutCaptcha }).start();
    expect(selectCaptchaStatus(actor.getSnapshot())).toBe('notRequired');
    actor.send({ type: 'form.submit', hasFieldErrors: false });
    expect(postForm).toHaveBeenCalledTimes(1);
  });

  it('says it is still sending when the lead service has not answered after SLOW_POST_MS (issue 8)', () => {
    vi.useFakeTimers();
    try {
      const { machine, postForm } = instrumented();
      const actor = createActor(machine, { input: withoutCaptcha }).start();
      actor.send({ type: 'form.submit', hasFieldErrors: false });
      expect(postForm).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(SLOW_POST_MS - 1);
      expect(selectIsSlowToSend(actor.getSnapshot())).toBe(false);
      vi.advanceTimersByTime(1);
      expect(selectIsSlowToSend(actor.getSnapshot())).toBe(true);
      expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
      // Back from the browser's history cache: editing again, nothing said about sending.
      actor.send({ type: 'page.restored' });
      expect(selectIsSlowToSend(actor.getSnapshot())).toBe(false);
      expect(selectIsSubmitting(actor.getSnapshot())).toBe(false);
      expect(postForm).toHaveBeenCalledTimes(1);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
