import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import * as partnerLogin from '../../machines/partner-login.machine.ts';
import {
  INVALID_COMPANY_ID_MESSAGE,
  INVALID_COMPANY_OR_TOKEN_MESSAGE,
  INVALID_PARTNER_CREDENTIALS_MESSAGE,
  parseCompanyId,
  partnerLoginMachine,
  type PartnerLoginInput,
} from '../../machines/partner-login.machine.ts';
import type { SignInSession } from '../../machines/user-type-routing.machine.ts';
import { walkMachine } from '../support/model.ts';
import { actorError, done, modelSession } from '../support/sign-in-fixtures.ts';

const session: SignInSession = modelSession();
const fail = (id: string, message = '400 --- Invalid Company or Token') => actorError(id, new Error(message));
const query = (companyId: string | null, token: string | null, uniqueId: string | null = null): PartnerLoginInput => ({
  companyId,
  token,
  uniqueId,
});

describe('partner login machine (spec 2 /ehi-login, spec 4, 5, 8)', () => {
  it('walks every state and transition, from every kind of query', async () => {
    const report = await walkMachine(partnerLoginMachine, {
      inputs: [
        query(null, null),
        query('1001', 'ehi-token-1001', 'FILE-1'),
        query(null, 'ehi-token-1001'),
        query('1001', null),
        query('acme', null),
      ],
      events: [
        done('scrubAddress', undefined),
        fail('scrubAddress', 'SecurityError: history.replaceState refused'),
        done('resolveContact', 5009),
        done('resolveContact', null),
        fail('resolveContact'),
        done('partnerLogin', { session, url: 'https://apps.example.com/shopping/?atoken=x&unqFile=FILE-1' }),
        fail('partnerLogin'),
        { type: 'credentials.submit', username: 'ehi.demo', password: 'Demo-Pass-1' },
        done('requestPartnerToken', { contactId: 5009, jwtToken: 'header.payload.signature' }),
        done('requestPartnerToken', null),
        fail('requestPartnerToken', '400 --- Invalid username or password'),
        { type: 'retry' },
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error]),
      assertState: (snapshot) => {
        // What each state shows, written down independently of the machine's tags.
        const views: Record<string, { busy: boolean; error: boolean; form: boolean; over: boolean }> = {
          scrubbing: { busy: false, error: false, form: false, over: false },
          checking: { busy: false, error: false, form: false, over: false },
          checkingCompany: { busy: false, error: false, form: false, over: false },
          notFound: { busy: false, error: false, form: false, over: true },
          resolvingContact: { busy: true, error: false, form: false, over: false },
          loggingIn: { busy: true, error: false, form: false, over: false },
          leaving: { busy: true, error: false, form: false, over: true },
          // Not over: Try again starts over with the held token (docs/security.md, the company token is used once).
          loginFailed: { busy: false, error: true, form: false, over: false },
          failed: { busy: false, error: true, form: false, over: false },
          editing: { busy: false, error: false, form: true, over: false },
          requestingToken: { busy: true, error: false, form: true, over: false },
          formError: { busy: false, error: true, form: true, over: false },
          posted: { busy: false, error: false, form: false, over: true },
        };
        const view = views[snapshot.value as string];
        expect(view, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(partnerLogin.selectPartnerBusy(snapshot as never)).toBe(view?.busy);
        expect(snapshot.hasTag('error')).toBe(view?.error);
        expect(partnerLogin.selectPartnerFormShown(snapshot as never)).toBe(view?.form);
        expect(snapshot.status === 'done').toBe(view?.over);
        expect(partnerLogin.selectPartnerPosted(snapshot as never)).toBe(snapshot.value === 'posted');
        expect(partnerLogin.selectPartnerLoginFailed(snapshot as never)).toBe(snapshot.value === 'loginFailed');
        // spec 8: the partner login failure ends loading with the error flag and no message.
        if (snapshot.matches('loginFailed')) expect(partnerLogin.selectPartnerError(snapshot as never)).toBeNull();
        if (snapshot.matches('failed') || snapshot.matches('formError'))
          expect(partnerLogin.selectPartnerError(snapshot as never)).toBeTruthy();
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    for (const action of ['showNotFound', 'storeSession', 'leaveFor', 'postToPartner']) expect(report.actions).toContain(action);
  });

  it('spec 5: the companyId becomes a number; anything else is not a company id', () => {
    expect(parseCompanyId('1001')).toBe(1001);
    expect(parseCompanyId(' 42 ')).toBe(42);
    expect(parseCompanyId('10e3')).toBeNull();
    expect(parseCompanyId('-1')).toBeNull();
    expect(parseCompanyId('')).toBeNull();
    expect(parseCompanyId(null)).toBeNull();
  });

  it('issue 40: the first state scrubs the address and drops the held copy, and no request starts before it has', async () => {
    const order: string[] = [];
    let scrubbed: () => void = () => {};
    const actor = createActor(
      partnerLoginMachine.provide({
        actors: {
          scrubAddress: fromPromise(
            () =>
              new Promise<void>((resolve) => {
                order.push('scrub');
                scrubbed = resolve;
              }),
          ),
          resolveContact: fromPromise<number | null, { companyId: number; token: string }>(async () => {
            order.push('resolveContact');
            return null;
          }),
        },
      }),
      { input: query('1001', 'Wrong-Pass-9') },
    ).start();
    expect(actor.getSnapshot().value).toBe('scrubbing');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['scrub']);
    scrubbed();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(order).toEqual(['scrub', 'resolveContact']);
  });

  it('a history that refuses the rewrite does not stop the sign-in', async () => {
    const resolveContact = vi.fn(async (): Promise<number | null> => 5009);
    const actor = createActor(
      partnerLoginMachine.provide({
        actors: {
          scrubAddress: fromPromise(async () => Promise.reject(new DOMException('refused', 'SecurityError'))),
          resolveContact: fromPromise(resolveContact),
          partnerLogin: fromPromise<
            { session: SignInSession; url: string },
            { companyId: number; token: string; contactId: number; uniqueId: string | null }
          >(() => new Promise(() => {})),
        },
      }),
      { input: query('1001', 'ehi-token-1001') },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loggingIn'));
    expect(resolveContact).toHaveBeenCalledTimes(1);
  });

  it('neither companyId nor token: /page-not-found', async () => {
    const showNotFound = vi.fn();
    const actor = createActor(partnerLoginMachine.provide({ actions: { showNotFound } }), { input: query(null, null) }).start();
    await vi.waitFor(() => expect(showNotFound).toHaveBeenCalledTimes(1));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('with a token: contact (companyId as a number), login with the contact id, shopping app in this window', async () => {
    const calls: unknown[] = [];
    const leaveFor = vi.fn();
    const actor = createActor(
      partnerLoginMachine.provide({
        actors: {
          resolveContact: fromPromise(async ({ input }) => {
            calls.push(input);
            return 5009;
          }),
          partnerLogin: fromPromise(async ({ input }) => {
            calls.push(input);
            return { session, url: 'https://apps.example.com/shopping/?atoken=x&unqFile=FILE-1' };
          }),
        },
        actions: { leaveFor },
      }),
      { input: query('1001', 'ehi-token-1001', 'FILE-1') },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('leaving'));
    expect(calls).toEqual([
      { companyId: 1001, token: 'ehi-token-1001' },
      { companyId: 1001, token: 'ehi-token-1001', contactId: 5009, uniqueId: 'FILE-1' },
    ]);
    expect(leaveFor).toHaveBeenCalledWith(expect.anything(), { url: 'https://apps.example.com/shopping/?atoken=x&unqFile=FILE-1' });
    expect(partnerLogin.selectPartnerFormShown(actor.getSnapshot())).toBe(false);
  });

  it("a falsy contact is 'Invalid Company or Token'; a failed login sets the error flag without a message", async () => {
    const falsy = createActor(
      partnerLoginMachine.provide({
        actors: { resolveContact: fromPromise<number | null, { companyId: number; token: string }>(async () => null) },
      }),
      {
        input: query('1001', 'nope'),
      },
    ).start();
    await vi.waitFor(() => expect(falsy.getSnapshot().value).toBe('failed'));
    expect(partnerLogin.selectPartnerError(falsy.getSnapshot())).toBe(INVALID_COMPANY_OR_TOKEN_MESSAGE);

    const failing = createActor(
      partnerLoginMachine.provide({
        actors: {
          resolveContact: fromPromise<number | null, { companyId: number; token: string }>(async () => 5009),
          partnerLogin: fromPromise(async () => Promise.reject(new Error('400 --- Invalid Company or Token'))),
        },
      }),
      { input: query('1001', 'ehi-token-1001') },
    ).start();
    await vi.waitFor(() => expect(failing.getSnapshot().value).toBe('loginFailed'));
    expect(partnerLogin.selectPartnerBusy(failing.getSnapshot())).toBe(false);
    expect(partnerLogin.selectPartnerLoginFailed(failing.getSnapshot())).toBe(true);
    expect(partnerLogin.selectPartnerError(failing.getSnapshot())).toBeNull();
  });

  it('without a token: the form, then companyId and jwtToken posted to the partner', async () => {
    const postToPartner = vi.fn();
    let answer: { contactId: number; jwtToken: string } | null = null;
    const actor = createActor(
      partnerLoginMachine.provide({
        actors: { requestPartnerToken: fromPromise(async () => answer) },
        actions: { postToPartner },
      }),
      { input: query('1001', null) },
    ).start();
    await vi.waitFor(() => expect(partnerLogin.selectPartnerFormShown(actor.getSnapshot())).toBe(true));
    actor.send({ type: 'credentials.submit', username: 'ehi.demo', password: 'wrong' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('formError'));
    expect(partnerLogin.selectPartnerError(actor.getSnapshot())).toBe(INVALID_PARTNER_CREDENTIALS_MESSAGE);
    answer = { contactId: 5009, jwtToken: 'header.payload.signature' };
    actor.send({ type: 'credentials.submit', username: 'ehi.demo', password: 'Demo-Pass-1' });
    await vi.waitFor(() => expect(partnerLogin.selectPartnerPosted(actor.getSnapshot())).toBe(true));
    expect(postToPartner).toHaveBeenCalledWith(expect.anything(), { companyId: 1001, jwtToken: 'header.payload.signature' });
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });

  it('a companyId that is not a number is said so, and no call is made', async () => {
    const resolveContact = vi.fn();
    const actor = createActor(partnerLoginMachine.provide({ actors: { resolveContact: fromPromise(async () => resolveContact()) } }), {
      input: query('acme', null),
    }).start();
    await vi.waitFor(() => expect(partnerLogin.selectPartnerError(actor.getSnapshot())).toBe(INVALID_COMPANY_ID_MESSAGE));
    const withToken = createActor(partnerLoginMachine, { input: query('acme', 'ehi-token-1001') }).start();
    await vi.waitFor(() => expect(partnerLogin.selectPartnerError(withToken.getSnapshot())).toBe(INVALID_COMPANY_OR_TOKEN_MESSAGE));
    expect(resolveContact).not.toHaveBeenCalled();
  });
});
