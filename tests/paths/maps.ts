/** Every path map, in the order the report and the completeness check list them. */
import { loginFormPaths } from './login-form.paths.ts';
import type { PathMap } from './support/types.ts';

export const pathMaps: PathMap[] = [loginFormPaths as PathMap];
