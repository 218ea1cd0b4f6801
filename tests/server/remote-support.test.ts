/**
 * The stand-in remote-support service judges the Support Key (docs/decisions/support-key-format.md):
 * trimmed, not empty, at most 64 characters, letters, digits, spaces and hyphens; the rest is a 400
 * with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportKeyProblem } from '../../server/stand-in/remote-support.ts';
import { postForm, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const post = (fields: Record<string, string>) => postForm(server.app, '/stand-in/remote-support/download', fields);

describe('stand-in remote-support download', () => {
  it.each(['123-456-789', '123456789', 'AB12 cd34', '  7731-0042  ', 'ключ-42', 'k'.repeat(64)])('starts a session for %j', async (key) => {
    const response = await post({ name: 'Sam', supportSessionId: key });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-testid="received"');
  });

  it.each([
    [{ name: 'Sam', supportSessionId: '   ' }, 'The Support Key is missing.'],
    [{ name: 'Sam' }, 'The Support Key is missing.'],
    [{ name: ' ', supportSessionId: '123' }, 'Your name is missing.'],
    [{ name: 'Sam', supportSessionId: 'k'.repeat(65) }, 'The Support Key is longer than 64 characters.'],
    [
      { name: 'Sam', supportSessionId: '<b>7731</b>' },
      'The Support Key can only hold letters, digits, spaces and hyphens. Check it with your technician.',
    ],
    [
      { name: 'Sam', supportSessionId: '-123' },
      'The Support Key can only hold letters, digits, spaces and hyphens. Check it with your technician.',
    ],
  ])('answers 400 with the reason for %j', async (fields, reason) => {
    expect(supportKeyProblem(fields)).toBe(reason);
    const response = await post(fields);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<p role="alert" data-testid="reason">${reason}</p>`);
    expect(response.body).toContain('data-back');
    expect(response.body).not.toContain('<b>7731');
  });
});
