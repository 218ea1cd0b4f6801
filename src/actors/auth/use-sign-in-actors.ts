import { useMemo } from 'react';
import type { AppConfig } from '../../../shared/config-schema.ts';
import { createSignInActors, type SignInActors } from './sign-in-actors.ts';

/**
 * The sign-in actors for this config, built once per config: they hold state of their own (the service calls' code
 * loader), so they are not built again each render; views pass them to `machine.provide(...)` in the render
 * (docs/architecture.md "One actor idiom"). None without a config.
 */
export function useSignInActors(config: AppConfig): SignInActors;
export function useSignInActors(config: AppConfig | null): SignInActors | null;
export function useSignInActors(config: AppConfig | null): SignInActors | null {
  return useMemo(() => (config ? createSignInActors(config) : null), [config]);
}
