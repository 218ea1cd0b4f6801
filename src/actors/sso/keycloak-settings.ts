/**
 * The wrapper's settings from the startup config (spec 4 "Identity-provider mode", spec 9: realm
 * NA, client id from configuration, message timeout 10000 ms).
 *
 * keycloak-js talks to a Keycloak realm with `{ url, realm, clientId }`, which gives it Keycloak's
 * own endpoints (the 3rd-party cookie check, the account endpoint). The config also names the
 * issuer; only when that issuer is not the realm's own address is the provider a generic OpenID
 * Connect provider, reached through its discovery document (`oidcProvider`).
 */
import type { AppConfig } from '../../../shared/config-schema.ts';
import { SSO_MESSAGE_TIMEOUT_MS } from '../../lib/keycloak.ts';
import type { SsoSettings } from './sso-wrapper.ts';
import { kcReturnUrl, silentCheckUrl } from './identity-provider-mode.ts';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Keycloak's realm address: `<url>/realms/<realm>`. */
export const realmUrl = (sso: AppConfig['sso']) => `${trimSlash(sso.url)}/realms/${encodeURIComponent(sso.realm)}`;

export function keycloakSettingsFor(config: Pick<AppConfig, 'sso' | 'portalUrl'>): SsoSettings {
  const { sso } = config;
  const realm = realmUrl(sso);
  const genericIssuer = sso.oidcIssuer && trimSlash(sso.oidcIssuer) !== realm ? trimSlash(sso.oidcIssuer) : null;
  return {
    keycloak: genericIssuer
      ? { oidcProvider: genericIssuer, clientId: sso.clientId }
      : { url: sso.url, realm: sso.realm, clientId: sso.clientId },
    issuer: genericIssuer ?? realm,
    loginRedirectUri: kcReturnUrl(config.portalUrl),
    logoutRedirectUri: config.portalUrl,
    init: {
      // spec 4: check-sso, silently, PKCE S256, back to /kc, no login iframe.
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: silentCheckUrl(config.portalUrl),
      pkceMethod: 'S256',
      redirectUri: kcReturnUrl(config.portalUrl),
      checkLoginIframe: false,
      // The hash router owns the fragment: the provider answers in the query (docs/decisions/sso-redirect-uri.md).
      responseMode: 'query',
      messageReceiveTimeout: SSO_MESSAGE_TIMEOUT_MS,
      // The wrapper logs the library's messages itself (spec 8), without keycloak-js's chatter.
      enableLogging: false,
    },
  };
}
