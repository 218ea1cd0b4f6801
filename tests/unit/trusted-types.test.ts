/**
 * Trusted Types (docs/security.md): both Trusted Types policies are created at start-up, and the script policy admits
 * only the configured script origins: the same list the server's CSP script-src is built from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../server/portal/config.ts';
import { buildPortalCsp } from '../../server/portal/security-headers.ts';
import { scriptOrigins } from '../../shared/script-origins.ts';
import { DEPLOYMENT_ADDRESSES } from '../server/support/deployment-env.ts';
import {
  HTML_POLICY,
  SCRIPT_URL_POLICY,
  allowScriptOrigins,
  createTrustedTypesPolicies,
  takeHtmlPolicyForDomPurify,
  trustedScriptUrl,
} from '../../src/lib/trusted-types.ts';

const DEPLOYMENT = {
  // Every address a deployment must set (it refuses to start without them: docs/security.md).
  ...DEPLOYMENT_ADDRESSES,
  PUBLIC_ORIGIN: 'https://portal.example.com',
  STAND_INS: '0',
  CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  LEAD_HELPER_SCRIPT_URL: 'https://lead.example.com/helper.js',
  PENDO_ENABLED: 'true',
  PENDO_SCRIPT_URL: 'https://cdn.pendo.example.com/agent.js',
};

/** A stand-in for the browser's factory: records each policy and, like the browser, refuses a name twice. */
const created = new Map<string, Record<string, (value: string) => string>>();
const factory = {
  createPolicy(name: string, rules: Record<string, (value: string) => string>) {
    if (created.has(name)) throw new TypeError(`Policy ${name} already exists`);
    created.set(name, rules);
    return {
      createScriptURL: (url: string) => ({ trusted: rules.createScriptURL?.(url) }),
      createHTML: (html: string) => rules.createHTML?.(html),
    };
  },
};

beforeAll(() => createTrustedTypesPolicies(factory));

describe('the Trusted Types policies', () => {
  it('are both created at start-up, before anything asks for them', () => {
    expect([...created.keys()]).toEqual([SCRIPT_URL_POLICY, HTML_POLICY]);
    createTrustedTypesPolicies(factory);
    expect(created.size).toBe(2);
  });

  it('admit no script address until the config names its origins, then only those', () => {
    expect(() => trustedScriptUrl('https://lead.example.com/helper.js')).toThrow(/not a configured script origin/);
    allowScriptOrigins(['https://lead.example.com']);
    expect(trustedScriptUrl('https://lead.example.com/helper.js')).toEqual({ trusted: 'https://lead.example.com/helper.js' });
    expect(() => trustedScriptUrl('https://evil.example.net/x.js')).toThrow(/evil\.example\.net is not a configured script origin/);
    expect(() => trustedScriptUrl('https://lead.example.com.evil.example.net/helper.js')).toThrow(/not a configured/);
    expect(() => trustedScriptUrl('javascript:alert(1)')).toThrow(/not http\(s\)/);
  });

  it('hand the DOMPurify policy out once', () => {
    expect(takeHtmlPolicyForDomPurify()).not.toBeNull();
    expect(() => takeHtmlPolicyForDomPurify()).toThrow(/already been handed out/);
  });
});

describe('the configured script origins', () => {
  it("are exactly the CSP script-src origins the server sends (besides 'self' and hashes)", () => {
    for (const env of [
      DEPLOYMENT,
      { ...DEPLOYMENT, PENDO_ENABLED: 'false' },
      { ...DEPLOYMENT, CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/api.js' },
      { ...DEPLOYMENT, WALKTHROUGH_ENABLED: 'true' },
      { ...DEPLOYMENT, WALKTHROUGH_ENABLED: 'true', WALKTHROUGH_SCRIPT_ORIGIN: 'https://guide.example.com' },
    ]) {
      const settings = readSettings(env);
      const csp = buildPortalCsp(settings, { frameAncestors: { kind: 'none' } });
      const scriptSrc = (/script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ').filter((source) => /^https?:/.test(source));
      expect(scriptOrigins(settings.config).sort()).toEqual(scriptSrc.sort());
    }
  });

  it('leave the analytics origin out while the pendo flag is off', () => {
    const { config } = readSettings({ ...DEPLOYMENT, PENDO_ENABLED: 'false' });
    expect(scriptOrigins(config)).not.toContain('https://cdn.pendo.example.com');
    expect(scriptOrigins(config)).toEqual(['https://www.google.com', 'https://www.gstatic.com', 'https://lead.example.com']);
  });

  it('name the walk-through origin only while its flag is on (spec 7), by default the common API origin', () => {
    const common = { ...DEPLOYMENT, COMMON_API_URL: 'https://api.example.com/common/' };
    expect(scriptOrigins(readSettings(common).config)).not.toContain('https://api.example.com');
    expect(scriptOrigins(readSettings({ ...common, WALKTHROUGH_ENABLED: 'true' }).config)).toContain('https://api.example.com');
    const elsewhere = readSettings({
      ...common,
      WALKTHROUGH_ENABLED: 'true',
      WALKTHROUGH_SCRIPT_ORIGIN: 'https://guide.example.com',
    }).config;
    expect(scriptOrigins(elsewhere)).toContain('https://guide.example.com');
    expect(scriptOrigins(elsewhere)).not.toContain('https://api.example.com');
    expect(() => readSettings({ ...common, WALKTHROUGH_SCRIPT_ORIGIN: 'https://guide.example.com/path' })).toThrow(
      /WALKTHROUGH_SCRIPT_ORIGIN/,
    );
  });
});
