import { describe, expect, it } from 'vitest';
import { mapEntryPath } from '../../src/app/start-up/entry-path.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('partner entry path (docs/server.md framing decision)', () => {
  it('maps /opsportal/ehi-login?… onto the #/ehi-login route, keeping the query', () => {
    expect(mapEntryPath(at('/opsportal/ehi-login', '?companyId=1001&token=t'), '/opsportal/')).toBe(
      '/opsportal/ehi-login#/ehi-login?companyId=1001&token=t',
    );
    expect(mapEntryPath(at('/opsportal/ehi-login/'), '/opsportal/')).toBe('/opsportal/ehi-login/#/ehi-login');
  });

  it('leaves every other document and an already-mapped URL alone', () => {
    expect(mapEntryPath(at('/opsportal/'), '/opsportal/')).toBeNull();
    expect(mapEntryPath(at('/opsportal/ehi-login-evil'), '/opsportal/')).toBeNull();
    expect(mapEntryPath(at('/opsportal/ehi-login', '', '#/ehi-login?companyId=1'), '/opsportal/')).toBeNull();
  });
});
