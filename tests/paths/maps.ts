/** Every path map, in the order the report and the completeness check list them. */
import { cookieConsentPaths } from './cookie-consent.paths.ts';
import { loginFormPaths } from './login-form.paths.ts';
import { statusQueryModalPaths } from './status-query-modal.paths.ts';
import type { PathMap } from './support/types.ts';

export const pathMaps: PathMap[] = [loginFormPaths as PathMap, cookieConsentPaths as PathMap, statusQueryModalPaths as PathMap];
