import { useMemo } from 'react';
import type { AppConfig } from '../../../shared/config-schema.ts';
import { createSignInActors, type SignInActors } from './sign-in-actors.ts';

/** The sign-in actors for this config, built once per config (views pass them to `machine.provide`). */
export function useSignInActors(config: AppConfig): SignInActors {
  return useMemo(() => createSignInActors(config), [config]);
}
