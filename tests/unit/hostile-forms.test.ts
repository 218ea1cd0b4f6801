/**
 * Hostile text in every form field, at the unit layer (docs/security.md; docs/decisions/hostile-input-layers.md moved the corpus
 * here from the browser: docs/decisions/hostile-input-layers.md). Every typeable payload goes
 * through every text field of every posted form (spec 5 rules, the phone mask) and, as username,
 * password and token, through the sign-in service calls and the words the sign-in forms show. Each
 * time: the rules never throw; a value is refused only with its rule's message, which never echoes
 * what was typed; a masked field shows digits and separators only; what the rules judged is what was
 * typed (nothing lost or rewritten); the sign-in calls send the value exactly as typed and the form
 * shows one of the spec's sentences. A browser sample of each payload family still types into each
 * form in tests/e2e/hostile-input.e2e.ts.
 */
import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '../../machines/login-form.machine.ts';
import { INVALID_TOKEN_MESSAGE } from '../../machines/token-login.machine.ts';
import { createAuthService } from '../../src/actors/auth/auth-service.ts';
import { loginFailureMessage, partnerLookupFailureMessage, tokenLoginFailureMessage } from '../../src/actors/auth/messages.ts';
import { PHONE_DIGIT_MASK } from '../../src/components/forms/digit-masks.ts';
import { applyMask } from '../../src/components/forms/mask.ts';
import { fastSupportForm } from '../../src/content/forms/fast-support-form-spec.ts';
import type { FieldSpec, FormSpec } from '../../src/content/forms/form-specs.ts';
import {
  SUPPORT_KEY_MAX_LENGTH,
  characterCount,
  fieldName,
  messages,
  validateField,
  validateForm,
} from '../../src/content/forms/validation.ts';
import { HOSTILE_PAYLOADS, TYPEABLE_PAYLOADS } from '../support/hostile-corpus.ts';
import { POSTED_FORMS, field } from '../support/posted-forms.ts';

/** The fields a visitor types into (selects and checkboxes offer choices; a forged choice has its own test). */
const textFields = (form: FormSpec) => form.fields.filter((field) => field.kind !== 'select' && field.kind !== 'checkboxes');

/**
 * What the control holds once `typed` is typed: the phone mask keeps digits only (spec 5, 9); a
 * type=email input drops leading and trailing white space (the browser's value rule).
 */
function held(field: FieldSpec, typed: string): string {
  if (field.phone === 'masked') return applyMask(typed, PHONE_DIGIT_MASK);
  if (field.kind === 'email') return typed.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  return typed;
}

/** Every sentence `field`'s own rules can say about `value` (spec 5 wording). */
function ruleMessages(field: FieldSpec, value: string): string[] {
  const count = characterCount(value);
  const name = fieldName(field);
  return [
    field.requiredMessage ?? messages.required(name),
    messages.tooLong(name, field.maxLength ?? 0, count),
    messages.email(name),
    messages.maskedPhone(name),
    messages.tenDigits(name),
    messages.supportKey(name, characterCount(value.trim())),
  ];
}

/** What the browser tests asserted of a masked control: its digits in the mask, nothing else. */
const MASK_OUTPUT = /^[\d()-]*$/;

describe('hostile text in every form field (unit layer)', () => {
  for (const [route, form] of POSTED_FORMS) {
    it(`${route}: every payload in every field is refused only with its rule's words, kept as typed, and never echoed`, () => {
      const fields = textFields(form);
      expect(fields.length, `${route}: the form has text fields`).toBeGreaterThan(0);
      for (const field of fields) {
        for (const payload of TYPEABLE_PAYLOADS) {
          const what = `${route} ${field.label} with ${payload.id}`;
          const value = held(field, payload.value);
          if (field.phone === 'masked') expect(value, `${what}: the mask keeps digits only`).toMatch(MASK_OUTPUT);
          const message = validateField(field, value);
          if (message === undefined) continue;
          expect(ruleMessages(field, value), `${what}: refused with its rule's words`).toContain(message);
          // A message built from the value could carry it into the page as markup.
          if (characterCount(payload.value) > 3) expect(message.includes(payload.value), `${what}: not echoed`).toBe(false);
        }
        // Where a rule says so, the payload is refused; the message says which rule.
        for (const payload of TYPEABLE_PAYLOADS) {
          const value = held(field, payload.value);
          const count = characterCount(value);
          const what = `${route} ${field.label} with ${payload.id}`;
          if (field.maxLength !== undefined && count > field.maxLength) {
            expect(validateField(field, value), `${what}: over ${field.maxLength}`).toBe(
              messages.tooLong(fieldName(field), field.maxLength, count),
            );
          } else if (field.kind === 'email' && value.trim() !== '') {
            // No payload of the corpus is an e-mail address.
            expect(validateField(field, value), `${what}: not an address`).toBe(messages.email(fieldName(field)));
          } else if (field.phone === 'masked' && value !== '') {
            expect(validateField(field, value), `${what}: not a full number`).toBe(
              /^\(\d{3}\)-\d{3}-\d{4}$/.test(value) ? undefined : messages.maskedPhone(fieldName(field)),
            );
          }
        }
      }
      // Round r puts payload (r + i) in field i: over as many rounds as payloads, every payload meets every field.
      for (let round = 0; round < TYPEABLE_PAYLOADS.length; round += 1) {
        const typed = fields.map((_, index) => TYPEABLE_PAYLOADS[(round + index) % TYPEABLE_PAYLOADS.length]!);
        const values = Object.fromEntries(fields.map((field, index) => [field.name, held(field, typed[index]!.value)]));
        const before = structuredClone(values);
        const errors = validateForm(form.fields, values, form.rules);
        const what = `${route}, round ${round} (${typed.map((item) => item.id).join(', ')})`;
        // Each round breaks at least one rule (an e-mail, a phone): the form is not sent and says why.
        expect(Object.keys(errors).length, `${what}: refused`).toBeGreaterThan(0);
        // The rules judge and change nothing: every field still holds what was typed.
        expect(values, `${what}: nothing lost`).toEqual(before);
      }
    });
  }

  it('/fast-support: every payload as the Support Key is refused only when blank or over 64 characters, else accepted as typed', () => {
    // The key has no format (docs/decisions/support-key-format.md): the service judges it.
    const key = field(fastSupportForm, 'supportSessionId');
    let accepted = 0;
    for (const payload of TYPEABLE_PAYLOADS) {
      const values = { name: 'Sam Rivera', supportSessionId: payload.value };
      const errors = validateForm(fastSupportForm.fields, values, fastSupportForm.rules);
      const trimmed = characterCount(payload.value.trim());
      if (trimmed === 0) expect(errors, payload.id).toEqual({ supportSessionId: messages.required(key.label) });
      else if (trimmed > SUPPORT_KEY_MAX_LENGTH)
        expect(errors, payload.id).toEqual({ supportSessionId: messages.supportKey(key.label, trimmed) });
      else {
        expect(errors, payload.id).toEqual({});
        accepted += 1;
      }
      expect(values.supportSessionId, `${payload.id}: kept`).toBe(payload.value);
    }
    expect(accepted, 'most payloads are posted').toBeGreaterThan(TYPEABLE_PAYLOADS.length / 2);
  });
});

/** The identity service as the stand-in answers unknown credentials (server/stand-in/identity.ts). */
function identityStub(answer: { status: number; body: unknown }) {
  const bodies: URLSearchParams[] = [];
  const client = ky.create({
    retry: 0,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      bodies.push(new URLSearchParams(await request.text()));
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
  const service = createAuthService(
    {
      identityApiUrl: 'http://localhost:4200/stand-in/identity/',
      commonApiUrl: 'http://localhost:4200/stand-in/common/',
      clientId: 'ops-portal',
      environment: 'local',
      productGrant: 'partstrax',
    },
    client,
  );
  return { service, bodies };
}

describe('hostile credentials in the sign-in forms (unit layer)', () => {
  const refused = { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid username or password' } };

  it("/ops login panel: every payload as username and password is sent as typed and answered with the service's words", async () => {
    const { service, bodies } = identityStub(refused);
    for (const payload of HOSTILE_PAYLOADS) {
      const error = await service.login(payload.value, payload.value).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error, payload.id).not.toBeNull();
      expect([refused.body.error_description, LOGIN_FAILED_MESSAGE], payload.id).toContain(loginFailureMessage(error));
      expect(bodies.at(-1)?.get('username'), `${payload.id}: username as typed`).toBe(payload.value);
      expect(bodies.at(-1)?.get('password'), `${payload.id}: password as typed`).toBe(payload.value);
    }
  });

  it('/adminpanel-login: every payload as the token is sent as typed and reads "Invalid token"', async () => {
    const { service, bodies } = identityStub({ status: 401, body: { error: 'invalid_token' } });
    for (const payload of HOSTILE_PAYLOADS) {
      const error = await service.adminPanelLogin(payload.value).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(tokenLoginFailureMessage(error), payload.id).toBe(INVALID_TOKEN_MESSAGE);
      expect(bodies.at(-1)?.get('token'), `${payload.id}: token as typed`).toBe(payload.value);
    }
  });

  it("/ehi-login form: every payload as username and password is sent as typed and refused in the spec's lookup words", async () => {
    const { service, bodies } = identityStub(refused);
    for (const payload of HOSTILE_PAYLOADS) {
      const error = await service.ehiToken(1001, payload.value, payload.value).then(
        () => null,
        (failure: unknown) => failure,
      );
      // spec 8: the status, ' --- ', then the description: never the typed value.
      expect(partnerLookupFailureMessage(error), payload.id).toBe('400 --- Invalid username or password');
      expect(bodies.at(-1)?.get('username'), `${payload.id}: username as typed`).toBe(payload.value);
      expect(bodies.at(-1)?.get('password'), `${payload.id}: password as typed`).toBe(payload.value);
    }
  });
});
