/**
 * The page's single-sign-on session for the startup config: the one wrapper (src/lib/keycloak.ts)
 * with settings from the config. Importing this module loads no keycloak-js; starting it does.
 */
import type { AppConfig } from '../../config/schema.ts';
import { startSingleSignOn, type SsoSession } from '../../lib/keycloak.ts';
import { keycloakSettingsFor } from './keycloak-settings.ts';

export function ssoSessionFor(config: AppConfig): SsoSession {
  return startSingleSignOn(keycloakSettingsFor(config));
}
