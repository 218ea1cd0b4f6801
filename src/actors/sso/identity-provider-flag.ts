/**
 * The identity-provider flag (spec 3 "Keycloak-enabled response", spec 7 `GET {common}/application/keycloak`,
 * spec 9: saved to local storage under the 'ls.' prefix).
 *
 * This call is made on every page load, for every visitor, so it is a plain `fetch` of a few
 * hundred bytes rather than the sign-in's HTTP client (ky, the body cipher): the start-up chunk
 * stays free of both. It carries no bearer token (spec 7 excludes it) and must answer
 * `{ "enabled": boolean }`; anything else is an error and the stored value stays as it was.
 */
export const SSO_FLAG_TIMEOUT_MS = 5_000;

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

export async function fetchSsoFlag(commonApiUrl: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<boolean> {
  const fetchImpl = options.fetch ?? fetch;
  const response = await fetchImpl(joinUrl(commonApiUrl, 'application/keycloak'), {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(options.timeoutMs ?? SSO_FLAG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The identity-provider flag answered ${response.status}`);
  const body: unknown = await response.json();
  const enabled = (body as { enabled?: unknown } | null)?.enabled;
  if (typeof enabled !== 'boolean') throw new Error('The identity-provider flag answer has no boolean "enabled"');
  return enabled;
}
