import {
  createClient,
  type ImportkitClient,
  type Job,
  type SheetRecord,
  unwrap,
} from '@importkit/api';
import { type DevServer, startDevServer } from '@importkit/dev-server';
import { Listener } from '@importkit/listener';
import { webhookEgress } from '../../src/webhook-egress';

export const FIELDS = ['email', 'name', 'age'] as const;

/** The dev server, and an API client for it. */
export interface Harness {
  server: DevServer;
  client: ImportkitClient;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const server = await startDevServer({ port: 0 });
  const client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
  return { server, client, close: () => server.close() };
}

export interface TestWorkbook {
  id: string;
  sheets: { id: string; name: string }[];
}

let operations = 0;
/** A fresh operation name per test, so that no listener ever picks up another test's job. */
export const nextOperation = (): string => `submit${++operations}`;

/** A space and a workbook with one sheet per entry of `recordCounts` (fields email, name, age). */
export async function createWorkbook(
  harness: Harness,
  recordCounts: number[],
  operation: string,
): Promise<TestWorkbook> {
  const { client, server } = harness;
  const { data: space } = await unwrap(
    client.POST('/v1/spaces', {
      body: { name: 'Egress test', environmentId: server.environmentId },
    }),
  );
  const { data: workbook } = await unwrap(
    client.POST('/v1/workbooks', {
      body: {
        name: 'Contacts import',
        spaceId: space.id,
        sheets: recordCounts.map((_, index) => ({
          name: `Sheet ${index + 1}`,
          slug: `sheet-${index + 1}`,
          fields: FIELDS.map((key) => ({
            key,
            type: key === 'age' ? ('number' as const) : ('string' as const),
          })),
        })),
        actions: [{ operation, mode: 'foreground', label: 'Submit', primary: true }],
      },
    }),
  );
  const sheets = (workbook.sheets ?? []).map((sheet) => ({ id: sheet.id, name: sheet.name }));
  for (const [index, count] of recordCounts.entries()) {
    const sheet = sheets[index];
    if (!sheet) throw new Error('sheet missing');
    for (let start = 0; start < count; start += 10_000) {
      const batch = Array.from({ length: Math.min(10_000, count - start) }, (_, i) => ({
        email: { value: `person${start + i}@sheet${index + 1}.example` },
        name: { value: `Person ${start + i}` },
        age: { value: (start + i) % 90 },
      }));
      await unwrap(
        client.POST('/v1/sheets/{sheetId}/records', {
          params: { path: { sheetId: sheet.id } },
          body: batch,
        }),
      );
    }
  }
  return { id: workbook.id, sheets };
}

/** A listener using the plugin, connected to the dev server; close it at the end of the test. */
export async function startListener(harness: Harness, ...plugin: Parameters<typeof webhookEgress>) {
  const listener = new Listener().use(webhookEgress(...plugin));
  listener.onError(() => {
    // Failed jobs are asserted through the API; the hook only keeps them off stderr.
  });
  return listener.listen({ client: harness.client, environmentId: harness.server.environmentId });
}

/** Presses Submit: creates the immediate `workbook:<operation>` job and waits until it ends. */
export async function submit(
  harness: Harness,
  workbookId: string,
  operation: string,
): Promise<Job> {
  const { client } = harness;
  const { data: job } = await unwrap(
    client.POST('/v1/jobs', {
      body: { type: 'workbook', operation, source: workbookId, trigger: 'immediate' },
    }),
  );
  for (;;) {
    const { data: current } = await unwrap(
      client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: job.id } } }),
    );
    if (current.status === 'completed' || current.status === 'failed') return current;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every record of a sheet, as the API returns them now. */
export async function readRecords(harness: Harness, sheetId: string): Promise<SheetRecord[]> {
  const { data } = await unwrap(
    harness.client.GET('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId }, query: { pageSize: 50_000 } },
    }),
  );
  return data.records;
}
