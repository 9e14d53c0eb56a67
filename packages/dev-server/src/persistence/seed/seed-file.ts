/**
 * The blueprint of `--seed <file>`: spaces, their workbooks and sheets, and records (inline, or a
 * CSV/TSV file named relative to the blueprint). The shape mirrors the API's create bodies, so
 * what the API accepts is what a blueprint may say:
 *
 * ```json
 * { "spaces": [{ "name": "Imports", "workbooks": [{ "name": "Contacts", "sheets": [
 *   { "name": "Contacts", "slug": "contacts", "fields": [{ "key": "email", "type": "string" }],
 *     "records": [{ "email": "ada@example.com" }] } ] }] }] }
 * ```
 * @module
 */
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';

/** A blueprint that cannot be used: the file, the JSON path inside it, and what is wrong. */
export class SeedError extends Error {
  constructor(
    readonly file: string,
    readonly path: string,
    reason: string,
  ) {
    super(`importkit/dev-server: seed ${file}${path === '' ? '' : ` at ${path}`}: ${reason}`);
    this.name = 'SeedError';
  }
}

/** A sheet of the blueprint: its create body, and its records inline or from a file. */
export interface SeedSheet {
  path: string;
  body: Record<string, unknown>;
  /** Inline records (field key → value or `{ value }` cell). */
  records?: Record<string, unknown>[];
  /** An absolute path to a CSV or TSV file whose header row names the field keys. */
  recordsFile?: string;
}

export interface SeedWorkbook {
  path: string;
  body: Record<string, unknown>;
  sheets: SeedSheet[];
}

export interface SeedSpace {
  path: string;
  body: Record<string, unknown>;
  workbooks: SeedWorkbook[];
}

export interface Blueprint {
  file: string;
  spaces: SeedSpace[];
}

function objectAt(file: string, value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SeedError(file, path, 'expected an object');
  }
  return value as Record<string, unknown>;
}

function arrayAt(file: string, value: unknown, path: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new SeedError(file, path, 'expected an array');
  return value;
}

function readSheet(file: string, value: unknown, path: string): SeedSheet {
  const { records, ...body } = objectAt(file, value, path);
  if (typeof records === 'string') {
    if (records === '') throw new SeedError(file, `${path}.records`, 'the CSV path is empty');
    const recordsFile = isAbsolute(records) ? records : resolve(dirname(file), records);
    return { path, body, recordsFile };
  }
  const rows = arrayAt(file, records, `${path}.records`);
  for (const [index, row] of rows.entries()) objectAt(file, row, `${path}.records[${index}]`);
  return { path, body, records: rows as Record<string, unknown>[] };
}

/**
 * Reads and checks the shape of a blueprint file (the API checks the rest when it is applied).
 *
 * @example
 * const blueprint = await readBlueprint('./seed/contacts.json');
 */
export async function readBlueprint(file: string): Promise<Blueprint> {
  const absolute = resolve(file);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    throw new SeedError(absolute, '', `cannot read it (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SeedError(absolute, '', `not JSON (${(error as Error).message})`);
  }
  const root = objectAt(absolute, json, '$');
  const unknown = Object.keys(root).filter((key) => key !== 'spaces');
  if (unknown.length > 0) {
    throw new SeedError(absolute, `$.${unknown[0]}`, 'unknown key (a blueprint has "spaces")');
  }
  const spaces = arrayAt(absolute, root.spaces, '$.spaces').map((space, s) => {
    const path = `$.spaces[${s}]`;
    const { workbooks, ...body } = objectAt(absolute, space, path);
    return {
      path,
      body,
      workbooks: arrayAt(absolute, workbooks, `${path}.workbooks`).map((workbook, w) => {
        const workbookPath = `${path}.workbooks[${w}]`;
        const { sheets, ...workbookBody } = objectAt(absolute, workbook, workbookPath);
        return {
          path: workbookPath,
          body: workbookBody,
          sheets: arrayAt(absolute, sheets, `${workbookPath}.sheets`).map((sheet, i) =>
            readSheet(absolute, sheet, `${workbookPath}.sheets[${i}]`),
          ),
        };
      }),
    };
  });
  return { file: absolute, spaces };
}
