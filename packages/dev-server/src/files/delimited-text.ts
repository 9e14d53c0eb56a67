/**
 * Reading a CSV or TSV file as a stream of rows with `csv-parse`: the text encoding from the byte
 * order mark (UTF-16 LE or BE, otherwise UTF-8, whose BOM is dropped), and the delimiter chosen
 * from the header line.
 * @module
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { type Parser, parse } from 'csv-parse';

/** The delimiters a header line is tried with, in order of preference on a tie. */
export const DELIMITER_CANDIDATES = [',', '\t', ';', '|'] as const;

const SAMPLE_BYTES = 64 * 1024;

type TextEncoding = 'utf8' | 'utf16le' | 'utf16be';

/** The encoding a byte order mark names (UTF-8 without one). */
function encodingOf(head: Buffer): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf16be';
  return 'utf8';
}

function decode(bytes: Buffer, encoding: TextEncoding): string {
  if (encoding === 'utf16be') return new TextDecoder('utf-16be').decode(bytes);
  return bytes.toString(encoding);
}

/**
 * The delimiter of a header line: the candidate found most often outside quotes; a tab for a
 * `.tsv` file whose header has one; a comma when none occurs (a one-column file).
 *
 * @example
 * detectDelimiter('name;email;"a;b"', 'csv'); // ';'
 */
export function detectDelimiter(headerLine: string, ext: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (DELIMITER_CANDIDATES as readonly string[]).includes(char)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  if (ext === 'tsv' && (counts.get('\t') ?? 0) > 0) return '\t';
  let best = ',';
  let bestCount = 0;
  for (const candidate of DELIMITER_CANDIDATES) {
    const count = counts.get(candidate) ?? 0;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** The file's text as a stream of strings, in its encoding, without a byte order mark. */
function textStream(path: string, encoding: TextEncoding): Readable | AsyncIterable<string> {
  if (encoding === 'utf8') return createReadStream(path, { encoding: 'utf8' });
  if (encoding === 'utf16le') return createReadStream(path, { encoding: 'utf16le', start: 2 });
  // Node has no UTF-16 BE stream decoding: a streaming TextDecoder does it.
  const bytes = createReadStream(path, { start: 2 });
  return (async function* () {
    const decoder = new TextDecoder('utf-16be');
    for await (const chunk of bytes) yield decoder.decode(chunk as Buffer, { stream: true });
    yield decoder.decode();
  })();
}

/** A row of the file and where it ended (`lines`, `bytes`). */
export interface DelimitedRow {
  record: string[];
  info: { lines: number; bytes: number };
}

/** A parser of the file's rows ({@link DelimitedRow}s). */
export async function openDelimitedFile(
  path: string,
  ext: string,
): Promise<{ rows: Parser; delimiter: string }> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const sample = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(sample, 0, SAMPLE_BYTES, 0);
    head = sample.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const encoding = encodingOf(head);
  const sampleText = decode(encoding === 'utf8' ? head : head.subarray(2), encoding);
  const headerLine = sampleText.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = detectDelimiter(headerLine, ext);
  const rows = parse({
    delimiter,
    bom: true,
    // Ragged rows are read and reported by the extraction, not refused by the parser.
    relax_column_count: true,
    skip_empty_lines: true,
    // Each row with its own position (the parser reads ahead of the consumer).
    info: true,
  });
  const source = textStream(path, encoding);
  if ('pipe' in source) {
    source.on('error', (error) => rows.destroy(error));
    source.pipe(rows);
  } else {
    void (async () => {
      try {
        for await (const text of source) {
          if (!rows.write(text)) await new Promise((resolve) => rows.once('drain', resolve));
        }
        rows.end();
      } catch (error) {
        rows.destroy(error as Error);
      }
    })();
  }
  return { rows, delimiter };
}
