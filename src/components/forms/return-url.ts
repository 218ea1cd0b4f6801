import type { AppConfig } from '../../../shared/config-schema.ts';

/** The hidden field that carries the return address (Web-to-Lead style): a form with it is confirmed by status=200. */
export const RETURN_URL_FIELD = 'retURL';

/**
 * Where the lead service sends the browser back after storing a post (spec 4, 7): the portal's own
 * address with the hash route and status=200, e.g. http://host/opsportal/#/contactus?status=200.
 * The service only accepts addresses inside the portal, so this is built from config.portalUrl.
 */
export function successReturnUrl(config: Pick<AppConfig, 'portalUrl'>, route: string): string {
  const base = config.portalUrl.endsWith('/') ? config.portalUrl : `${config.portalUrl}/`;
  return `${base}#${route}?status=200`;
}
