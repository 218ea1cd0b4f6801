/**
 * The single-sign-on start's reachability probe (src/actors/sso/sso-problems.ts probeProvider): a provider that
 * answers something other than its discovery document fails the start at once with a sentence,
 * instead of after keycloak-js's 10 s message time-out (docs/faults.md "Single sign-on": sso malformed).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeProvider } from '../../src/actors/sso/sso-problems.ts';

const ISSUER = 'http://localhost:4200/stand-in/sso/realms/NA';

function answer(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('probeProvider', () => {
  it('resolves for a discovery document', async () => {
    answer(JSON.stringify({ issuer: ISSUER, authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth` }));
    await expect(probeProvider(ISSUER)).resolves.toBeUndefined();
  });

  it('rejects an answer that is not JSON with a sentence a person can read', async () => {
    answer('{"stand-in-fault": "malformed",');
    await expect(probeProvider(ISSUER)).rejects.toMatchObject({
      kind: 'refused',
      message: 'The single sign-on service sent an answer that could not be read. Please try again.',
    });
  });

  it('rejects JSON that is not a discovery document', async () => {
    answer(JSON.stringify({ hello: 'world' }));
    await expect(probeProvider(ISSUER)).rejects.toMatchObject({ kind: 'refused' });
  });

  it('rejects a 5xx as the service not available', async () => {
    answer('oops', 503);
    await expect(probeProvider(ISSUER)).rejects.toMatchObject({
      kind: 'refused',
      message: 'The single sign-on service is not available right now. Please try again in a moment.',
    });
  });

  it('does not judge a 404: a provider without discovery is left to keycloak-js', async () => {
    answer('not found', 404);
    await expect(probeProvider(ISSUER)).resolves.toBeUndefined();
  });
});
