/**
 * The whole Submit flow on one machine: the dev server, the CRM's webhook receiver and the
 * customer's listener, then a workbook of generated contacts and a press of Submit.
 */
import { randomBytes } from 'node:crypto';
import {
  createClient,
  type ImportkitClient,
  type Job,
  type RecordData,
  type SheetRecord,
  unwrap,
} from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';
import { Listener } from '@importkit/listener';
import { generateCompanies, generateContacts, inBatches } from './generate-records';
import { listenForSubmits } from './listener';
import { startReceiver } from './receiver';
import { contactsWorkbook } from './workbook-config';

export interface FlowOptions {
  /** How many contacts to generate. */
  records: number;
  /** Every n-th contact gets an email the CRM rejects. */
  badEmailEvery?: number;
  onStage?: (stage: string) => void;
  /** Fed by `job:updated` events while the Submit job runs. */
  onProgress?: (progress: number, info: string) => void;
  /** Leave the dev server, receiver and listener running after Submit (`close()` stops them). */
  keepRunning?: boolean;
}

export interface FlowResult {
  job: Job;
  contactsSheetId: string;
  /** A few rejected contacts, read back through the API with their messages. */
  rejectedSample: SheetRecord[];
  errorCount: number;
  deliveries: number;
  progressEvents: number;
  /** The dev console, showing this run's workbook (useful with `keepRunning`). */
  consoleUrl: string;
  /** Stops what the flow started (already done unless `keepRunning`). */
  close(): Promise<void>;
}

const INSERT_BATCH = 10_000;

export async function runSubmitFlow(options: FlowOptions): Promise<FlowResult> {
  const stage = options.onStage ?? (() => {});
  // Everything started is closed at the end, also when a later start fails.
  const started: { close(): Promise<unknown> }[] = [];
  const start = async <T extends { close(): Promise<unknown> }>(
    service: Promise<T>,
  ): Promise<T> => {
    const running = await service;
    started.unshift(running);
    return running;
  };
  const closeAll = async () => {
    for (const service of started.splice(0)) await service.close();
  };
  let keep = false;
  try {
    const devServer = await start(startDevServer({ port: 0 }));
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const receiver = await start(startReceiver({ secret }));
    const client = createClient({ baseUrl: devServer.url, apiKey: devServer.apiKey });
    await start(
      listenForSubmits(client, devServer.environmentId, { webhookUrl: receiver.url, secret }),
    );
    const watcher = watchJobs();
    await start(watcher.listener.listen({ client, environmentId: devServer.environmentId }));
    stage(`dev server ${devServer.url}, receiver ${receiver.url}`);
    const { data: space } = await unwrap(client.POST('/v1/spaces', { body: { name: 'Demo' } }));
    const { data: workbook } = await unwrap(
      client.POST('/v1/workbooks', { body: contactsWorkbook(space.id) }),
    );
    const [contacts, companies] = workbook.sheets ?? [];
    if (!contacts || !companies) throw new Error('the workbook was created without its sheets');
    await insertAll(client, companies.id, generateCompanies());
    await insertAll(client, contacts.id, generateContacts(options.records, options.badEmailEvery));
    stage(`workbook "${workbook.name}" holds ${options.records} contacts; pressing Submit`);

    // Pressing Submit: the action is a foreground one, so its job is ready at once.
    const { data: created } = await unwrap(
      client.POST('/v1/jobs', {
        body: { type: 'workbook', operation: 'submit', source: workbook.id },
      }),
    );
    await watcher.finished(created.id, options.onProgress);
    const { data: job } = await unwrap(
      client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: created.id } } }),
    );
    const { data: page } = await unwrap(
      client.GET('/v1/sheets/{sheetId}/records', {
        params: {
          path: { sheetId: contacts.id },
          query: { filter: 'error', pageSize: 3, includeCounts: true },
        },
      }),
    );
    keep = options.keepRunning === true;
    return {
      job,
      contactsSheetId: contacts.id,
      rejectedSample: page.records,
      errorCount: page.counts?.error ?? page.records.length,
      deliveries: receiver.deliveries,
      progressEvents: watcher.progressEvents,
      consoleUrl: devServer.consoleUrl,
      close: closeAll,
    };
  } finally {
    if (!keep) await closeAll();
  }
}

async function insertAll(
  client: ImportkitClient,
  sheetId: string,
  records: Iterable<RecordData>,
): Promise<void> {
  for (const batch of inBatches(records, INSERT_BATCH)) {
    await unwrap(
      client.POST('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId } },
        body: batch,
      }),
    );
  }
}

/**
 * Follows jobs through their events: progress from `job:updated`, the end from `job:completed`
 * or `job:failed`. Events that arrive before the caller knows the job id are remembered.
 */
function watchJobs() {
  const ended = new Map<string, () => void>();
  const endedEarly = new Set<string>();
  let progressReporter: ((progress: number, info: string) => void) | undefined;
  let progressEvents = 0;
  const listener = new Listener()
    .on('job:updated', (event) => {
      progressEvents += 1;
      progressReporter?.(event.payload.progress ?? 0, event.payload.info ?? '');
    })
    .on(['job:completed', 'job:failed'], (event) => {
      const resolve = ended.get(event.context.jobId);
      if (resolve) resolve();
      else endedEarly.add(event.context.jobId);
    });
  return {
    listener,
    get progressEvents() {
      return progressEvents;
    },
    finished(jobId: string, onProgress?: (progress: number, info: string) => void) {
      progressReporter = onProgress;
      if (endedEarly.has(jobId)) return Promise.resolve();
      return new Promise<void>((resolve) => ended.set(jobId, resolve));
    },
  };
}
