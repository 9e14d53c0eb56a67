/**
 * The whole import on one machine: the dev server and the customer's listener; then a CSV
 * uploaded (`uploadFile`) and extracted, mapped onto the CRM's blueprint with a mapping program,
 * transformed with `keepRecordIds`, its validation errors read back, and submitted through
 * `webhookEgress` — to `WEBHOOK_SITE_URL` when it is set, otherwise to the dev server's webhook
 * inbox (endpoint `crm`), which checks the signature and keeps what arrived.
 */
import { randomBytes } from 'node:crypto';
import {
  createClient,
  type ImportkitClient,
  type Job,
  type SheetRecord,
  unwrap,
  uploadFile,
} from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';
import { Listener } from '@importkit/listener';
import { webhookEgress } from '@importkit/plugin-webhook-egress';
import { crmBlueprint, submitJob } from './blueprint';
import { generateCsv, type MessyRows } from './generate-csv';

export interface ImportOptions {
  /** Contacts in the generated CSV. */
  rows: number;
  /**
   * The service to run against (a test's environment), with the dev server's URL and key for its
   * webhook inbox; default: a dev server started here.
   */
  service?: {
    client: ImportkitClient;
    environmentId: string;
    server: { url: string; apiKey: string };
  };
  /** Where the workbook goes (default: `WEBHOOK_SITE_URL`, else the dev server's inbox). */
  webhook?: { url: string; secret?: string };
  onStage?: (stage: string) => void;
  onProgress?: (progress: number, info: string) => void;
}

export interface ImportResult {
  extraction: Job;
  transform: Job;
  submit: Job;
  /** The mapping program's rules, as `type: source → destination`. */
  rules: string[];
  counts: { total: number; valid: number; error: number };
  /** A few records with errors, read back with their messages. */
  errorSample: SheetRecord[];
  messy: MessyRows;
  contactsSheetId: string;
  /** Where the workbook was sent. */
  webhookUrl: string;
  /** Contacts the inbox received with a valid signature (undefined when sent elsewhere). */
  delivered: number | undefined;
}

export async function runCsvImport(options: ImportOptions): Promise<ImportResult> {
  const stage = options.onStage ?? (() => {});
  const started: { close(): Promise<unknown> }[] = [];
  try {
    const { client, environmentId, server } =
      options.service ?? (await startService(started, stage));
    const elsewhere =
      options.webhook ??
      (process.env.WEBHOOK_SITE_URL
        ? { url: process.env.WEBHOOK_SITE_URL, secret: process.env.WEBHOOK_SECRET }
        : undefined);
    const secret = elsewhere ? elsewhere.secret : `whsec_${randomBytes(24).toString('base64')}`;
    const inbox = `${server.url}/_dev/webhooks/crm`;
    if (!elsewhere) await scriptInbox(server, secret as string);
    const webhookUrl = elsewhere?.url ?? inbox;
    const listener = new Listener().use(webhookEgress(submitJob, webhookUrl, { secret }));
    started.unshift(await listener.listen({ client, environmentId }));
    stage(
      elsewhere
        ? `webhooks go to WEBHOOK_SITE_URL (${new URL(webhookUrl).origin})`
        : `WEBHOOK_SITE_URL is not set: webhooks go to the dev server's inbox ${inbox}`,
    );

    // 1. Upload: the file is extracted by the service into a workbook of its own.
    const { data: space } = await unwrap(
      client.POST('/v1/spaces', { body: { name: 'Import', environmentId } }),
    );
    const { csv, messy } = generateCsv(options.rows);
    const file = await uploadFile(client, {
      spaceId: space.id,
      environmentId,
      file: Buffer.from(csv),
      name: 'customers.csv',
    });
    const extraction = await jobOfFile(client, file.id);
    await finished(client, extraction.id, options.onProgress);
    const { data: extracted } = await unwrap(
      client.GET('/v1/files/{fileId}', { params: { path: { fileId: file.id } } }),
    );
    if (!extracted.workbookId || !extracted.sheetId) {
      throw new Error(`customers.csv was not extracted (status ${extracted.status})`);
    }
    stage(
      `uploaded customers.csv (${csv.length} bytes) and extracted it into ${extracted.sheetId}`,
    );

    // 2. Map: a program from the file's sheet onto the CRM's blueprint. Without rules the service
    // suggests the fields whose names match; the rest is the customer's own mapping.
    const { data: crm } = await unwrap(
      client.POST('/v1/workbooks', { body: crmBlueprint(space.id) }),
    );
    const contactsSheetId = crm.sheets?.[0]?.id as string;
    const { data: program } = await unwrap(
      client.POST('/v1/mapping', {
        body: {
          source: { sheetId: extracted.sheetId },
          destination: { sheetId: contactsSheetId },
          save: true,
        },
      }),
    );
    const programId = program.id as string;
    // The suggestion copies the plan codes (G, S, B) as they are; the CRM's options are words.
    const planRule = program.rules.find((rule) => rule.config.destinationField === 'plan');
    if (planRule?.id) {
      await unwrap(
        client.PATCH('/v1/mapping/{programId}/rules/{mappingId}', {
          params: { path: { programId, mappingId: planRule.id } },
          body: {
            name: 'Plan codes',
            type: 'map-enum',
            config: {
              sourceField: 'Plan',
              destinationField: 'plan',
              values: { G: 'gold', S: 'silver', B: 'bronze' },
            },
          },
        }),
      );
    }
    await unwrap(
      client.POST('/v1/mapping/{programId}/rules', {
        params: { path: { programId } },
        body: [
          {
            name: 'Full name',
            type: 'concatenate',
            config: { sourceFields: ['First Name', 'Last Name'], destinationField: 'fullName' },
          },
          {
            name: 'Origin',
            type: 'constant',
            config: { destinationField: 'importedFrom', value: 'customers.csv' },
          },
          { name: 'Not ours', type: 'ignore', config: { sourceField: 'Internal notes' } },
        ],
      }),
    );
    const { data: rules } = await unwrap(
      client.GET('/v1/mapping/{programId}/rules', { params: { path: { programId } } }),
    );
    stage(`mapping program ${programId} has ${rules.length} rules`);

    // 3. Transform: the CRM's sheet becomes the program's image of the file's sheet.
    const { data: created } = await unwrap(
      client.POST('/v1/jobs', {
        body: {
          type: 'workbook',
          operation: 'transform',
          source: extracted.workbookId,
          destination: crm.id,
          trigger: 'immediate',
          config: { destinationSheetId: contactsSheetId },
          input: { programId, version: 'v2', keepRecordIds: true },
        },
      }),
    );
    const transform = await finished(client, created.id, options.onProgress);
    stage(transform.outcome?.message ?? `transform ${transform.status}`);

    // 4. Validate: the blueprint's own rules judged every record the transform wrote.
    const { data: errors } = await unwrap(
      client.GET('/v1/sheets/{sheetId}/records', {
        params: {
          path: { sheetId: contactsSheetId },
          query: { filter: 'error', pageSize: 5, includeCounts: true },
        },
      }),
    );
    const counts = errors.counts ?? { total: 0, valid: 0, error: errors.records.length };

    // 5. Submit: the listener's webhookEgress posts the whole workbook to the CRM.
    const { data: pressed } = await unwrap(
      client.POST('/v1/jobs', { body: { type: 'workbook', operation: 'submit', source: crm.id } }),
    );
    const submit = await finished(client, pressed.id, options.onProgress);
    return {
      extraction: await jobById(client, extraction.id),
      transform,
      submit,
      rules: rules.map((rule) => {
        const config = rule.config as Record<string, unknown>;
        const from = config.sourceFields ?? config.sourceField ?? '(constant)';
        return `${rule.type}: ${String(from)} → ${String(config.destinationField ?? '(none)')}`;
      }),
      counts: { total: counts.total, valid: counts.valid, error: counts.error },
      errorSample: errors.records,
      messy,
      contactsSheetId,
      webhookUrl,
      delivered: elsewhere ? undefined : await contactsDelivered(server),
    };
  } finally {
    for (const service of started) await service.close();
  }
}

/** A dev server of the import's own, closed at the end with the rest. */
async function startService(
  started: { close(): Promise<unknown> }[],
  stage: (stage: string) => void,
): Promise<NonNullable<ImportOptions['service']>> {
  const devServer = await startDevServer({ port: 0 });
  started.unshift(devServer);
  stage(`dev server ${devServer.url}`);
  const client = createClient({ baseUrl: devServer.url, apiKey: devServer.apiKey });
  return { client, environmentId: devServer.environmentId, server: devServer };
}

type DevServerAddress = { url: string; apiKey: string };

async function devRequest(server: DevServerAddress, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${server.apiKey}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as { data: unknown };
}

/** The inbox's `crm` endpoint accepts every contact and checks the signature with `secret`. */
async function scriptInbox(server: DevServerAddress, secret: string): Promise<void> {
  await devRequest(server, '/_dev/webhooks/crm/script', {
    method: 'PUT',
    body: JSON.stringify({ answers: ['accept'], secret }),
  });
}

/** Contacts in the requests the inbox received with a valid signature. */
async function contactsDelivered(server: DevServerAddress): Promise<number> {
  const { data } = await devRequest(server, '/_dev/webhooks/crm/requests');
  return (data as { signature: string; recordCount: number }[])
    .filter((request) => request.signature === 'valid')
    .reduce((sum, request) => sum + request.recordCount, 0);
}

async function jobById(client: ImportkitClient, jobId: string): Promise<Job> {
  return (await unwrap(client.GET('/v1/jobs/{jobId}', { params: { path: { jobId } } }))).data;
}

/** The extraction job the upload started. */
async function jobOfFile(client: ImportkitClient, fileId: string): Promise<Job> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const { data } = await unwrap(client.GET('/v1/jobs', { params: { query: { fileId } } }));
    const job = data.find((candidate) => candidate.source === fileId);
    if (job) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no extraction job for file ${fileId}`);
}

/** Waits for a job to finish, reporting its progress; throws when it failed. */
async function finished(
  client: ImportkitClient,
  jobId: string,
  onProgress?: (progress: number, info: string) => void,
): Promise<Job> {
  for (;;) {
    const job = await jobById(client, jobId);
    onProgress?.(job.progress ?? 0, job.info ?? '');
    if (job.status === 'complete') return job;
    if (job.status === 'failed' || job.status === 'canceled') {
      throw new Error(`job ${job.id} (${job.type}:${job.operation}) ${job.status}: ${job.info}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
