/**
 * Applies a blueprint (`--seed <file>`) as a client's requests would be: each body checked
 * against the contract (and the JSON rules of every request body), then the same functions the
 * operations call, with the same events — so a seeded server is one a client could have made.
 * A refusal becomes a {@link SeedError} naming the blueprint file and the JSON path of the value
 * refused (or the CSV file and its row).
 * @module
 */
import { basename } from 'node:path';
import { openapiDocument } from '@importkit/api/contract';
import { readContractOperations } from '../../contract/operations';
import { type OperationValidator, requestValidators } from '../../contract/request-validators';
import { openDelimitedFile } from '../../files/delimited-text';
import { badRequest, HttpError } from '../../http/http-error';
import { checkJsonValue } from '../../http/json-body';
import { insertCellInputs } from '../../records/write/record-writes';
import { targetOf } from '../../records/write/sheet-target';
import { requireSheet, sheetsOf } from '../../runtime/lookups';
import type { DevRuntime } from '../../runtime/runtime';
import { createSpace } from '../../workbooks/spaces';
import { createWorkbook } from '../../workbooks/workbooks';
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
  private readonly validators: Map<string, OperationValidator>;

  constructor(
    readonly runtime: DevRuntime,
    private readonly file: string,
  ) {
    const document = openapiDocument as Record<string, unknown>;
    this.validators = requestValidators(document, readContractOperations(document));
  }

  /**
   * Runs one operation as its request would run: the body checked first, then `work`. A refusal
   * becomes the SeedError, `where` mapping the refusal's key (`body.sheets[0]…`).
   */
  call<T>(operationId: string, body: unknown, where: (key?: string) => string, work: () => T): T {
    try {
      checkJsonValue(body, 'body');
      const issue = this.validators.get(operationId)?.body(body);
      if (issue) throw badRequest(issue.message, issue.key);
      return work();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const refusal = error.errors[0];
      throw new SeedError(
        this.file,
        where(refusal?.key),
        `the API refused it (${error.status}): ${refusal?.message ?? error.message}`,
      );
    }
  }

  /** Inserts a batch of records into a sheet, as `POST /v1/sheets/{sheetId}/records` does. */
  insert(sheetId: string, batch: Json[], where: (key?: string) => string): void {
    this.call('insertRecords', batch, where, () => {
      const target = targetOf(this.runtime, requireSheet(this.runtime, sheetId, 'sheetId'));
      insertCellInputs(
        this.runtime,
        target,
        batch as Parameters<typeof insertCellInputs>[2],
        'body',
      );
    });
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
    api.insert(sheetId, batch, (key) => {
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
    api.insert(sheetId, rows, (key) => {
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

/** Creates what the blueprint describes, in order, as the API would. */
export async function applyBlueprint(runtime: DevRuntime, blueprint: Blueprint) {
  const api = new SeedApi(runtime, blueprint.file);
  for (const space of blueprint.spaces) {
    const where = (key?: string) => below(space.path, key);
    const created = api.call('createSpace', space.body, where, () =>
      createSpace(runtime, space.body as Parameters<typeof createSpace>[1], 'body'),
    );
    for (const workbook of space.workbooks) {
      const body = {
        ...workbook.body,
        spaceId: created.id,
        sheets: workbook.sheets.map((s) => s.body),
      };
      const made = api.call(
        'createWorkbook',
        body,
        (key) => below(workbook.path, key),
        () => createWorkbook(runtime, body as Parameters<typeof createWorkbook>[1], 'body'),
      );
      // In the order the blueprint gives them (the order they were created in).
      const sheets = sheetsOf(runtime, made.id);
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
 * await applySeed(runtime, './seed.json');
 */
export async function applySeed(runtime: DevRuntime, file: string): Promise<void> {
  await applyBlueprint(runtime, await readBlueprint(file));
}
