/**
 * Extraction: the service-run job `file:extract` turns an uploaded CSV or TSV file into a
 * workbook (`treatments: ['ExtractedFromSource']`) with one sheet, a field per header cell and a
 * record per row, inserted in batches through the records API as the parser streams the file (so
 * memory does not grow with it), with progress through `job:updated`. A file that cannot be read
 * fails the job and the file (`failed`, the message saying where), and the half-made workbook is
 * deleted: nothing half-extracted is left as if complete.
 * @module
 */
import type { OperationHandler, OperationInput } from '../app/operation-handler';
import { recordHandlers } from '../handlers/records';
import { workbookHandlers } from '../handlers/workbooks';
import type { ResourceEntity } from '../resources/resource-definition';
import { requireResource, updateEntity } from '../resources/resource-handlers';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity } from '../store/entities';
import { type DelimitedRow, openDelimitedFile } from './delimited-text';
import { files } from './file-resource';
import { uploadStorageOf } from './upload-storage';

/** The extensions extracted as delimited text. */
export const DELIMITED_EXTENSIONS = new Set(['csv', 'tsv']);

/** Rows inserted per records call. */
const BATCH_ROWS = 1000;

/** Whether an upload is extracted once its bytes have arrived. */
export const isExtractable = (file: ResourceEntity) =>
  file.mode === 'import' && DELIMITED_EXTENSIONS.has(String(file.ext));

/** Calls an operation handler of the API from inside the service (same rules, same events). */
function call<T>(
  handler: OperationHandler | undefined,
  runtime: DevRuntime,
  input: Partial<OperationInput>,
): T {
  if (!handler)
    throw new Error('importkit/dev-server: an operation the extraction uses is missing');
  return handler(
    { params: {}, query: {}, body: undefined, ...input } as OperationInput,
    runtime,
  ) as T;
}

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

/** The position of a parser error, read from csv-parse's error context. */
function whereOf(error: unknown): string {
  const context = error as { lines?: number; column?: number | string };
  const parts: string[] = [];
  if (typeof context.lines === 'number') parts.push(`line ${context.lines}`);
  if (context.column !== undefined) parts.push(`column ${context.column}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** Starts the extraction job of a file whose bytes have all arrived. */
export function startExtraction(runtime: DevRuntime, file: ResourceEntity): JobEntity {
  const now = runtime.now();
  return runtime.jobs.create(
    {
      id: runtime.nextId('us_jb_'),
      type: 'file',
      operation: 'extract',
      source: file.id,
      fileId: file.id,
      mode: 'background',
      trigger: 'immediate',
      status: 'created',
      environmentId: String(file.environmentId),
      spaceId: String(file.spaceId),
      isPart: false,
      createdAt: now,
      updatedAt: now,
    } as JobEntity,
    true,
  );
}

interface Extracted {
  workbookId: string;
  sheetId: string;
  records: number;
  ragged: { count: number; firstLine?: number };
}

async function extract(
  runtime: DevRuntime,
  file: ResourceEntity,
  progress: (value: number, info?: string) => void,
  signal: AbortSignal,
  made: { workbookId?: string },
): Promise<Extracted> {
  const { rows } = await openDelimitedFile(
    uploadStorageOf(runtime).pathOf(file.id),
    String(file.ext),
  );
  let keys: string[] | undefined;
  let sheetId = '';
  let batch: Record<string, { value: string }>[] = [];
  let records = 0;
  const ragged: Extracted['ragged'] = { count: 0 };
  const size = Number(file.size) || 1;
  let reported = 0;
  const flush = () => {
    if (batch.length === 0) return;
    call(recordHandlers.insertRecords, runtime, { params: { sheetId }, body: batch });
    records += batch.length;
    batch = [];
    const percent = Math.min(99, Math.floor((bytesRead / size) * 100));
    if (percent > reported) {
      reported = percent;
      progress(percent, `Extracted ${records} records`);
    }
  };
  let bytesRead = 0;
  for await (const { record: row, info } of rows as AsyncIterable<DelimitedRow>) {
    bytesRead = info.bytes;
    if (signal.aborted) throw new Error('the extraction job was canceled');
    if (!keys) {
      keys = fieldKeysOf(row);
      const created = call<{ data: { id: string; sheets?: { id: string }[] } }>(
        workbookHandlers.createWorkbook,
        runtime,
        {
          body: {
            name: String(file.name),
            spaceId: String(file.spaceId),
            treatments: ['ExtractedFromSource'],
            sheets: [
              {
                name: String(file.name).replace(/\.[^.]+$/, '') || 'Sheet',
                fields: (keys as string[]).map((key, index) => ({
                  key,
                  label: (row[index] ?? '').trim() || key,
                  type: 'string',
                })),
              },
            ],
          },
        },
      );
      made.workbookId = created.data.id;
      sheetId = created.data.sheets?.[0]?.id as string;
      continue;
    }
    if (row.length !== keys.length) {
      ragged.count += 1;
      ragged.firstLine ??= info.lines;
    }
    const values: Record<string, { value: string }> = {};
    keys.forEach((key, index) => {
      const cell = row[index];
      if (cell !== undefined && cell !== '') values[key] = { value: cell };
    });
    batch.push(values);
    if (batch.length >= BATCH_ROWS) {
      flush();
      // Lets requests (and cancels) through between batches of a large file.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (!keys || !made.workbookId) {
    throw new Error(`${String(file.name)} is empty: there is no header row to make fields from`);
  }
  flush();
  return { workbookId: made.workbookId, sheetId, records, ragged };
}

/** Registers the runner of `file:extract` on a server. */
export function registerFileExtraction(runtime: DevRuntime): void {
  runtime.jobs.services.register('file:extract', async (job, { progress, signal }) => {
    const file = requireResource(files, runtime, job.source);
    const made: { workbookId?: string } = {};
    try {
      const result = await extract(runtime, file, progress, signal, made);
      const latest = files.collection(runtime).get(file.id) ?? file;
      updateEntity(files, runtime, latest, {
        status: 'complete',
        workbookId: result.workbookId,
        sheetId: result.sheetId,
      });
      const raggedNote =
        result.ragged.count > 0
          ? `; ${result.ragged.count} row(s) had a different number of cells than the header (first at line ${result.ragged.firstLine})`
          : '';
      return {
        message: `Extracted ${result.records} records from ${String(file.name)}${raggedNote}`,
      };
    } catch (error) {
      if (made.workbookId && runtime.store.workbooks.get(made.workbookId)) {
        call(workbookHandlers.deleteWorkbook, runtime, { params: { workbookId: made.workbookId } });
      }
      const latest = files.collection(runtime).get(file.id);
      if (latest) updateEntity(files, runtime, latest, { status: 'failed' });
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${String(file.name)} cannot be read: ${message}${whereOf(error)}`);
    }
  });
}
