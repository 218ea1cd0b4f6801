/**
 * What the partner login's walks did not look at (found by `npm run test:mutation`, docs/mutation.md):
 * what each call is given, the contact ids that count, the session stored, the query's empty values, and
 * the company id's edges (spec 5).
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  INVALID_COMPANY_OR_TOKEN_MESSAGE,
  parseCompanyId,
  partnerLoginMachine,
  selectPartnerError,
  type PartnerLoginInput,
} from '../../machines/partner-login.machine.ts';
import { modelSession } from '../support/sign-in-fixtures.ts';

const session = modelSession();
const url = 'https://apps.example.com/shopping/?atoken=x&unqFile=FILE-1';
const never = () => new Promise<never>(() => {});

/** The machine started on `input`, its calls and effects recorded. */
function started(input: PartnerLoginInput, answers: { contact?: unknown; token?: unknown } = {}) {
  const calls = { resolveContact: vi.fn(), partnerLogin: vi.fn(), requestPartnerToken: vi.fn() };
  const effects = { storeSession: vi.fn(), leaveFor: vi.fn(), postToPartner: vi.fn(), showNotFound: vi.fn() };
  const actor = createActor(
    partnerLoginMachine.provide({
      actors: {
        scrubAddress: fromPromise(async () => {}),
        resolveContact: fromPromise(async ({ input: given }) => {
          calls.resolveContact(given);
          return 'contact' in answers ? (answers.contact as number | null) : never();
        }),
        partnerLogin: fromPromise(async ({ input: given }) => {
          calls.partnerLogin(given);
          return { session, url };
        }),
        requestPartnerToken: fromPromise(async ({ input: given }) => {
          calls.requestPartnerToken(given);
          return 'token' in answers ? (answers.token as never) : never();
        }),
      },
      actions: {
        storeSession: (_, params) => effects.storeSession(params),
        leaveFor: (_, params) => effects.leaveFor(params),
        postToPartner: (_, params) => effects.postToPartner(params),
        showNotFound: () => effects.showNotFound(),
      },
    }),
    { input },
  ).start();
  return { actor, calls, effects };
}

const query = (companyId: string | null, token: string | null, uniqueId: string | null = null) => ({ companyId, token, uniqueId });

describe('partner login: the contact the lookup answers', () => {
  it.each([
    [5009, 'leaving'],
    [1, 'leaving'],
    [0, 'failed'],
    [-5, 'failed'],
    [null, 'failed'],
    ['5009', 'failed'],
  ])('contact %j: %s', async (contact, end) => {
    const { actor, calls } = started(query('1001', 'ehi-token-1001'), { contact });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe(end));
    if (end === 'failed') {
      expect(selectPartnerError(actor.getSnapshot())).toBe(INVALID_COMPANY_OR_TOKEN_MESSAGE);
      expect(calls.partnerLogin).not.toHaveBeenCalled();
    } else {
      expect(calls.partnerLogin).toHaveBeenCalledExactlyOnceWith({
        companyId: 1001,
        token: 'ehi-token-1001',
        contactId: contact,
        uniqueId: null,
      });
    }
  });

  it('the login stores the session it answered before the browser leaves', async () => {
    const { actor, effects } = started(query('1001', 'ehi-token-1001', 'FILE-1'), { contact: 5009 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('leaving'));
    expect(effects.storeSession).toHaveBeenCalledExactlyOnceWith({ session });
    expect(effects.leaveFor).toHaveBeenCalledExactlyOnceWith({ url });
  });
});

describe("partner login: the query's empty values", () => {
  it('an empty uniqueId is no uniqueId', async () => {
    const { actor, calls } = started(query('1001', 'ehi-token-1001', ''), { contact: 5009 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('leaving'));
    expect(calls.partnerLogin).toHaveBeenCalledWith(expect.objectContaining({ uniqueId: null }));
  });

  // The first state scrubs the address (an invoked actor): each decision below follows it, a microtask later.
  it('an empty token is no token: the form, not a lookup', async () => {
    const { actor, calls } = started(query('1001', ''));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls.resolveContact).not.toHaveBeenCalled();
  });

  it('an empty companyId and an empty token: /page-not-found', async () => {
    const { actor, effects } = started(query('', ''));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('notFound'));
    expect(effects.showNotFound).toHaveBeenCalledTimes(1);
  });

  it('a company id given but not a number, without a token, is said so (not /page-not-found)', async () => {
    const { actor, effects } = started(query('acme', null));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.companyIdGiven).toBe(true);
    expect(effects.showNotFound).not.toHaveBeenCalled();
  });
});

describe('partner login: the form', () => {
  it('asks for a token with the company id as a number and the fields as submitted, empty when missing', async () => {
    const { actor, calls } = started(query(' 1001 ', null), { token: null });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'credentials.submit', username: 'ehi.demo', password: 'Demo-Pass-1' });
    expect(calls.requestPartnerToken).toHaveBeenLastCalledWith({ companyId: 1001, username: 'ehi.demo', password: 'Demo-Pass-1' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('formError'));
    actor.send({ type: 'credentials.submit' });
    expect(calls.requestPartnerToken).toHaveBeenLastCalledWith({ companyId: 1001, username: '', password: '' });
  });

  it.each([
    [{ contactId: 5009, jwtToken: 'header.payload.signature' }, 'posted'],
    [{ contactId: 5009, jwtToken: '' }, 'formError'],
    [null, 'formError'],
  ])('a token answer %j: %s', async (token, end) => {
    const { actor, effects } = started(query('1001', null), { token });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'credentials.submit', username: 'ehi.demo', password: 'Demo-Pass-1' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe(end));
    expect(effects.postToPartner).toHaveBeenCalledTimes(end === 'posted' ? 1 : 0);
  });
});

describe('partner login: the company id (spec 5)', () => {
  it.each([
    ['7', 7],
    ['123456789012345', 123456789012345],
    ['1234567890123456', null],
    ['\t1001\n', 1001],
    ['10 01', null],
    ['x1001', null],
    ['1001x', null],
    ['1.5', null],
  ])('%j is %j', (given, parsed) => {
    expect(parseCompanyId(given)).toBe(parsed);
  });
});
