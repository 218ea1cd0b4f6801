/**
 * The page's single-sign-on session for the startup config: the one wrapper (src/actors/sso/sso-wrapper.ts)
 * with settings from the config. Importing this module loads no keycloak-js; starting it does.
 */
import type { AppConfig } from '../../../shared/config-schema.ts';
import { startSingleSignOn, type SsoSession } from './sso-wrapper.ts';
import { keycloakSettingsFor } from './keycloak-settings.ts';

export function ssoSessionFor(config: AppConfig): SsoSession {
  return startSingleSignOn(keycloakSettingsFor(config));
}
