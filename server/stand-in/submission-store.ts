/**
 * The lead and case stand-in's store: one JSON object per line, appended to
 * `<DATA_DIR>/submissions.jsonl` and flushed to disk (fsync) before the answer goes out.
 *
 * Appending never rewrites earlier bytes, so a crash mid-write can only leave a truncated last
 * line. Readers skip lines that do not parse, and the next append first ends such a line, so one
 * torn write never swallows the record after it.
 */
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const SUBMISSIONS_FILE = 'submissions.jsonl';

export class SubmissionStore<T extends object> {
  private queue: Promise<unknown> = Promise.resolve();
  readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, SUBMISSIONS_FILE);
  }

  /** Appends one record; resolves once it is on disk. Appends are serialised. */
  append(record: T): Promise<void> {
    const run = this.queue.then(() => this.write(record));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async write(record: T): Promise<void> {
    await mkdir(join(this.file, '..'), { recursive: true });
    const handle = await open(this.file, 'a+');
    try {
      const { size } = await handle.stat();
      let prefix = '';
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        // A torn last line (no newline) is closed off, so this record starts on a line of its own.
        if (last[0] !== 0x0a) prefix = '\n';
      }
      await handle.appendFile(`${prefix}${JSON.stringify(record)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Every record that parses, in order; `skipped` counts lines that did not. */
  async readAll(): Promise<{ records: T[]; skipped: number }> {
    await this.queue;
    let text: string;
    try {
      if (!(await stat(this.file)).isFile()) return { records: [], skipped: 0 };
      text = await readFile(this.file, 'utf8');
    } catch {
      return { records: [], skipped: 0 };
    }
    const records: T[] = [];
    let skipped = 0;
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        records.push(JSON.parse(line) as T);
      } catch {
        skipped += 1;
      }
    }
    return { records, skipped };
  }
}
