/**
 * Records from a CSV or TSV fixture, as `--seed` reads them: the header row names the field keys
 * (an empty header cell's column is left out), every other row is a record of text values.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { RecordInput } from './blueprint';

/**
 * Reads the file's rows as records. A `.tsv` file is split on tabs, any other on commas; a byte
 * order mark is skipped.
 *
 * @example
 * const rows = await readCsvRecords('test/fixtures/contacts.csv'); // [{ email: 'ada@…', … }]
 */
export async function readCsvRecords(path: string): Promise<RecordInput[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`importkit/testing: cannot read ${path} (${(error as Error).message})`);
  }
  const rows = parse(text, {
    bom: true,
    delimiter: path.toLowerCase().endsWith('.tsv') ? '\t' : ',',
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) => {
    const record: Record<string, string> = {};
    header.forEach((key, index) => {
      if (key !== '') record[key] = cells[index] ?? '';
    });
    return record;
  });
}
