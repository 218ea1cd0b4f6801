/**
 * Imported first by the start-up (src/app/start-up/start.tsx), so its body runs before any other module's: the portal's Trusted
 * Types policies are created before any other code could take their names (docs/security.md).
 */
import { createTrustedTypesPolicies } from '../../lib/trusted-types.ts';

createTrustedTypesPolicies();
