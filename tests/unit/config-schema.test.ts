/**
 * The startup config's check (spec 3, 7, 8): the file the server writes passes unchanged; a file
 * with a wrong or missing field is refused with a reason that names the field, so the portal logs
 * 'Could not load config!' and renders without config instead of using half a config.
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../shared/config-schema.ts';
import { buildConfig } from '../../server/portal/config.ts';

const served = () => structuredClone(buildConfig({ publicOrigin: 'http://localhost:4200' }, {})) as unknown as Record<string, unknown>;

describe('parseConfig', () => {
  it('accepts the config the server writes, field for field', () => {
    const { config, issues } = parseConfig(served());
    expect(issues).toEqual([]);
    expect(config).toEqual(served());
  });

  it('fills in the spec defaults (no announcement, no analytics) and drops fields it does not know', () => {
    const file = served();
    delete file.showAnnouncement;
    delete file.pendoEnabled;
    file.unexpected = '<script>';
    const { config } = parseConfig(file);
    expect(config?.showAnnouncement).toBe(false);
    expect(config?.pendoEnabled).toBe(false);
    expect(config).not.toHaveProperty('unexpected');
  });

  it.each([
    ['a missing address', (file: Record<string, unknown>) => delete file.identityApiUrl, 'identityApiUrl: is missing'],
    [
      'a javascript: address',
      (file: Record<string, unknown>) => (file.supportUrl = 'javascript:alert(1)'),
      'supportUrl: must be an absolute http(s) URL',
    ],
    [
      'a relative nested address',
      (file: Record<string, unknown>) => ((file.apps as Record<string, unknown>).shopping = '/shop'),
      'apps.shopping: must be an absolute http(s) URL',
    ],
    [
      'a partner origin with a path',
      (file: Record<string, unknown>) => (file.partnerOrigins = ['https://partner.example.com/frame']),
      'partnerOrigins.0: must be an origin',
    ],
    [
      'partner origins that are not a list',
      (file: Record<string, unknown>) => (file.partnerOrigins = 'https://partner.example.com'),
      'partnerOrigins: must be a list',
    ],
    [
      'a flag written as text',
      (file: Record<string, unknown>) => (file.showAnnouncement = 'true'),
      'showAnnouncement: must be true or false',
    ],
    ['a missing section', (file: Record<string, unknown>) => delete file.sso, 'sso: is missing'],
    ['missing partner origins', (file: Record<string, unknown>) => delete file.partnerOrigins, 'partnerOrigins: is missing'],
    [
      'a wildcard inside an origin',
      (file: Record<string, unknown>) => (file.partnerOrigins = ['https://*.example.com/x']),
      'partnerOrigins.0: must be an origin',
    ],
  ])('refuses %s, naming the field', (_name, spoil, reason) => {
    const file = served();
    spoil(file);
    expect(parseConfig(file)).toEqual({ config: null, issues: [reason] });
  });

  it('refuses a field of the wrong type', () => {
    const file = served();
    file.clientId = 7;
    expect(parseConfig(file).issues).toEqual(['clientId: must be a string']);
  });

  it('names every wrong field, in file order, not just the first', () => {
    const file = served();
    file.supportUrl = 'ftp://files.example.com';
    (file.captcha as Record<string, unknown>).siteKey = null;
    file.pendoEnabled = 1;
    expect(parseConfig(file)).toEqual({
      config: null,
      issues: ['supportUrl: must be an absolute http(s) URL', 'captcha.siteKey: must be a string', 'pendoEnabled: must be true or false'],
    });
  });

  it("accepts '*' as a partner origin and leaves absent optional addresses out", () => {
    const file = served();
    file.partnerOrigins = ['*', 'https://partner.example.com:8443'];
    delete file.supportChatUrl;
    const { config } = parseConfig(file);
    expect(config?.partnerOrigins).toEqual(['*', 'https://partner.example.com:8443']);
    expect(config && Object.keys(config)).not.toContain('supportChatUrl');
  });

  it.each([null, [], 'config', 42])('refuses a file that is not an object (%j)', (value) => {
    expect(parseConfig(value)).toEqual({ config: null, issues: ['(root): must be an object'] });
  });
});
