/**
 * The single-sign-on stand-in's storage for oidc-provider (sessions, grants, codes, tokens, interactions): in memory,
 * one store per provider. A stand-in runs on one machine in one process and a restart is meant to end every session
 * (docs/decisions/server-sso-provider.md), so memory is the right store here. Supplying it as the provider's
 * `adapter` (rather than leaving oidc-provider's development default) is what keeps the provider from warning on
 * every start that its default adapter loses data (docs/decisions/sso-stand-in-quiet-start.md).
 *
 * It follows oidc-provider's adapter contract: entries expire `expiresIn` seconds after they are written, sessions are
 * found by their `uid`, device codes by their `userCode`, and `revokeByGrantId` removes every token of a grant.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** The models whose entries belong to a grant (oidc-provider revokes them together). */
const GRANT_MEMBERS = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);
/** Above this many entries, a write first drops the expired ones (a stand-in never holds many). */
const SWEEP_ABOVE = 1000;

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity when the provider gave no lifetime. */
  expiresAt: number;
}

export function createStandInAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const grants = new Map<string, Set<string>>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    return entry;
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const { uid, userCode, grantId } = entry.payload;
    if (uid && sessionsByUid.get(uid) === key) sessionsByUid.delete(uid);
    if (userCode && byUserCode.get(userCode) === key) byUserCode.delete(userCode);
    if (grantId) grants.get(grantId)?.delete(key);
  };

  const sweep = () => {
    if (entries.size <= SWEEP_ABOVE) return;
    for (const key of [...entries.keys()]) live(key);
    for (const [grantId, members] of grants) if (members.size === 0) grants.delete(grantId);
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        sweep();
        const key = keyOf(id);
        remove(key);
        entries.set(key, { payload, expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity });
        if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, key);
        if (payload.userCode) byUserCode.set(payload.userCode, key);
        if (payload.grantId && GRANT_MEMBERS.has(model)) {
          const members = grants.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grants.set(payload.grantId, members);
        }
      },
      async find(id) {
        return live(keyOf(id))?.payload;
      },
      async findByUid(uid) {
        const key = sessionsByUid.get(uid);
        return key ? live(key)?.payload : undefined;
      },
      async findByUserCode(userCode) {
        const key = byUserCode.get(userCode);
        return key ? live(key)?.payload : undefined;
      },
      async consume(id) {
        const entry = live(keyOf(id));
        if (entry) entry.payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        remove(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of grants.get(grantId) ?? []) remove(key);
        grants.delete(grantId);
      },
    };
  };
}
