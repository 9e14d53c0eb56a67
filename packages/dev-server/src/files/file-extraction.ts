/**
 * Extraction: the service-run job `file:extract` turns an uploaded CSV, TSV or `.xlsx` file into
 * a workbook (`treatments: ['EXTRACTED_FROM_SOURCE']`) with a sheet per table (the file, or each
 * worksheet), a field per header cell (found by header-detection.ts with the job's
 * `input.headerDetection`) and a record per row, inserted in batches through the records API as
 * the parser streams the file (so memory does not grow with it), with progress through
 * `job:updated`. What was read is recorded on the file (`extraction`). A file that cannot be read
 * fails the job and the file (`failed`, the message and `extraction.error` saying where), and the
 * half-made workbook is deleted: nothing half-extracted is left as if complete.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { insertPickedRows } from '../records/write/row-records';
import type { ResourceEntity } from '../resources/resource-definition';
import { requireResource, updateEntity } from '../resources/resource-handlers';
import { requireWorkbook, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { CellBatch, packCells, type RowToPack } from '../store/cell-batch';
import { isEmptyRow, PickedRows } from '../store/row-batch';
import { removeWorkbook, slugify } from '../workbooks/sheet-lifecycle';
import { applyWorkbookUpdate } from '../workbooks/workbook-update';
import { createWorkbook } from '../workbooks/workbooks';
import { openDelimitedRows } from './delimited-rows';
import { checkNewExtraction } from './extraction-claims';
import { files } from './file-resource';
import {
  DEFAULT_HEADER_DETECTION,
  detectHeader,
  type HeaderDetectionOptions,
  parseHeaderDetectionOptions,
  rowsNeeded,
} from './header-detection';
import { undoInterruptedExtraction } from './interrupted-extraction';
import { XlsxReadError } from './xlsx-archive';
import { readXlsxSheets, type WorkbookPosition } from './xlsx-sheets';

/** Rows inserted per records call. */
const BATCH_ROWS = 1000;

type FileExtraction = Schema<'FileExtraction'>;
type ExtractionError = NonNullable<FileExtraction['error']>;
type SheetConfig = Schema<'SheetConfig'>;

/** Field keys from header cells: trimmed, unique (case-insensitively), never empty. */
export function fieldKeysOf(header: string[]): string[] {
  const seen = new Set<string>();
  return header.map((cell, index) => {
    let key = cell.trim();
    if (key === '' || key === '__proto__') key = `column_${index + 1}`;
    let unique = key;
    for (let n = 2; seen.has(unique.toLowerCase()); n++) unique = `${key}_${n}`;
    seen.add(unique.toLowerCase());
    return unique;
  });
}

/** A table of the file: the whole delimited file, or one worksheet. */
interface SourceTable {
  name: string;
  /** Its rows in batches (a delimited file's per chunk read), so the cost per row stays small. */
  rows: AsyncIterable<CellBatch>;
  /** Delimited text counts a row with fewer cells as ragged; a worksheet omits empty cells. */
  shortRowsAreRagged: boolean;
  /** What a row's number counts, for where a row is (`line 12`, `row 12`). */
  rowUnit: 'line' | 'row';
}

/** A failure of reading, with where it happened. */
class UnreadableFile extends Error {
  constructor(
    message: string,
    readonly where: Omit<ExtractionError, 'message'>,
  ) {
    super(message);
  }
}

/** `(line 3, column 2)` / `(sheet "People", cell B7)` for a message. */
function describeWhere(where: Omit<ExtractionError, 'message'>): string {
  const parts: string[] = [];
  if (where.sheet !== undefined) parts.push(`sheet "${where.sheet}"`);
  if (where.cell !== undefined) parts.push(`after cell ${where.cell}`);
  if (where.line !== undefined) parts.push(`line ${where.line}`);
  if (where.column !== undefined) parts.push(`column ${where.column}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** A csv-parse error as what was wrong and where (its line, and the field it was in, from 1). */
function delimitedError(error: unknown, maxRowCharacters: number): UnreadableFile {
  const context = error as { message?: string; lines?: number; index?: number; code?: string };
  const message =
    context.code === 'CSV_MAX_RECORD_SIZE'
      ? `a row has more than ${maxRowCharacters.toLocaleString('en-US')} characters (the bound of characters per row)`
      : (context.message ?? String(error)).replace(/ at line \d+$/, '');
  const where: Omit<ExtractionError, 'message'> = {};
  if (typeof context.lines === 'number') where.line = context.lines;
  if (typeof context.index === 'number') where.column = context.index + 1;
  return new UnreadableFile(message, where);
}

/** Whether a row has a non-empty cell past the header's `width` cells. */
function hasCellBeyond(batch: CellBatch, row: number, width: number): boolean {
  const cells = batch.widthOf(row);
  for (let column = width; column < cells; column++) {
    if (!batch.isEmptyCell(row, column)) return true;
  }
  return false;
}

/** Stopping an extraction that is no longer wanted: its job was canceled, or its file deleted. */
class StoppedExtraction extends Error {}

/** Throws a {@link StoppedExtraction} once the run is no longer wanted; called between batches. */
function checkStillWanted(run: ExtractionRun): void {
  if (run.signal.aborted) throw new StoppedExtraction('the extraction job was canceled');
  if (!files.collection(run.runtime).get(run.file.id)) {
    throw new StoppedExtraction('the file was deleted during its extraction');
  }
}

interface ExtractionRun {
  runtime: DevRuntime;
  file: ResourceEntity;
  options: HeaderDetectionOptions;
  signal: AbortSignal;
  report: FileExtraction & { sheets: NonNullable<FileExtraction['sheets']> };
  /** The workbook made so far (deleted if the extraction fails). */
  workbookId?: string;
  sheetConfigs: SheetConfig[];
  /** The job's progress report (`job:updated`). */
  jobProgress: (percent: number, info: string) => void;
  /** Called after each batch; reports progress when another percent of the file was read. */
  progress: () => void;
}

/** Adds a sheet for a table: the workbook with it on the first table, an update after that. */
function addSheet(run: ExtractionRun, name: string, header: string[]): string {
  const keys = fieldKeysOf(header);
  const slugs = new Set(run.sheetConfigs.map((config) => config.slug));
  const base = slugify(name) || 'sheet';
  let slug = base;
  for (let n = 2; slugs.has(slug); n++) slug = `${base}_${n}`;
  const config: SheetConfig = {
    name,
    slug,
    fields: keys.map((key, index) => ({
      key,
      label: header[index] || key,
      type: 'string',
    })),
  };
  run.sheetConfigs.push(config);
  const { runtime } = run;
  // The workbook API's own rules and events: created with the first table, updated after that.
  const workbook = run.workbookId
    ? applyWorkbookUpdate(runtime, requireWorkbook(runtime, run.workbookId, 'workbookId'), {
        sheets: run.sheetConfigs,
      })
    : createWorkbook(
        runtime,
        {
          name: String(run.file.name),
          spaceId: String(run.file.spaceId),
          treatments: ['EXTRACTED_FROM_SOURCE'],
          sheets: [config],
        },
        'body',
      );
  run.workbookId = workbook.id;
  return sheetsOf(runtime, workbook.id).find((sheet) => sheet.slug === slug)?.id as string;
}

/** Extracts one table into a sheet; a table with no rows at all makes none. */
async function extractTable(run: ExtractionRun, table: SourceTable): Promise<void> {
  const batches = table.rows[Symbol.asyncIterator]();
  try {
    await extractRows(run, table, batches);
  } finally {
    // Ends the reading when the extraction stops early (a failure, a cancel): the file is closed
    // and a parse worker stopped, which would otherwise wait for its rows to be taken.
    await batches.return?.();
  }
}

/** Extracts a table's rows, read from `batches`, into a sheet. */
async function extractRows(
  run: ExtractionRun,
  table: SourceTable,
  batches: AsyncIterator<CellBatch>,
): Promise<void> {
  const leading: { batch: CellBatch; row: number; cells: string[] }[] = [];
  /** The last batch read for the header, and where its rows after the leading ones start. */
  let rest: { batch: CellBatch; from: number } | undefined;
  const searched = rowsNeeded(run.options);
  while (leading.length < searched) {
    const next = await batches.next();
    if (next.done) break;
    const batch = next.value;
    let row = 0;
    for (; row < batch.size && leading.length < searched; row++) {
      if (!isEmptyRow(batch, row)) leading.push({ batch, row, cells: batch.cellsOf(row) });
    }
    rest = { batch, from: row };
  }
  let detected: ReturnType<typeof detectHeader>;
  try {
    detected = detectHeader(
      run.options,
      leading.map((row) => row.cells),
    );
  } catch (error) {
    throw new UnreadableFile((error as Error).message, {});
  }
  const { header, headerRow } = detected;
  if (header.length === 0 && leading.length === 0) return;
  const { maxColumns } = run.runtime.extractionLimits;
  if (header.length > maxColumns) {
    const headerAt = leading[headerRow];
    throw new UnreadableFile(
      `its header has ${header.length.toLocaleString('en-US')} columns: more than ${maxColumns.toLocaleString('en-US')} (the bound of one sheet's columns)`,
      headerAt && table.rowUnit === 'line' ? { line: headerAt.batch.numberOf(headerAt.row) } : {},
    );
  }
  const sheetId = addSheet(run, table.name, header);
  const keys = fieldKeysOf(header);
  const sheetReport: FileExtraction['sheets'] extends (infer S)[] | undefined ? S : never = {
    name: table.name,
    sheetId,
    headerRow,
    records: 0,
    raggedRows: 0,
  };
  run.report.sheets.push(sheetReport);
  let picked = new PickedRows();
  const flush = () => {
    if (picked.size === 0) return;
    insertPickedRows(run.runtime, sheetId, keys, picked);
    sheetReport.records += picked.size;
    picked = new PickedRows();
    run.progress();
  };
  /** Takes a row; true when that filled a batch, which was inserted. */
  const take = (batch: CellBatch, row: number): boolean => {
    if (isEmptyRow(batch, row)) return false;
    if (
      (table.shortRowsAreRagged && batch.widthOf(row) < keys.length) ||
      hasCellBeyond(batch, row, keys.length)
    ) {
      sheetReport.raggedRows += 1;
      sheetReport.firstRaggedRow ??= `${table.rowUnit} ${batch.numberOf(row)}`;
    }
    picked.push(batch, row);
    if (picked.size < BATCH_ROWS) return false;
    checkStillWanted(run);
    flush();
    return true;
  };
  // Lets requests (and cancels) through between batches of a large file.
  const pause = () => new Promise((resolve) => setImmediate(resolve));
  const takeFrom = async (batch: CellBatch, from: number) => {
    for (let row = from; row < batch.size; row++) if (take(batch, row)) await pause();
  };
  for (const { batch, row } of leading.slice(headerRow + 1)) if (take(batch, row)) await pause();
  if (rest) await takeFrom(rest.batch, rest.from);
  for (let next = await batches.next(); !next.done; next = await batches.next()) {
    await takeFrom(next.value, 0);
  }
  flush();
}

/** The tables of a delimited file: one, named after the file. */
async function* delimitedTables(run: ExtractionRun, path: string): AsyncIterable<SourceTable> {
  const limits = run.runtime.extractionLimits;
  const opened = await openDelimitedRows(path, String(run.file.ext), {
    limits,
    workerHeapBytes: limits.parseWorkerHeapBytes,
  });
  run.report.encoding = opened.encoding.encoding;
  run.report.delimiter = opened.delimiter;
  run.report.format = 'delimited';
  const size = Number(run.file.size) || 1;
  let bytes = 0;
  run.progress = reportEvery(run, () => bytes / size);
  yield {
    name: String(run.file.name).replace(/\.[^.]+$/, '') || 'Sheet',
    shortRowsAreRagged: true,
    rowUnit: 'line',
    rows: (async function* () {
      try {
        for await (const read of opened.batches) {
          checkStillWanted(run);
          bytes = read.bytes;
          yield read.rows;
        }
      } catch (error) {
        if (error instanceof StoppedExtraction) throw error;
        throw delimitedError(error, run.runtime.extractionLimits.maxRowCharacters);
      }
    })(),
  };
}

/** What the zip or XML reader's error means for the user. */
function xlsxProblem(error: unknown): string {
  if (error instanceof XlsxReadError) return error.message;
  return `the workbook is damaged: ${error instanceof Error ? error.message : String(error)}`;
}

/** The tables of an `.xlsx` file: its worksheets; a failure says which and after which cell. */
async function* xlsxTables(run: ExtractionRun, path: string): AsyncIterable<SourceTable> {
  run.report.format = 'xlsx';
  const size = Number(run.file.size) || 1;
  let bytes = 0;
  run.progress = reportEvery(run, () => bytes / size);
  const position: WorkbookPosition = {};
  const failure = (error: unknown) =>
    error instanceof UnreadableFile || error instanceof StoppedExtraction
      ? error
      : new UnreadableFile(xlsxProblem(error), {
          ...(position.sheet !== undefined ? { sheet: position.sheet } : {}),
          ...(position.cell !== undefined ? { cell: position.cell } : {}),
        });
  const sheets = readXlsxSheets(
    path,
    position,
    (read) => {
      bytes = read;
    },
    run.runtime.extractionLimits,
    () => checkStillWanted(run),
  )[Symbol.asyncIterator]();
  while (true) {
    let next: IteratorResult<Awaited<ReturnType<typeof sheets.next>>['value']>;
    try {
      next = await sheets.next();
    } catch (error) {
      throw failure(error);
    }
    if (next.done) return;
    const { name, rows } = next.value;
    yield {
      name,
      shortRowsAreRagged: false,
      rowUnit: 'row',
      rows: (async function* () {
        try {
          // Packed like a delimited file's rows, a batch of rows at a time.
          let pending: RowToPack[] = [];
          for await (const { cells, rowNumber } of rows) {
            pending.push({ record: cells, lines: rowNumber });
            if (pending.length < BATCH_ROWS) continue;
            yield new CellBatch(packCells(pending));
            pending = [];
          }
          if (pending.length > 0) yield new CellBatch(packCells(pending));
        } catch (error) {
          throw failure(error);
        }
      })(),
    };
  }
}

/** Progress (`job:updated`) each time another whole percent of the file has been read. */
function reportEvery(run: ExtractionRun, share: () => number): () => void {
  let reported = 0;
  return () => {
    const percent = Math.min(99, Math.floor(share() * 100));
    if (percent <= reported) return;
    reported = percent;
    const records = run.report.sheets.reduce((sum, sheet) => sum + sheet.records, 0);
    run.jobProgress(percent, `Extracted ${records} records`);
  };
}

/** `; 2 row(s) of People had …` for the outcome message. */
function raggedNote(report: FileExtraction): string {
  return (report.sheets ?? [])
    .filter((sheet) => sheet.raggedRows > 0)
    .map(
      (sheet) =>
        `; ${sheet.raggedRows} row(s) of ${sheet.name} had a different number of cells than the header (first at ${sheet.firstRaggedRow})`,
    )
    .join('');
}

/**
 * Registers the runner of `file:extract` on a server, and the check that keeps a file from being
 * extracted twice (extraction-claims.ts).
 */
export function registerFileExtraction(runtime: DevRuntime): void {
  runtime.jobs.services.checkEveryNewJob(checkNewExtraction(runtime));
  runtime.jobs.services.onInterrupted('file:extract', (job) =>
    undoInterruptedExtraction(runtime, job),
  );
  runtime.jobs.services.register('file:extract', async (job, { progress, signal }) => {
    const file = requireResource(files, runtime, job.source);
    const given = (job.input as { headerDetection?: unknown } | undefined)?.headerDetection;
    const options =
      given === undefined
        ? DEFAULT_HEADER_DETECTION
        : parseHeaderDetectionOptions(given, 'input.headerDetection');
    const run: ExtractionRun = {
      runtime,
      file,
      options,
      signal,
      report: { sheets: [] },
      sheetConfigs: [],
      jobProgress: progress,
      progress: () => {},
    };
    const path = runtime.state.uploads.pathOf(file.id);
    try {
      const tables = file.ext === 'xlsx' ? xlsxTables(run, path) : delimitedTables(run, path);
      for await (const table of tables) await extractTable(run, table);
      if (!run.workbookId) {
        throw new UnreadableFile(`${String(file.name)} is empty: there is no table to extract`, {});
      }
      checkStillWanted(run);
      const records = run.report.sheets.reduce((sum, sheet) => sum + sheet.records, 0);
      const latest = files.collection(runtime).get(file.id) as ResourceEntity;
      updateEntity(files, runtime, latest, {
        status: 'complete',
        workbookId: run.workbookId,
        sheetId: run.report.sheets[0]?.sheetId,
        extraction: run.report,
      });
      return {
        message: `Extracted ${records} records from ${String(file.name)}${raggedNote(run.report)}`,
      };
    } catch (error) {
      if (run.workbookId && runtime.store.workbooks.get(run.workbookId)) {
        removeWorkbook(runtime, requireWorkbook(runtime, run.workbookId, 'workbookId'));
      }
      const latest = files.collection(runtime).get(file.id);
      // Its bytes go with it: whatever the reading then tripped on, the file being gone is why.
      if (!latest) {
        throw new Error(
          `${String(file.name)} cannot be read: the file was deleted during its extraction`,
        );
      }
      const message = error instanceof Error ? error.message : String(error);
      const where = error instanceof UnreadableFile ? error.where : {};
      const { sheets: _made, ...read } = run.report;
      updateEntity(files, runtime, latest, {
        status: 'failed',
        extraction: { ...read, error: { message, ...where } },
      });
      throw new Error(`${String(file.name)} cannot be read: ${message}${describeWhere(where)}`);
    }
  });
}
