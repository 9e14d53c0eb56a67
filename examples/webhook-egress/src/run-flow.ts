/**
 * The whole Submit flow on one machine: the dev server, the customer's listener, then a workbook
 * of generated contacts and a press of Submit. The workbook goes to `WEBHOOK_SITE_URL` when it is
 * set; otherwise to the dev server's own webhook inbox, scripted to answer as the CRM does
 * (contacts whose email has no `@` rejected), where the console shows the request and the answer.
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
import { type DevServer, reject, startDevServer } from '@importkit/dev-server';
import { Listener } from '@importkit/listener';
import { generateCompanies, generateContacts, inBatches } from './generate-records';
import { listenForSubmits } from './listener';
import { badEmailMessages } from './receiver';
import { contactsWorkbook } from './workbook-config';

export interface FlowOptions {
  /** How many contacts to generate. */
  records: number;
  /** Every n-th contact gets an email the CRM rejects. */
  badEmailEvery?: number;
  onStage?: (stage: string) => void;
  /** Fed by `job:updated` events while the Submit job runs. */
  onProgress?: (progress: number, info: string) => void;
  /** Leave the dev server and listener running after Submit (`close()` stops them). */
  keepRunning?: boolean;
  /**
   * Where the workbook goes (default: `WEBHOOK_SITE_URL`, else the dev server's inbox endpoint
   * `crm`). `secret` signs it (default: `WEBHOOK_SECRET` with `WEBHOOK_SITE_URL`, else a new one).
   */
  webhook?: { url: string; secret?: string };
}

export interface FlowResult {
  job: Job;
  contactsSheetId: string;
  /** A few rejected contacts, read back through the API with their messages. */
  rejectedSample: SheetRecord[];
  errorCount: number;
  /** Where the workbook was sent. */
  webhookUrl: string;
  /** Whether that is the dev server's inbox (see its requests in the console's Webhooks page). */
  toInbox: boolean;
  /** Workbooks the inbox received with a valid signature (0 when sent elsewhere). */
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
    const elsewhere =
      options.webhook ??
      (process.env.WEBHOOK_SITE_URL
        ? { url: process.env.WEBHOOK_SITE_URL, secret: process.env.WEBHOOK_SECRET }
        : undefined);
    const secret = elsewhere ? elsewhere.secret : `whsec_${randomBytes(24).toString('base64')}`;
    const devServer = await start(
      startDevServer({
        port: 0,
        // The inbox answers as the CRM would, and checks the signature with the same secret.
        webhookInbox: { endpoints: { crm: { secret, script: [reject(badEmailMessages)] } } },
      }),
    );
    const webhookUrl = elsewhere?.url ?? `${devServer.url}/_dev/webhooks/crm`;
    const client = createClient({ baseUrl: devServer.url, apiKey: devServer.apiKey });
    await start(listenForSubmits(client, devServer.environmentId, { webhookUrl, secret }));
    const watcher = watchJobs();
    await start(watcher.listener.listen({ client, environmentId: devServer.environmentId }));
    stage(`dev server ${devServer.url}`);
    stage(
      elsewhere
        ? `webhooks go to WEBHOOK_SITE_URL (${new URL(webhookUrl).origin})`
        : `WEBHOOK_SITE_URL is not set: webhooks go to the dev server's inbox ${webhookUrl}`,
    );
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
      webhookUrl,
      toInbox: !elsewhere,
      deliveries: elsewhere ? 0 : await validDeliveries(devServer),
      progressEvents: watcher.progressEvents,
      consoleUrl: devServer.consoleUrl,
      close: closeAll,
    };
  } finally {
    if (!keep) await closeAll();
  }
}

/** Requests the inbox's `crm` endpoint received with a valid signature. */
async function validDeliveries(devServer: DevServer): Promise<number> {
  const response = await fetch(`${devServer.url}/_dev/webhooks/crm/requests`, {
    headers: { authorization: `Bearer ${devServer.apiKey}` },
  });
  if (!response.ok) return 0;
  const { data } = (await response.json()) as { data: { signature: string }[] };
  return data.filter((request) => request.signature === 'valid').length;
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
