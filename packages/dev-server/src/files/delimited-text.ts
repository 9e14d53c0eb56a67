/**
 * Reading a CSV or TSV file as a stream of rows with `csv-parse`: the text encoding from
 * text-encoding.ts, the delimiter chosen from the first lines, quoted fields with newlines, and
 * each row with the line it ended on. Rows come in batches (those of one chunk of text): a stream
 * item per row would cost more than parsing it. The extraction reads them through
 * delimited-rows.ts (in a worker thread for a large file).
 * @module
 */

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { type Options, Parser } from 'csv-parse';
import { DEFAULT_EXTRACTION_LIMITS, type ExtractionLimits } from './extraction-limits';
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

/** What bounds one row of a delimited file. */
export type RowLimits = Pick<ExtractionLimits, 'maxFieldsPerRow' | 'maxRowCharacters'>;

/** The part of csv-parse's parser state that the field bound reads and wraps. */
interface ParserInternals {
  api: {
    __onField(): Error | undefined;
    state: { record: unknown[] };
    info: { lines: number };
  };
}

/**
 * csv-parse's stream, with each chunk's rows pushed as one array of {@link DelimitedRow}s. The
 * parser hands each record to `push` as soon as it ends, when its live `info` still describes
 * that record: reading it there costs nothing, where `info: true` copies it for every row.
 *
 * A row's fields are bounded as they are read: csv-parse's `max_record_size` counts characters,
 * and an empty field adds none, so a line of commas alone would grow one row's array of fields
 * until the process dies. csv-parse has no option for it: its per-field step is wrapped (a unit
 * test holds the wrap to the installed version).
 */
class RowBatchParser extends Parser {
  private pending: DelimitedRow[] = [];

  constructor(options: Options, maxFieldsPerRow: number) {
    super(options);
    const { api } = this as unknown as ParserInternals;
    const onField = api.__onField;
    if (typeof onField !== 'function') {
      throw new Error('importkit/dev-server: this csv-parse has no __onField to bound fields by');
    }
    api.__onField = function (this: ParserInternals['api']) {
      const error = onField.call(this);
      if (error !== undefined || this.state.record.length <= maxFieldsPerRow) return error;
      return Object.assign(
        new Error(
          `a row has more than ${maxFieldsPerRow.toLocaleString('en-US')} fields (the bound of fields per row)`,
        ),
        { code: 'CSV_MAX_FIELDS_PER_ROW', lines: this.info.lines },
      );
    };
  }

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

/** csv-parse over a file's text, in the encoding and with the delimiter found for it. */
export function parseDelimitedText(
  path: string,
  encoding: DetectedEncoding,
  delimiter: string,
  limits: RowLimits = DEFAULT_EXTRACTION_LIMITS,
): DelimitedFile['rows'] {
  const options: Options = {
    delimiter,
    // A BOM the encoding check did not see (none: it is skipped) costs nothing to drop.
    bom: true,
    // A quote never closed would otherwise gather the rest of the file into one field.
    max_record_size: limits.maxRowCharacters,
    // Ragged rows are read and reported by the extraction, not refused by the parser.
    relax_column_count: true,
    // `5" screen` in an unquoted field is text, as spreadsheet programs read it.
    relax_quotes: true,
    skip_empty_lines: true,
  };
  const rows = new RowBatchParser(options, limits.maxFieldsPerRow) as DelimitedFile['rows'];
  // csv-parse reads UTF-8 bytes itself (a character cut between chunks stays whole, as fields
  // are decoded once complete): decoding them first would only have it encode them again.
  const text: Readable =
    encoding.encoding === 'utf-8'
      ? createReadStream(path, { start: encoding.bomBytes })
      : Readable.from(decodedText(path, encoding));
  text.on('error', (error) => rows.destroy(error));
  // A consumer that stops early (a failure, a cancel) closes the file too.
  rows.on('close', () => text.destroy());
  text.pipe(rows);
  return rows;
}

/** The delimiter of a file in a known encoding, from its first lines (see {@link detectDelimiter}). */
export async function detectDelimiterOf(
  path: string,
  encoding: DetectedEncoding,
  ext: string,
): Promise<string> {
  return detectDelimiter(await firstLines(path, encoding), ext);
}

/** Opens a CSV or TSV file as a parser of its rows. */
export async function openDelimitedFile(path: string, ext: string): Promise<DelimitedFile> {
  const encoding = await detectTextEncoding(path);
  const delimiter = await detectDelimiterOf(path, encoding, ext);
  return { rows: parseDelimitedText(path, encoding, delimiter), delimiter, encoding };
}
