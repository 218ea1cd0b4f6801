/**
 * Hostile query and path parameters at the unit layer, the sign-in, single-sign-on, partner and other bare routes, and the start-up addresses:
 * tests/support/hostile-routes-suite.tsx (docs/decisions/hostile-input-layers.md).
 */
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:4200/opsportal/"}
import { vi } from 'vitest';
import { hostileRouteSuite } from '../support/hostile-routes-suite.tsx';

vi.mock('../../src/lib/keycloak.ts', async (original) => ({
  ...(await original<typeof import('../../src/lib/keycloak.ts')>()),
  loadKeycloakJs: async () => (await import('../support/hostile-app.tsx')).fakeKeycloak,
}));

hostileRouteSuite('sign-in');
