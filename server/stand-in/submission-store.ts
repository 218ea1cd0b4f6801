/**
 * The lead and case stand-in's store: one JSON object per line, appended to
 * `<DATA_DIR>/submissions.jsonl` and flushed to disk (fsync) before the answer goes out.
 *
 * Appending never rewrites earlier bytes, so a crash mid-write can only leave a truncated last
 * line. Readers skip lines that do not parse, and the next append first ends such a line, so one
 * torn write never swallows the record after it.
 *
 * Bounded (docs/server.md "Stand-in state") by count and by size: a record larger than `maxRecordBytes` is refused
 * (RecordTooLargeError), and the store keeps the newest records that fit both `maxRecords` and `maxBytes`. Once the
 * file holds twice that many lines or bytes it is compacted to what is kept (written to a temporary file,
 * flushed, then renamed over the old one, so a crash leaves either file whole). Reads are incremental:
 * the records parsed so far are kept in memory and only the bytes appended since are read, so a
 * listing never reads the whole file again.
 */
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SUBMISSIONS_FILE = 'submissions.jsonl';
/** Default bound of the store: the newest records kept. */
export const DEFAULT_MAX_RECORDS = 10_000;
/** Default bound of the store's size: the newest records within 16 MiB are kept. */
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/** Default bound of one record (a lead or case form is a few hundred bytes). */
export const DEFAULT_MAX_RECORD_BYTES = 32 * 1024;

/** A record over the store's `maxRecordBytes`: nothing was written. */
export class RecordTooLargeError extends Error {
  constructor(
    readonly bytes: number,
    readonly maxRecordBytes: number,
  ) {
    super(`A record of ${bytes} bytes is over the store's bound of ${maxRecordBytes}`);
    this.name = 'RecordTooLargeError';
  }
}

export class SubmissionStore<T extends object> {
  private queue: Promise<unknown> = Promise.resolve();
  readonly file: string;
  /** Newest records parsed so far (at most maxRecords, at most maxBytes), with each one's bytes on disk. */
  private records: T[] = [];
  private sizes: number[] = [];
  private bytes = 0;
  /** Complete lines parsed so far that did not parse. */
  private skipped = 0;
  /** Complete lines read so far (records and skipped, including records dropped from memory). */
  private lines = 0;
  /** Bytes of the file read so far; always at the end of a complete line. */
  private offset = 0;

  readonly maxBytes: number;
  readonly maxRecordBytes: number;

  constructor(
    dataDir: string,
    readonly maxRecords: number = DEFAULT_MAX_RECORDS,
    limits: { maxBytes?: number; maxRecordBytes?: number } = {},
  ) {
    this.file = join(dataDir, SUBMISSIONS_FILE);
    this.maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
    this.maxRecordBytes = Math.min(limits.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES, this.maxBytes);
  }

  /** Appends one record; resolves once it is on disk. Appends are serialised. Rejects a record over maxRecordBytes. */
  append(record: T): Promise<void> {
    const bytes = Buffer.byteLength(JSON.stringify(record)) + 1;
    if (bytes > this.maxRecordBytes) return Promise.reject(new RecordTooLargeError(bytes, this.maxRecordBytes));
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
    await this.refresh();
    if (this.lines > 2 * this.maxRecords || this.offset > 2 * this.maxBytes) await this.compact();
  }

  /** Rewrites the file with the newest maxRecords records only. */
  private async compact(): Promise<void> {
    const temporary = `${this.file}.compact`;
    const text = this.records.map((item) => `${JSON.stringify(item)}\n`).join('');
    await writeFile(temporary, text, { encoding: 'utf8', flush: true });
    await rename(temporary, this.file);
    this.lines = this.records.length;
    this.skipped = 0;
    this.offset = Buffer.byteLength(text);
  }

  /**
   * Reads what was appended since the last read; returns the torn tail (bytes after the last
   * newline), which stays unread until a newline completes it.
   */
  private async refresh(): Promise<string> {
    let size: number;
    try {
      const info = await stat(this.file);
      if (!info.isFile()) return '';
      size = info.size;
    } catch {
      return '';
    }
    // Replaced or truncated from outside: start over.
    if (size < this.offset) {
      this.records = [];
      this.sizes = [];
      this.bytes = 0;
      this.skipped = 0;
      this.lines = 0;
      this.offset = 0;
    }
    if (size === this.offset) return '';
    const handle = await open(this.file, 'r');
    let chunk: Buffer;
    try {
      chunk = Buffer.alloc(size - this.offset);
      await handle.read(chunk, 0, chunk.length, this.offset);
    } finally {
      await handle.close();
    }
    const end = chunk.lastIndexOf(0x0a);
    const complete = end < 0 ? '' : chunk.subarray(0, end + 1).toString('utf8');
    const tail = chunk.subarray(end + 1).toString('utf8');
    this.offset += end + 1;
    for (const line of complete.split('\n')) {
      if (line.trim() === '') continue;
      this.lines += 1;
      try {
        this.records.push(JSON.parse(line) as T);
        const size = Buffer.byteLength(line) + 1;
        this.sizes.push(size);
        this.bytes += size;
      } catch {
        this.skipped += 1;
      }
    }
    let drop = Math.max(0, this.records.length - this.maxRecords);
    let bytes = this.bytes;
    for (let index = 0; index < drop; index += 1) bytes -= this.sizes[index] ?? 0;
    while (bytes > this.maxBytes && drop < this.records.length) {
      bytes -= this.sizes[drop] ?? 0;
      drop += 1;
    }
    if (drop > 0) {
      this.records.splice(0, drop);
      this.sizes.splice(0, drop);
      this.bytes = bytes;
    }
    return tail;
  }

  /** The newest records (at most maxRecords) that parse, in order; `skipped` counts lines that did not. */
  async readAll(): Promise<{ records: T[]; skipped: number }> {
    const run = this.queue.then(() => this.refresh());
    this.queue = run.catch(() => undefined);
    const tail = await run;
    return { records: [...this.records], skipped: this.skipped + (tail.trim() === '' ? 0 : 1) };
  }
}
