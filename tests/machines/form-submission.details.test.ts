/**
 * What the form-submission walks did not look at (found by `npm run test:mutation`, docs/mutation.md): what
 * each of its actors is given, a missing captcha script address, what the captcha area says while the form
 * is still settling its draft, and the error a view that forgot an actor gets.
 */
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import * as submission from '../../machines/form-submission.machine.ts';
import { formSubmissionMachine } from '../../machines/form-submission.machine.ts';
import { withCaptcha } from '../support/form-submission-fixtures.ts';

/** The machine with every actor recording what it was given; `readDraft` reports `draft`. */
function recorded(draft: submission.FormDraft | null = null) {
  const given = { readDraft: vi.fn(), loadCaptcha: vi.fn(), captchaWidget: vi.fn(), loadPageScripts: vi.fn() };
  const actors: Record<string, AnyActorLogic> = {
    readDraft: fromCallback(({ input, sendBack }) => {
      given.readDraft(input);
      sendBack({ type: 'draft.read', draft, kind: (input as { kind: submission.DraftKind }).kind });
    }),
    loadCaptcha: fromPromise(async ({ input }) => void given.loadCaptcha(input)),
    captchaWidget: fromCallback(({ input }) => void given.captchaWidget(input)),
    loadPageScripts: fromPromise(async ({ input }) => void given.loadPageScripts(input)),
  };
  return { machine: formSubmissionMachine.provide({ actors: actors as never }), given, actors };
}

describe('form submission: what each actor is given', () => {
  it('the page scripts, the captcha script address and the site key', async () => {
    const { machine, given } = recorded();
    const actor = createActor(machine, { input: withCaptcha }).start();
    await vi.waitFor(() => expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('unanswered'));
    expect(given.loadPageScripts).toHaveBeenCalledExactlyOnceWith({ urls: ['https://lead.example.com/helper.js'] });
    expect(given.loadCaptcha).toHaveBeenCalledExactlyOnceWith({ scriptUrl: 'https://captcha.example.com/api.js' });
    expect(given.captchaWidget).toHaveBeenCalledExactlyOnceWith({ siteKey: 'site-key' });
  });

  it('no page scripts given: none to load', () => {
    const { machine, given } = recorded();
    createActor(machine, { input: { configured: true, captchaRequired: false } }).start();
    expect(given.loadPageScripts).toHaveBeenCalledExactlyOnceWith({ urls: [] });
  });

  it.each([
    [{ confirmsWithStatus: true }, 'unconfirmedPost'],
    [{ keepsTypedOnBack: true }, 'typedBeforeBack'],
  ] as const)('%j reads the draft kept as %s', (extra, kind) => {
    const { machine, given } = recorded({ name: 'Ada' });
    const actor = createActor(machine, { input: { configured: true, captchaRequired: false, ...extra } }).start();
    expect(given.readDraft).toHaveBeenCalledExactlyOnceWith({ kind });
    expect(submission.selectRestoredDraft(actor.getSnapshot())).toBe(kind);
    expect(submission.selectDraft(actor.getSnapshot())).toEqual({ name: 'Ada' });
  });

  it('a form that keeps no drafts reads none', () => {
    const { machine, given } = recorded();
    createActor(machine, { input: { configured: true, captchaRequired: false } }).start();
    expect(given.readDraft).not.toHaveBeenCalled();
  });
});

describe('form submission: a captcha without its addresses cannot be sent', () => {
  it.each([
    ['no script address', { captchaScriptUrl: undefined }],
    ['a blank script address', { captchaScriptUrl: ' ' }],
    ['no site key', { captchaSiteKey: undefined }],
  ])('%s', (_, extra) => {
    const { machine } = recorded();
    const actor = createActor(machine, { input: { ...withCaptcha, ...extra } }).start();
    expect(submission.selectUnavailableReason(actor.getSnapshot())).toBe('captcha');
  });

  it('a form without a captcha needs neither', () => {
    const { machine } = recorded();
    const actor = createActor(machine, { input: { configured: true, captchaRequired: false } }).start();
    expect(submission.selectUnavailableReason(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });
});

describe('form submission: the captcha area while the draft is being read', () => {
  it.each([
    [true, 'loading'],
    [false, 'notRequired'],
  ] as const)('captcha required %s: %s', (captchaRequired, status) => {
    // A reader that has not answered yet: the form is still `restoring`.
    const machine = formSubmissionMachine.provide({ actors: { readDraft: fromCallback(() => {}) } });
    const actor = createActor(machine, { input: { ...withCaptcha, captchaRequired, confirmsWithStatus: true } }).start();
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe(status);
    actor.stop();
  });
});

describe('form submission: an actor nobody provided counts as failed, never as a hang', () => {
  it('readDraft: the form starts empty, as with a store that cannot be read', async () => {
    const { actors } = recorded();
    const { readDraft: _, ...others } = actors;
    const actor = createActor(formSubmissionMachine.provide({ actors: others as never }), {
      input: { configured: true, captchaRequired: false, confirmsWithStatus: true },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('active')).toBe(true));
    expect(submission.selectDraft(actor.getSnapshot())).toBeNull();
  });

  it.each(['loadCaptcha', 'captchaWidget'])('%s: the captcha is shown as failed', async (name) => {
    const { actors } = recorded();
    const { [name]: _, ...others } = actors;
    const actor = createActor(formSubmissionMachine.provide({ actors: others as never }), { input: withCaptcha }).start();
    await vi.waitFor(() => expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('failed'));
  });

  it('loadPageScripts (whose real one never rejects, src/actors/forms): the form fails naming it', async () => {
    const { actors } = recorded();
    const { loadPageScripts: _, ...others } = actors;
    const actor = createActor(formSubmissionMachine.provide({ actors: others as never }), {
      input: { configured: true, captchaRequired: false },
    });
    const error = vi.fn();
    actor.subscribe({ error });
    actor.start();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(new Error('loadPageScripts is not provided')));
  });
});

describe('form submission: the captcha area once answered', () => {
  it('says answered, and unanswered again when the answer expires', async () => {
    const { machine } = recorded();
    const actor = createActor(machine, { input: withCaptcha }).start();
    await vi.waitFor(() => expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('unanswered'));
    actor.send({ type: 'captcha.answered' });
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('answered');
    actor.send({ type: 'captcha.expired' });
    expect(submission.selectCaptchaStatus(actor.getSnapshot())).toBe('unanswered');
  });
});
