/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal is served under /opsportal/ (spec 7: GET /opsportal/assets/config.release.json).
export default defineConfig({
  base: '/opsportal/',
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Keep each route's code in its own chunk (spec 2 routes are lazy); vendor code that every route
    // needs is split out by the bundler on its own.
    chunkSizeWarningLimit: 300,
    // Every browser the portal supports has modulepreload: skip the polyfill's bytes.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173 },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
