/**
 * The CSV parsers bench/csv-parsers.ts compares, each driven the way the extraction would use
 * it: a file read from disk (as a stream where the parser can take one), rows handed on as arrays
 * of strings a batch at a time, and a parse error thrown with the line when the parser knows it.
 * A parser that cannot bound a row itself reads the file through the row-bounds pre-check
 * (csv-row-bounds.ts) in its "+ bounds" variant, which is what the extraction would have to add.
 * @module
 */
import { closeSync, createReadStream, openSync, readFileSync, readSync } from 'node:fs';
import type { Readable, TransformCallback } from 'node:stream';
import { parseStream as fastCsvParseStream } from '@fast-csv/parse';
import { Parser as CsvParseParser } from 'csv-parse';
import csvParser from 'csv-parser';
import csvSimpleParse from 'csv-simple-parser';
import { dsvFormat } from 'd3-dsv';
import Papa from 'papaparse';
import { inferSchema, initParser } from 'udsv';
import { parseDelimitedText } from '../../packages/dev-server/src/files/delimited-text';
import { type RowBounds, RowBoundsCheck } from './csv-row-bounds';

/** Rows of one batch, and the line each ended on when the parser says it. */
export type OnRows = (rows: string[][], lines?: number[]) => void;

export interface Candidate {
  name: string;
  /** Reads the file as a stream (a whole-file parser holds all of it at once). */
  streams: boolean;
  /** Gives the line each row ended on (the extraction reports it). */
  givesLines: boolean;
  /** How it bounds a row: by itself, through the pre-check, or not at all. */
  bounds: 'own' | 'pre-check' | 'none';
  read(path: string, delimiter: string, onRows: OnRows, limits: RowBounds): Promise<void>;
}

/** 3 when the file starts with UTF-8's byte order mark, else 0. */
function utf8BomBytes(path: string): number {
  const handle = openSync(path, 'r');
  try {
    const head = Buffer.alloc(3);
    readSync(handle, head, 0, 3, 0);
    return head.equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  } finally {
    closeSync(handle);
  }
}

/** The file's bytes, through the row-bounds pre-check when asked. */
function bytesOf(path: string, delimiter: string, limits?: RowBounds): Readable {
  // The extraction skips a byte order mark before the parser sees the text.
  const file = createReadStream(path, { start: utf8BomBytes(path) });
  if (!limits) return file;
  const checked = new RowBoundsCheck(delimiter, limits);
  file.on('error', (error) => checked.destroy(error));
  return file.pipe(checked);
}

/** The file's text as a stream of strings (UTF-8 decoded across reads). */
function textOf(path: string, delimiter: string, limits?: RowBounds): Readable {
  return bytesOf(path, delimiter, limits).setEncoding('utf8');
}

/** The extraction's own reading: csv-parse with its options, batches and field bound. */
const extraction: Candidate = {
  name: 'csv-parse (extraction today)',
  streams: true,
  givesLines: true,
  bounds: 'own',
  async read(path, delimiter, onRows, limits) {
    const rows = parseDelimitedText(
      path,
      { encoding: 'utf-8', bomBytes: utf8BomBytes(path) },
      delimiter,
      limits,
    );
    for await (const batch of rows) {
      onRows(
        batch.map((row) => row.record),
        batch.map((row) => row.lines),
      );
    }
  },
};

/**
 * csv-parse's stream with each chunk's rows pushed as one batch (as the extraction does), read
 * with the options given and nothing else: no field bound wrapped around it.
 */
class BatchingParser extends CsvParseParser {
  private pending: string[][] = [];
  private lines: number[] = [];

  // biome-ignore lint/suspicious/noExplicitAny: the signature of Readable#push
  override push(chunk: any, encoding?: BufferEncoding): boolean {
    if (chunk !== null) {
      this.pending.push(chunk as string[]);
      this.lines.push(this.info.lines);
      return true;
    }
    this.flushRows();
    return super.push(null, encoding);
  }

  flushRows(): void {
    if (this.pending.length === 0) return;
    super.push({ rows: this.pending, lines: this.lines });
    this.pending = [];
    this.lines = [];
  }

  override _transform(chunk: Buffer, encoding: BufferEncoding, callback: TransformCallback) {
    super._transform(chunk, encoding, (error?: Error | null) => {
      this.flushRows();
      callback(error);
    });
  }
}

/** csv-parse with only the options that shape the rows: no BOM check, no record size, no wrap. */
const csvParseMinimal: Candidate = {
  name: 'csv-parse (fewest options)',
  streams: true,
  givesLines: true,
  bounds: 'none',
  async read(path, delimiter, onRows) {
    const parser = new BatchingParser({
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
    const source = bytesOf(path, delimiter);
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
    for await (const batch of parser) {
      const { rows, lines } = batch as { rows: string[][]; lines: number[] };
      onRows(rows, lines);
    }
  },
};

function papaparse(limits: boolean): Candidate {
  return {
    name: `papaparse${limits ? ' + bounds' : ''}`,
    streams: true,
    givesLines: false,
    bounds: limits ? 'pre-check' : 'none',
    read: (path, delimiter, onRows, bounds) =>
      new Promise((resolve, reject) => {
        Papa.parse(textOf(path, delimiter, limits ? bounds : undefined), {
          delimiter,
          skipEmptyLines: true,
          chunk(results, parser) {
            const missing = results.errors.find((error) => error.code === 'MissingQuotes');
            if (missing) {
              parser.abort();
              reject(Object.assign(new Error(missing.message), { code: missing.code }));
            }
            onRows(results.data as string[][]);
          },
          complete: () => resolve(),
          error: reject,
        });
      }),
  };
}

function udsv(limits: boolean): Candidate {
  return {
    name: `uDSV${limits ? ' + bounds' : ''}`,
    streams: true,
    givesLines: false,
    bounds: limits ? 'pre-check' : 'none',
    async read(path, delimiter, onRows, bounds) {
      let parser: ReturnType<typeof initParser> | undefined;
      let rows: string[][] = [];
      const take = (row: string[]) => {
        rows.push(row);
        return true;
      };
      for await (const text of textOf(path, delimiter, limits ? bounds : undefined)) {
        // The schema (column count, line end, quoting) is taken from the first chunk; every row
        // is a row of the header's width. The header is kept as a row (no rows skipped).
        parser ??= initParser(inferSchema(text as string, { col: delimiter, header: () => [] }));
        parser.chunk(text as string, parser.stringArrs, take);
        onRows(rows);
        rows = [];
      }
      parser?.end();
      onRows(rows);
    },
  };
}

function csvParserStream(limits: boolean): Candidate {
  return {
    name: `csv-parser${limits ? ' + bounds' : ''}`,
    streams: true,
    givesLines: false,
    bounds: limits ? 'pre-check' : 'none',
    async read(path, delimiter, onRows, bounds) {
      const source = bytesOf(path, delimiter, limits ? bounds : undefined);
      const parser = source.pipe(
        csvParser({ separator: delimiter, headers: false, strict: false }),
      );
      // A pipe does not carry an error on: the pre-check's failure ends the parser's rows.
      source.on('error', (error) => parser.destroy(error));
      let rows: string[][] = [];
      for await (const row of parser) {
        rows.push(Object.values(row as Record<string, string>));
        if (rows.length === 1000) {
          onRows(rows);
          rows = [];
        }
      }
      onRows(rows);
    },
  };
}

function fastCsv(limits: boolean): Candidate {
  return {
    name: `@fast-csv/parse${limits ? ' + bounds' : ''}`,
    streams: true,
    givesLines: false,
    bounds: limits ? 'pre-check' : 'none',
    async read(path, delimiter, onRows, bounds) {
      const source = bytesOf(path, delimiter, limits ? bounds : undefined);
      const parser = fastCsvParseStream(source, {
        delimiter,
        ignoreEmpty: true,
        strictColumnHandling: false,
      });
      source.on('error', (error) => parser.destroy(error));
      let rows: string[][] = [];
      for await (const row of parser) {
        rows.push(row as string[]);
        if (rows.length === 1000) {
          onRows(rows);
          rows = [];
        }
      }
      onRows(rows);
    },
  };
}

/** A parser of whole strings, given the whole file (none of them reads a stream). */
function wholeText(
  name: string,
  parse: (text: string, delimiter: string) => string[][],
): Candidate {
  return {
    name: `${name} (whole file)`,
    streams: false,
    givesLines: false,
    bounds: 'none',
    async read(path, delimiter, onRows) {
      onRows(parse(readFileSync(path, 'utf8').replace(/^\ufeff/, ''), delimiter));
    },
  };
}

/** Every candidate, in the order they are printed. */
export const CANDIDATES: Candidate[] = [
  extraction,
  csvParseMinimal,
  papaparse(false),
  papaparse(true),
  udsv(false),
  udsv(true),
  csvParserStream(false),
  csvParserStream(true),
  fastCsv(false),
  fastCsv(true),
  wholeText('csv-simple-parser', (text, delimiter) => {
    // It pads a short row to the header's width with nulls, and reads an empty line as a row
    // of nothing but padding: the padding is dropped, and such rows with it.
    const rows = csvSimpleParse(text, { delimiter }) as (string | null)[][];
    return rows
      .map((row) => row.filter((cell): cell is string => cell !== null))
      .filter((row) => row.length > 1 || row[0] !== '');
  }),
  wholeText('d3-dsv', (text, delimiter) => dsvFormat(delimiter).parseRows(text)),
];
