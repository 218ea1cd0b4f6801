/**
 * The build answers crypto-js's Node fallback check `false` (scripts/crypto-js-browser-only.ts): in
 * crypto-js's core exactly, in the build only, and the encryption it serves is unchanged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { CRYPTO_JS_CORE, cryptoJsBrowserOnly, NODE_REQUIRE_CHECK, withoutNodeRequire } from '../../scripts/crypto-js-browser-only.ts';

const require = createRequire(import.meta.url);
const CORE_PATH = require.resolve('crypto-js/core');
const core = readFileSync(CORE_PATH, 'utf8');

const transform = (plugin: Plugin, code: string, id: string) =>
  (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call({}, code, id);

describe('crypto-js-browser-only', () => {
  it("answers the installed core's require check false, and changes nothing else", () => {
    const out = withoutNodeRequire(core).toString();
    expect(out).not.toContain('typeof require');
    expect(out).toContain('if (!crypto && false) {');
    expect(out.replace('if (!crypto && false) {', `if (!crypto && ${NODE_REQUIRE_CHECK}) {`)).toBe(core);
  });

  it('the plugin rewrites crypto-js/core.js (as the build resolves it), in the build only, and no other module', () => {
    const plugin = cryptoJsBrowserOnly();
    expect(plugin.apply).toBe('build');
    expect(CRYPTO_JS_CORE.test(CORE_PATH)).toBe(true);
    expect(transform(plugin, core, CORE_PATH)?.code).not.toContain('typeof require');
    expect(transform(plugin, core, `${CORE_PATH}?commonjs-es-import`)?.code).not.toContain('typeof require');
    const aes = require.resolve('crypto-js/aes');
    expect(transform(plugin, readFileSync(aes, 'utf8'), aes)).toBeNull();
  });

  it('a core without the check, or with it twice, fails the build instead of being left as it is', () => {
    expect(() => withoutNodeRequire(core.replace(NODE_REQUIRE_CHECK, 'typeof require == "function"'))).toThrow(/exactly once/);
    expect(() => withoutNodeRequire(`${core}\n${NODE_REQUIRE_CHECK};`)).toThrow(/exactly once/);
  });
});
