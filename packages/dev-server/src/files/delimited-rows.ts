/**
 * A CSV or TSV file as the extraction reads it: csv-parse's rows (delimited-text.ts) packed into
 * batches of cells (cell-batch.ts). A large file is parsed in a worker thread
 * (`delimited-parse-worker.ts`) while this thread stores the rows already parsed, so extraction
 * takes about as long as parsing alone; the worker parses at most a few batches ahead, so memory
 * does not grow with the file when storing is the slower side. A small file is parsed here: it is
 * read before a worker would have started.
 * @module
 */
import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { CellBatch, type PackedCells, packCells } from '../store/cell-batch';
import {
  type DelimitedRow,
  detectDelimiterOf,
  parseDelimitedText,
  type RowLimits,
} from './delimited-text';
import { DEFAULT_EXTRACTION_LIMITS, formatBytes } from './extraction-limits';
import { type DetectedEncoding, detectTextEncoding } from './text-encoding';

/** Rows read from a delimited file, and how far into it (bytes after the byte order mark). */
export interface ReadRows {
  rows: CellBatch;
  bytes: number;
  /** Batches already parsed after this one and waiting (a worker's lead; 0 on this thread). */
  waiting: number;
}

/** An opened delimited file as the extraction reads it: its rows in batches. */
export interface DelimitedRows {
  batches: AsyncIterable<ReadRows>;
  delimiter: string;
  encoding: DetectedEncoding;
}

/** What the worker is asked to parse. */
export interface ParseRequest {
  path: string;
  encoding: DetectedEncoding;
  delimiter: string;
  /** Batches it may send before one is taken. */
  batchesAhead: number;
  limits: RowLimits;
}

/** Where the file is parsed: by default a worker thread from {@link WORKER_FROM_BYTES} on. */
export interface DelimitedReadOptions {
  inWorker?: boolean;
  limits?: RowLimits;
  /** The worker's heap; past it, the worker is stopped and the file fails (not the process). */
  workerHeapBytes?: number;
}

/** A parse failure as it crosses threads: csv-parse's location fields, or a system error's code. */
export interface ParseFailure {
  message: string;
  code?: string;
  lines?: number;
  index?: number;
}

/** What the worker sends, in order: batches, then an end or a failure. */
export type ParsedMessage =
  | { type: 'rows'; packed: PackedCells; bytes: number }
  | { type: 'end' }
  | { type: 'failed'; failure: ParseFailure };

/** Files at least this large are parsed in a worker thread. */
export const WORKER_FROM_BYTES = 1024 * 1024;

/** Batches the worker parses ahead of the rows being stored (a batch: one 64 KiB read). */
export const BATCHES_AHEAD = 16;

/** A file's rows, packed a batch (one read of the file) at a time. */
export async function* packedBatches(
  request: Omit<ParseRequest, 'batchesAhead'>,
): AsyncIterable<{ packed: PackedCells; bytes: number }> {
  const rows = parseDelimitedText(
    request.path,
    request.encoding,
    request.delimiter,
    request.limits,
  );
  try {
    for await (const parsed of rows) {
      yield { packed: packCells(parsed), bytes: (parsed.at(-1) as DelimitedRow).bytes };
    }
  } finally {
    rows.destroy();
  }
}

/** What of an error the extraction reads (see `delimitedError`), as plain data. */
export function failureOf(error: unknown): ParseFailure {
  const { message, code, lines, index } = error as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof lines === 'number' ? { lines } : {}),
    ...(typeof index === 'number' ? { index } : {}),
  };
}

/**
 * Starts the worker. Built, its entry is `delimited-parse-worker.js` beside the bundle that runs
 * this; from the sources (tests, examples), the `.ts` file, through typescript-worker.mjs.
 */
function startWorker(request: ParseRequest, heapBytes: number): Worker {
  // A worker past its heap is stopped with ERR_WORKER_OUT_OF_MEMORY: the process goes on.
  const resourceLimits = { maxOldGenerationSizeMb: Math.max(1, Math.floor(heapBytes / 2 ** 20)) };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./delimited-parse-worker.js', import.meta.url), {
      workerData: request,
      resourceLimits,
    });
  }
  return new Worker(new URL('../typescript-worker.mjs', import.meta.url), {
    argv: [new URL('../delimited-parse-worker.ts', import.meta.url).href],
    workerData: request,
    resourceLimits,
  });
}

/** A worker's error as the extraction reports it: out of memory names the bound. */
function workerFailure(error: unknown, heapBytes: number): ParseFailure {
  if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return {
      message: `parsing it took more than ${formatBytes(heapBytes)} of memory (the bound of the parsing thread's heap)`,
      code: 'ERR_WORKER_OUT_OF_MEMORY',
    };
  }
  return failureOf(error);
}

let runningWorkers = 0;

/** Parse workers started and not yet ended (each ends once its rows are read or dropped). */
export const runningParseWorkers = () => runningWorkers;

/** The file's batches parsed by a worker thread, which ends when they are read or dropped. */
async function* parsedInWorker(request: ParseRequest, heapBytes: number): AsyncIterable<ReadRows> {
  const worker = startWorker(request, heapBytes);
  runningWorkers++;
  const messages: ParsedMessage[] = [];
  let wake: (() => void) | undefined;
  const receive = (message: ParsedMessage) => {
    messages.push(message);
    wake?.();
    wake = undefined;
  };
  worker.on('message', receive);
  worker.on('error', (error) =>
    receive({ type: 'failed', failure: workerFailure(error, heapBytes) }),
  );
  worker.on('exit', (code) =>
    receive({
      type: 'failed',
      failure: { message: `the file's parsing thread stopped (exit code ${code})` },
    }),
  );
  try {
    while (true) {
      while (messages.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      const message = messages.shift() as ParsedMessage;
      if (message.type === 'end') return;
      if (message.type === 'failed') throw Object.assign(new Error(), message.failure);
      const waiting = messages.filter((queued) => queued.type === 'rows').length;
      yield { rows: new CellBatch(message.packed), bytes: message.bytes, waiting };
      worker.postMessage('taken');
    }
  } finally {
    worker.removeAllListeners();
    // An error already queued would otherwise be an unhandled 'error' event, ending the process.
    worker.on('error', () => {});
    await worker.terminate();
    runningWorkers--;
  }
}

/** The file's batches parsed on this thread. */
async function* parsedHere(request: ParseRequest): AsyncIterable<ReadRows> {
  for await (const { packed, bytes } of packedBatches(request)) {
    yield { rows: new CellBatch(packed), bytes, waiting: 0 };
  }
}

/** Opens a CSV or TSV file for extraction, its rows bounded by `limits`. */
export async function openDelimitedRows(
  path: string,
  ext: string,
  {
    inWorker,
    limits = DEFAULT_EXTRACTION_LIMITS,
    workerHeapBytes = DEFAULT_EXTRACTION_LIMITS.parseWorkerHeapBytes,
  }: DelimitedReadOptions = {},
): Promise<DelimitedRows> {
  const { size } = await stat(path);
  const encoding = await detectTextEncoding(path);
  const delimiter = await detectDelimiterOf(path, encoding, ext);
  const request: ParseRequest = {
    path,
    encoding,
    delimiter,
    batchesAhead: BATCHES_AHEAD,
    limits: { maxFieldsPerRow: limits.maxFieldsPerRow, maxRowCharacters: limits.maxRowCharacters },
  };
  const batches =
    (inWorker ?? size >= WORKER_FROM_BYTES)
      ? parsedInWorker(request, workerHeapBytes)
      : parsedHere(request);
  return { batches, delimiter, encoding };
}
