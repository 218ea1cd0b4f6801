/** The single-sign-on stand-in's store (server/stand-in/sso-memory-adapter.ts): oidc-provider's adapter contract. */
import { describe, expect, it } from 'vitest';
import { createStandInAdapter } from '../../server/stand-in/sso-memory-adapter.ts';

describe('the stand-in provider store', () => {
  const setup = () => {
    let now = 1_000_000;
    const factory = createStandInAdapter(() => now);
    return { factory, advance: (ms: number) => (now += ms) };
  };

  it('finds what it keeps by model and id, until its lifetime has passed', async () => {
    const { factory, advance } = setup();
    const codes = factory('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'a' });
    expect(await factory('AccessToken').find('c1')).toBeUndefined();
    advance(59_999);
    expect(await codes.find('c1')).toBeDefined();
    advance(1);
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('finds a session by its uid, marks a consumed entry, destroys one', async () => {
    const { factory } = setup();
    const sessions = factory('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 600);
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    const codes = factory('AuthorizationCode');
    await codes.upsert('c1', {}, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(1000);
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('revokes every token of a grant and nothing else; providers do not share a store', async () => {
    const { factory } = setup();
    await factory('AccessToken').upsert('t1', { grantId: 'g1' }, 300);
    await factory('RefreshToken').upsert('r1', { grantId: 'g1' }, 300);
    await factory('AccessToken').upsert('t2', { grantId: 'g2' }, 300);
    await factory('AccessToken').revokeByGrantId('g1');
    expect(await factory('AccessToken').find('t1')).toBeUndefined();
    expect(await factory('RefreshToken').find('r1')).toBeUndefined();
    expect(await factory('AccessToken').find('t2')).toBeDefined();
    expect(await createStandInAdapter()('AccessToken').find('t2')).toBeUndefined();
  });
});
