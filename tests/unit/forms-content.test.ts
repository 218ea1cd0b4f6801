import { describe, expect, it } from 'vitest';
import { contactPageScripts } from '../../src/actors/forms/page-scripts.ts';
import { captchaSettings } from '../../src/actors/forms/post-form.ts';
import { successReturnUrl } from '../../src/components/forms/return-url.ts';
import { brand } from '../../src/content/brand.ts';
import { INDUSTRIES, contactForm } from '../../src/content/forms/contact-form-spec.ts';
import { FAST_SUPPORT_FLAGS } from '../../src/content/forms/fast-support-form-spec.ts';
import {
  DMS_TYPES,
  ESTIMATING_SYSTEMS,
  LEAD_TYPES,
  NUMBER_OF_USERS,
  PRODUCTS_OF_INTEREST,
} from '../../src/content/forms/subscribe-form-spec.ts';
import { US_STATES } from '../../src/content/forms/us-states.ts';
import type { AppConfig } from '../../shared/config-schema.ts';

const values = (options: ReadonlyArray<{ value: string }>) => options.map((option) => option.value);

describe('option lists (spec 3)', () => {
  it('has the 50 states plus DC as unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(values(US_STATES)).size).toBe(51);
    expect(values(US_STATES).every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(values(US_STATES)).toEqual(expect.arrayContaining(['DC', 'AK', 'HI', 'WY']));
  });

  it('has the industry list with --None-- first as the empty choice', () => {
    expect(INDUSTRIES).toHaveLength(33);
    expect(INDUSTRIES[0]).toEqual({ value: '', label: '--None--' });
    expect(INDUSTRIES.slice(1, 4).map((option) => option.label)).toEqual([
      'Collision Repairer',
      'OEM Parts Vendor',
      'Specialty Parts & Accessory Vendor',
    ]);
    expect(INDUSTRIES.at(-1)?.label).toBe('Utilities');
  });

  it('has the subscribe lists', () => {
    expect(values(LEAD_TYPES)).toEqual(['Body Shop']);
    expect(values(NUMBER_OF_USERS)).toEqual(['none', '1-5', '5-10', '10+']);
    expect(ESTIMATING_SYSTEMS).toHaveLength(4);
    // spec 3 names UCS twice; the list shows it once.
    expect(values(DMS_TYPES)).toHaveLength(12);
    expect(values(DMS_TYPES).filter((value) => value === 'UCS')).toHaveLength(1);
    expect(values(PRODUCTS_OF_INTEREST)).toHaveLength(13);
    expect(values(PRODUCTS_OF_INTEREST)[0]).toBe(brand.product);
  });

  it('uses the lead service field names for the contact form (spec 3)', () => {
    expect(contactForm.fields.map((field) => field.name)).toEqual([
      'first_name',
      'last_name',
      'phone',
      'email',
      'title',
      'company',
      'URL',
      'street',
      'city',
      'state',
      'zip',
      'industry',
      'description',
    ]);
  });
});

describe('hidden values', () => {
  it('returns to the portal route with status=200', () => {
    expect(successReturnUrl({ portalUrl: 'https://portal.example.com/opsportal/' }, '/contactus')).toBe(
      'https://portal.example.com/opsportal/#/contactus?status=200',
    );
    expect(successReturnUrl({ portalUrl: 'https://portal.example.com/opsportal' }, '/support')).toBe(
      'https://portal.example.com/opsportal/#/support?status=200',
    );
  });

  it('builds the captcha settings block with the organisation id and a timestamp', () => {
    expect(JSON.parse(captchaSettings('Key', '00D1', null))).toEqual({ keyname: 'Key', fallback: 'true', orgId: '00D1', ts: '' });
    expect(JSON.parse(captchaSettings('Key', '00D1', 1700000000000)).ts).toBe('1700000000000');
  });

  it('sends the three remote-support flags', () => {
    expect(Object.fromEntries(FAST_SUPPORT_FLAGS)).toEqual({ showLegalInfo: '2', maskIdField: '1', useEmbeddedLauncher: '0' });
  });
});

describe('contact page scripts (spec 7)', () => {
  const base = { leadHelperScriptUrl: 'https://lead.example.com/helper.js', pendoEnabled: false } as AppConfig;
  it('loads the lead-capture helper, and analytics only when the pendo flag is on', () => {
    expect(contactPageScripts(null)).toEqual([]);
    expect(contactPageScripts(base)).toEqual(['https://lead.example.com/helper.js']);
    expect(contactPageScripts({ ...base, pendoScriptUrl: 'https://pendo.example.com/agent.js' })).toEqual([
      'https://lead.example.com/helper.js',
    ]);
    expect(contactPageScripts({ ...base, pendoEnabled: true })).toEqual(['https://lead.example.com/helper.js']);
    expect(contactPageScripts({ ...base, pendoEnabled: true, pendoScriptUrl: 'https://pendo.example.com/agent.js' })).toEqual([
      'https://lead.example.com/helper.js',
      'https://pendo.example.com/agent.js',
    ]);
  });
});
