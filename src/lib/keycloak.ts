/**
 * The page's keycloak-js library, and nothing else: the shape of an instance the single-sign-on
 * wrapper uses (src/actors/sso/sso-wrapper.ts) and its loader. keycloak-js is imported only when a
 * session starts (its own chunk): a visitor for whom the identity-provider rules say no never
 * downloads it. No machine, actor or view is imported here.
 */
import type { KeycloakConfig, KeycloakInitOptions, KeycloakProfile } from 'keycloak-js';

/** spec 9: the library's message timeout (3rd-party cookie check), 10000 ms. */
export const SSO_MESSAGE_TIMEOUT_MS = 10_000;

/** What the wrapper uses of a keycloak-js instance (unit tests give a fake). */
export interface KeycloakLike {
  authenticated?: boolean;
  token?: string;
  tokenParsed?: { exp?: number };
  timeSkew?: number | null;
  subject?: string;
  onTokenExpired?: () => void;
  init(options: KeycloakInitOptions): Promise<boolean>;
  login(options?: { redirectUri?: string }): Promise<void>;
  logout(options?: { redirectUri?: string }): Promise<void>;
  updateToken(minValidity: number): Promise<boolean>;
  loadUserProfile(): Promise<KeycloakProfile>;
  loadUserInfo(): Promise<object>;
  hasRealmRole(role: string): boolean;
  hasResourceRole(role: string, resource?: string): boolean;
}

export type KeycloakFactory = (config: KeycloakConfig) => KeycloakLike;

/** keycloak-js, in its own chunk: imported only when a session starts. */
export async function loadKeycloakJs(): Promise<KeycloakFactory> {
  const { default: Keycloak } = await import('keycloak-js');
  return (config) => new Keycloak(config);
}
