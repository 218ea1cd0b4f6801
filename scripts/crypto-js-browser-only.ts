/**
 * A build-only Vite plugin: crypto-js's core (the body encryption of spec 7, src/lib/crypto.ts) falls
 * back to Node's `require('crypto')` when it finds no crypto of the browser's, behind
 * `typeof require === 'function'`. In the portal's browsers that fallback never runs (`window.crypto`
 * is found first, and there is no `require`), but the free `require` makes the bundler add its own
 * `require` helper, with its long error text, to the runtime chunk that every route fetches. The check
 * is answered `false` in the build; the dev server and the tests run crypto-js as published.
 *
 * A crypto-js whose core no longer has the check exactly once fails the build, so an upgrade is looked
 * at instead of silently changing what is replaced.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

export const NODE_REQUIRE_CHECK = "typeof require === 'function'";
export const CRYPTO_JS_CORE = /[\\/]crypto-js[\\/]core\.js$/;

export function withoutNodeRequire(code: string): MagicString {
  const at = code.indexOf(NODE_REQUIRE_CHECK);
  if (at < 0 || code.indexOf(NODE_REQUIRE_CHECK, at + 1) >= 0)
    throw new Error(`crypto-js/core.js: expected "${NODE_REQUIRE_CHECK}" exactly once (scripts/crypto-js-browser-only.ts)`);
  return new MagicString(code).overwrite(at, at + NODE_REQUIRE_CHECK.length, 'false');
}

export function cryptoJsBrowserOnly(): Plugin {
  return {
    name: 'crypto-js-browser-only',
    apply: 'build',
    transform(code, id) {
      if (!CRYPTO_JS_CORE.test(id.split('?')[0]!)) return null;
      const text = withoutNodeRequire(code);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
