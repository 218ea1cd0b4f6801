import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OneTimeStore } from '../../server/stand-in/one-time-store.ts';
import { SubmissionStore } from '../../server/stand-in/submission-store.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('append-only submission store', () => {
  it('creates the data dir and appends one line per record', async () => {
    const store = new SubmissionStore<{ n: number }>(join(tempDir(), 'nested', 'data'));
    await Promise.all([1, 2, 3].map((n) => store.append({ n })));
    expect(readFileSync(store.file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    expect(await store.readAll()).toEqual({ records: [{ n: 1 }, { n: 2 }, { n: 3 }], skipped: 0 });
  });

  it('survives a truncated last line: earlier records stay readable and the next record is intact', async () => {
    const store = new SubmissionStore<{ n: number }>(tempDir());
    await store.append({ n: 1 });
    await store.append({ n: 2 });
    // A crash in the middle of writing record 3: half a line, no newline.
    appendFileSync(store.file, '{"n":3,"fields":{"emai');
    expect(await store.readAll()).toEqual({ records: [{ n: 1 }, { n: 2 }], skipped: 1 });
    await store.append({ n: 4 });
    expect(await store.readAll()).toEqual({ records: [{ n: 1 }, { n: 2 }, { n: 4 }], skipped: 1 });
    expect(readFileSync(store.file, 'utf8').split('\n').at(-2)).toBe('{"n":4}');
  });

  it('reads nothing when no file exists yet', async () => {
    expect(await new SubmissionStore(tempDir()).readAll()).toEqual({ records: [], skipped: 0 });
  });
});

describe('one-time store', () => {
  it('hands a value out once', () => {
    const store = new OneTimeStore<string>(1000);
    const key = store.put('value');
    expect(store.take(key)).toBe('value');
    expect(store.take(key)).toBeUndefined();
    expect(store.take(undefined)).toBeUndefined();
  });

  it('forgets a value after its time to live', () => {
    let now = 0;
    const store = new OneTimeStore<string>(1000, undefined, () => now);
    const key = store.put('value');
    now = 1000;
    expect(store.take(key)).toBeUndefined();
    store.put('other');
    now = 5000;
    expect(store.size).toBe(0);
  });
});
