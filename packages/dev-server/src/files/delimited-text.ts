/**
 * Reading a CSV or TSV file as a stream of rows with `csv-parse`: the text encoding from
 * text-encoding.ts, the delimiter chosen from the first lines, quoted fields with newlines, and
 * each row with the line it ended on. Rows come in batches (those of one chunk of text): a stream
 * item per row would cost more than parsing it. For extraction (`openDelimitedRows`), UTF-8 text
 * is read as bytes by delimited-bytes.ts as long as that reads it as csv-parse would, and by
 * csv-parse from the first row it might not, with lines and bytes counted from the file's start.
 * @module
 */

import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { type Options, Parser } from 'csv-parse';
import { DelimitedByteScanner, type LineBreak } from './delimited-bytes';
import { type RowBatch, StringRowBatch } from './row-batch';
import {
  type DetectedEncoding,
  decodeBytes,
  decodedText,
  detectTextEncoding,
} from './text-encoding';

/** The delimiters a file is tried with, in order of preference on a tie. */
export const DELIMITER_CANDIDATES = [',', '\t', ';', '|'] as const;

/** The lines of the file's start the delimiter is chosen from. */
export const DELIMITER_SAMPLE_LINES = 10;

const SAMPLE_BYTES = 64 * 1024;

/** The longest row read (characters): past it the file fails instead of filling memory. */
export const MAX_ROW_CHARACTERS = 16 * 1024 * 1024;

/** How often each candidate occurs outside double quotes on one line. */
function delimiterCounts(line: string): Map<string, number> {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (DELIMITER_CANDIDATES as readonly string[]).includes(char)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The delimiter of a file from its first lines: the candidate found most often outside quotes on
 * any one of them (so a title line above the header does not decide); a tab for a `.tsv` file
 * that has one; a comma when none occurs (a one-column file).
 *
 * @example
 * detectDelimiter(['Report of May', 'name;email;"a;b"'], 'csv'); // ';'
 */
export function detectDelimiter(lines: string[], ext: string): string {
  const most = new Map<string, number>();
  for (const line of lines.slice(0, DELIMITER_SAMPLE_LINES)) {
    for (const [candidate, count] of delimiterCounts(line)) {
      most.set(candidate, Math.max(most.get(candidate) ?? 0, count));
    }
  }
  if (ext === 'tsv' && (most.get('\t') ?? 0) > 0) return '\t';
  let best = ',';
  let bestCount = 0;
  for (const candidate of DELIMITER_CANDIDATES) {
    const count = most.get(candidate) ?? 0;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** A row of the file and where it ended (`lines`, `bytes`). */
export interface DelimitedRow {
  record: string[];
  lines: number;
  bytes: number;
}

/**
 * csv-parse's stream, with each chunk's rows pushed as one array of {@link DelimitedRow}s. The
 * parser hands each record to `push` as soon as it ends, when its live `info` still describes
 * that record: reading it there costs nothing, where `info: true` copies it for every row.
 */
class RowBatchParser extends Parser {
  private pending: DelimitedRow[] = [];

  // biome-ignore lint/suspicious/noExplicitAny: the signature of Readable#push
  override push(chunk: any, encoding?: BufferEncoding): boolean {
    if (chunk !== null) {
      this.pending.push({
        record: chunk as string[],
        lines: this.info.lines,
        bytes: this.info.bytes,
      });
      return true;
    }
    this.pushPending();
    return super.push(null, encoding);
  }

  private pushPending(): void {
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    super.push(rows);
  }

  override _transform(
    chunk: Buffer,
    encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ): void {
    super._transform(chunk, encoding, (error?: Error | null) => {
      this.pushPending();
      callback(error);
    });
  }

  override _flush(callback: (error?: Error | null) => void): void {
    super._flush((error?: Error | null) => {
      this.pushPending();
      callback(error);
    });
  }
}

/** An opened delimited file: its rows in batches ({@link DelimitedRow}[]) and how it is read. */
export interface DelimitedFile {
  rows: Parser & AsyncIterable<DelimitedRow[]>;
  delimiter: string;
  encoding: DetectedEncoding;
}

/** The first lines of a file's text (from a sample of its start), for the delimiter. */
async function firstLines(path: string, encoding: DetectedEncoding): Promise<string[]> {
  const handle = await open(path, 'r');
  try {
    const sample = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(sample, 0, SAMPLE_BYTES, encoding.bomBytes);
    const text = decodeBytes(sample.subarray(0, bytesRead), encoding.encoding);
    // The sample's last line may be cut short: it counts only when it is the only one.
    const lines = text.split(/\r?\n/);
    return lines.length > 1 ? lines.slice(0, -1) : lines;
  } finally {
    await handle.close();
  }
}

/** Where reading starts: the file's start, or a row that csv-parse reads on from. */
interface ReadFrom {
  /** Bytes after the byte order mark. */
  start: number;
  /** The line of the file that row is on (from 1). */
  line: number;
  lineBreak: LineBreak;
}

const FILE_START: ReadFrom = { start: 0, line: 1, lineBreak: 'unknown' };

/** csv-parse over the file's text from `from` on (see {@link openDelimitedFile}). */
function parserOver(
  path: string,
  encoding: DetectedEncoding,
  delimiter: string,
  from: ReadFrom,
): DelimitedFile['rows'] {
  const options: Options = {
    delimiter,
    // A BOM the encoding check did not see (none: it is skipped) costs nothing to drop.
    bom: from.start === 0,
    // A quote never closed would otherwise gather the rest of the file into one field.
    max_record_size: MAX_ROW_CHARACTERS,
    // Ragged rows are read and reported by the extraction, not refused by the parser.
    relax_column_count: true,
    // `5" screen` in an unquoted field is text, as spreadsheet programs read it.
    relax_quotes: true,
    skip_empty_lines: true,
    // Read on from a row, with the line break the file's start already chose.
    ...(from.lineBreak === 'unknown'
      ? {}
      : { record_delimiter: from.lineBreak === 'lf' ? '\n' : '\r\n' }),
  };
  const rows = new RowBatchParser(options) as DelimitedFile['rows'];
  // csv-parse reads UTF-8 bytes itself (a character cut between chunks stays whole, as fields
  // are decoded once complete): decoding them first would only have it encode them again.
  const text: Readable =
    encoding.encoding === 'utf-8'
      ? createReadStream(path, { start: encoding.bomBytes + from.start })
      : Readable.from(decodedText(path, encoding));
  text.on('error', (error) => rows.destroy(error));
  // A consumer that stops early (a failure, a cancel) closes the file too.
  rows.on('close', () => text.destroy());
  text.pipe(rows);
  return rows;
}

/** Opens a CSV or TSV file as a parser of its rows. */
export async function openDelimitedFile(path: string, ext: string): Promise<DelimitedFile> {
  const encoding = await detectTextEncoding(path);
  const delimiter = detectDelimiter(await firstLines(path, encoding), ext);
  return { rows: parserOver(path, encoding, delimiter, FILE_START), delimiter, encoding };
}

/** Rows read from a delimited file, and how far into it (bytes after the byte order mark). */
export interface ReadRows {
  rows: RowBatch;
  bytes: number;
}

/** An opened delimited file as the extraction reads it: its rows in batches. */
export interface DelimitedRows {
  batches: AsyncIterable<ReadRows>;
  delimiter: string;
  encoding: DetectedEncoding;
}

/** Bytes read at a time as bytes (a batch of rows is what one read holds). */
export const READ_BYTES = 1024 * 1024;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const EMPTY = Buffer.alloc(0);

/** A stream's chunks, then `undefined` once it ends. */
async function* withEnd(stream: AsyncIterable<unknown>): AsyncIterable<Buffer | undefined> {
  for await (const chunk of stream) yield chunk as Buffer;
  yield undefined;
}

/**
 * csv-parse's rows from `from` on, with their lines and bytes counted from the file's start (an
 * error's line too).
 */
async function* parsedRows(
  path: string,
  encoding: DetectedEncoding,
  delimiter: string,
  from: ReadFrom,
): AsyncIterable<ReadRows> {
  const rows = parserOver(path, encoding, delimiter, from);
  const lines = from.line - 1;
  try {
    for await (const parsed of rows) {
      yield {
        rows: new StringRowBatch(
          parsed.map((row) => row.record),
          parsed.map((row) => row.lines + lines),
        ),
        bytes: (parsed.at(-1) as DelimitedRow).bytes + from.start,
      };
    }
  } catch (error) {
    const context = error as { lines?: unknown; message?: unknown };
    if (typeof context.lines === 'number') context.lines += lines;
    if (typeof context.message === 'string') {
      context.message = context.message.replace(
        / at line (\d+)$/,
        (_, line: string) => ` at line ${Number(line) + lines}`,
      );
    }
    throw error;
  } finally {
    rows.destroy();
  }
}

/**
 * The rows of UTF-8 text read as bytes (see delimited-bytes.ts) as long as they read as
 * csv-parse reads them, then csv-parse's from the first row that may not.
 */
async function* byteRows(
  path: string,
  encoding: DetectedEncoding,
  delimiter: string,
  readBytes: number,
): AsyncIterable<ReadRows> {
  const scanner = new DelimitedByteScanner(delimiter.charCodeAt(0));
  let handOverAt = -1;
  const stream = createReadStream(path, { start: encoding.bomBytes, highWaterMark: readBytes });
  try {
    let base = 0;
    let carried: Buffer | undefined;
    // Each chunk with what the last one left unread, then (`undefined`) what is left at the end.
    for await (const chunk of withEnd(stream)) {
      const final = chunk === undefined;
      const text = final
        ? (carried ?? EMPTY)
        : carried
          ? Buffer.concat([carried, chunk as Buffer])
          : (chunk as Buffer);
      if (final && text.length === 0) break;
      if (base === 0 && text.subarray(0, 3).equals(UTF8_BOM)) {
        handOverAt = 0;
        break;
      }
      const { line, lineBreak } = scanner;
      const scanned = scanner.scan(text, final);
      // A file taken as UTF-8 by its BOM alone is checked here: bytes that are not UTF-8 are
      // decoded (as replacement characters) by csv-parse, from the rows of this text on.
      if (encoding.bomBytes > 0 && !isUtf8(text.subarray(0, scanned.consumed))) {
        scanner.line = line;
        scanner.lineBreak = lineBreak;
        handOverAt = base;
        break;
      }
      if (scanned.rows.size > 0) yield { rows: scanned.rows, bytes: base + scanned.rowsEnd };
      base += scanned.consumed;
      if (scanned.handOver) {
        handOverAt = base;
        break;
      }
      carried = text.subarray(scanned.consumed);
    }
  } finally {
    stream.destroy();
  }
  if (handOverAt < 0) return;
  yield* parsedRows(path, encoding, delimiter, {
    start: handOverAt,
    line: scanner.line,
    lineBreak: scanner.lineBreak,
  });
}

/**
 * Opens a CSV or TSV file for extraction: UTF-8 text is read as bytes (its cells become records
 * without being decoded, see row-records.ts) as far as that reads it as csv-parse does; other
 * encodings, and the rest of a file from a row it does not, are read by csv-parse.
 */
export async function openDelimitedRows(
  path: string,
  ext: string,
  readBytes = READ_BYTES,
): Promise<DelimitedRows> {
  const encoding = await detectTextEncoding(path);
  const delimiter = detectDelimiter(await firstLines(path, encoding), ext);
  const batches =
    encoding.encoding === 'utf-8'
      ? byteRows(path, encoding, delimiter, readBytes)
      : parsedRows(path, encoding, delimiter, FILE_START);
  return { batches, delimiter, encoding };
}
