/**
 * Imported first by src/main.tsx, so its body runs before any other module's: the portal's Trusted
 * Types policies are created before any other code could take their names (docs/security.md).
 */
import { createTrustedTypesPolicies } from '../../lib/trusted-types.ts';

createTrustedTypesPolicies();
