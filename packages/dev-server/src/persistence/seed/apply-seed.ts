/**
 * Applies a blueprint (`--seed <file>`) through the server's own API (in-process requests, the
 * same validation and events as a client's), so a seeded server is one a client could have made.
 * An API error becomes a {@link SeedError} naming the blueprint file and the JSON path of the
 * value the API refused (or the CSV file and its row).
 * @module
 */
import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDelimitedFile } from '../../files/delimited-text';
import { type Blueprint, readBlueprint, SeedError, type SeedSheet } from './seed-file';

/** Records per insert request (the API's batch bound). */
const BATCH = 10_000;

type Json = Record<string, unknown>;

/** A cell of the records API: values are wrapped, `{ value }` cells pass as they are. */
function toRecord(row: Json): Json {
  const record: Json = {};
  for (const [key, value] of Object.entries(row)) {
    const isCell = typeof value === 'object' && value !== null && !Array.isArray(value);
    record[key] = isCell ? value : { value };
  }
  return record;
}

class SeedApi {
  constructor(
    private readonly app: FastifyInstance,
    private readonly apiKey: string,
    private readonly file: string,
  ) {}

  /** The `data` of a successful call; else the SeedError, `where` mapping the API's key. */
  async call(method: 'POST', url: string, body: unknown, where: (key?: string) => string) {
    const response = await this.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const answer = JSON.parse(response.body) as {
      data?: Json;
      errors?: { key?: string; message: string }[];
    };
    if (response.statusCode !== 200 || !answer.data) {
      const error = answer.errors?.[0];
      throw new SeedError(
        this.file,
        where(error?.key),
        `the API refused it (${response.statusCode}): ${error?.message ?? response.body}`,
      );
    }
    return answer.data;
  }
}

/** The blueprint path of the value an API error key (`body.sheets[0].fields`) names. */
function below(base: string, key: string | undefined): string {
  if (key === undefined || !key.startsWith('body')) return base;
  return `${base}${key.slice('body'.length)}`;
}

async function insertInline(api: SeedApi, sheetId: string, sheet: SeedSheet) {
  const rows = sheet.records ?? [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map(toRecord);
    await api.call('POST', `/v1/sheets/${sheetId}/records`, batch, (key) => {
      const match = key === undefined ? null : /^body\[(\d+)\](.*)$/.exec(key);
      if (!match) return `${sheet.path}.records`;
      return `${sheet.path}.records[${start + Number(match[1])}]${match[2]}`;
    });
  }
}

async function insertFromFile(api: SeedApi, sheetId: string, sheet: SeedSheet, file: string) {
  const path = sheet.recordsFile as string;
  const name = basename(path);
  let opened: Awaited<ReturnType<typeof openDelimitedFile>>;
  try {
    opened = await openDelimitedFile(path, name.toLowerCase().endsWith('.tsv') ? 'tsv' : 'csv');
  } catch (error) {
    throw new SeedError(
      file,
      `${sheet.path}.records`,
      `cannot read ${path} (${(error as Error).message})`,
    );
  }
  let header: string[] | undefined;
  let batch: Json[] = [];
  let firstRow = 2;
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    const first = firstRow;
    batch = [];
    firstRow += rows.length;
    await api.call('POST', `/v1/sheets/${sheetId}/records`, rows, (key) => {
      const match = key === undefined ? null : /^body\[(\d+)\](.*)$/.exec(key);
      const row = match
        ? ` row ${first + Number(match[1])}${match[2]}`
        : ` rows ${first}–${first + rows.length - 1}`;
      return `${sheet.path}.records (${name}${row})`;
    });
  };
  try {
    for await (const rows of opened.rows) {
      for (const { record } of rows) {
        if (!header) {
          header = record;
          continue;
        }
        const row: Json = {};
        header.forEach((key, index) => {
          if (key !== '') row[key] = record[index] ?? '';
        });
        batch.push(toRecord(row));
        if (batch.length >= BATCH) await flush();
      }
    }
  } catch (error) {
    if (error instanceof SeedError) throw error;
    throw new SeedError(
      file,
      `${sheet.path}.records`,
      `cannot read ${path} (${(error as Error).message})`,
    );
  }
  await flush();
}

/** Creates what the blueprint describes, in order, through the API. */
export async function applyBlueprint(app: FastifyInstance, apiKey: string, blueprint: Blueprint) {
  const api = new SeedApi(app, apiKey, blueprint.file);
  for (const space of blueprint.spaces) {
    const created = await api.call('POST', '/v1/spaces', space.body, (key) =>
      below(space.path, key),
    );
    for (const workbook of space.workbooks) {
      const body = {
        ...workbook.body,
        spaceId: created.id,
        sheets: workbook.sheets.map((s) => s.body),
      };
      const made = await api.call('POST', '/v1/workbooks', body, (key) =>
        below(workbook.path, key),
      );
      const sheets = (made.sheets as { id: string }[] | undefined) ?? [];
      for (const [index, sheet] of workbook.sheets.entries()) {
        const sheetId = (sheets[index] as { id: string }).id;
        if (sheet.recordsFile) await insertFromFile(api, sheetId, sheet, blueprint.file);
        else await insertInline(api, sheetId, sheet);
      }
    }
  }
}

/**
 * Reads a blueprint file and applies it.
 *
 * @example
 * await applySeed(app, apiKey, './seed.json');
 */
export async function applySeed(app: FastifyInstance, apiKey: string, file: string): Promise<void> {
  await applyBlueprint(app, apiKey, await readBlueprint(file));
}
