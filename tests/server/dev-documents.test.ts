/**
 * The dev server's document CSP (docs/decisions/dev-server.md): production's
 * policy plus a nonce for scripts and styles and the HMR socket, nothing else.
 */
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../server/portal/config.ts';
import { devDocumentCsp } from '../../server/portal/dev-documents.ts';
import { buildPortalCsp } from '../../server/portal/security-headers.ts';
import { parseCsp } from './support/test-server.ts';

const settings = readSettings({ PORT: '5173', LOG_LEVEL: 'silent' });
const production = buildPortalCsp(settings, { frameAncestors: { kind: 'none' }, selfOrigin: 'http://localhost:5173' });

describe('devDocumentCsp', () => {
  it("adds the nonce to script-src and style-src and Vite's socket to connect-src, and changes nothing else", () => {
    const dev = parseCsp(devDocumentCsp(production, 'AbC+/12=', 'http://localhost:5173'));
    const prod = parseCsp(production);
    expect(dev.get('script-src')).toEqual([...(prod.get('script-src') ?? []), "'nonce-AbC+/12='"]);
    expect(dev.get('style-src')).toEqual(["'self'", "'nonce-AbC+/12='"]);
    expect(dev.get('connect-src')).toEqual([...(prod.get('connect-src') ?? []), 'ws://localhost:5173']);
    for (const [name, sources] of prod) {
      if (name === 'script-src' || name === 'style-src' || name === 'connect-src') continue;
      expect(dev.get(name), name).toEqual(sources);
    }
    expect([...dev.keys()]).toEqual([...prod.keys()]);
    expect(devDocumentCsp(production, 'n0nce', 'http://localhost:5173')).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('refuses a nonce that could add sources or directives', () => {
    for (const nonce of ["x' 'unsafe-inline", 'x; script-src *', '', 'a b']) {
      expect(() => devDocumentCsp(production, nonce, 'http://localhost:5173'), nonce).toThrow('base64');
    }
  });

  it("an IPv6 page gets no socket source (CSP cannot write it; 'self' covers it)", () => {
    const dev = devDocumentCsp(production, 'n0nce', 'http://[::1]:5173');
    expect(dev).not.toContain('[');
  });
});
