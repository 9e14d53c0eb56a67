import {
  ApiError,
  ackJob,
  completeJob,
  createClient,
  type ImportkitClient,
  iterateRecords,
  subscribe,
  type TransportMode,
} from '@importkit/api';
import { type DevServer, startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let server: DevServer;
let client: ImportkitClient;
beforeEach(async () => {
  server = await startDevServer({ port: 0 });
  client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
});
afterEach(() => server.close());

async function workbookWithSubmit() {
  const space = await client.POST('/v1/spaces', { body: { name: 'Client' } });
  const workbook = await client.POST('/v1/workbooks', {
    body: {
      name: 'Orders',
      spaceId: space.data?.data.id as string,
      sheets: [{ name: 'Orders', fields: [{ key: 'sku', type: 'string' }] }],
      actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
    },
  });
  return workbook.data?.data as NonNullable<typeof workbook.data>['data'];
}

describe('@importkit/api against the dev server', () => {
  it.each<TransportMode>(['sse', 'poll'])(
    'a %s subscription sees a Submit job through its lifecycle',
    async (transport) => {
      const workbook = await workbookWithSubmit();
      const events = subscribe(client, {
        environmentId: server.environmentId,
        topics: ['job:ready', 'job:updated', 'job:completed'],
        transport,
        pollWaitSeconds: 5,
      });
      // A poll subscription starts from its start time anyway (`since`); an SSE one must be open.
      if (transport === 'sse') await events.ready;
      const job = await client.POST('/v1/jobs', {
        body: { type: 'workbook', operation: 'submit', source: workbook.id },
      });
      const jobId = job.data?.data.id as string;
      const seen: string[] = [];
      for await (const event of events) {
        seen.push(`${event.topic}:${event.payload.status}`);
        if (event.topic === 'job:ready') {
          await ackJob(client, jobId, { listenerId: 'test-listener', progress: 50 });
          await completeJob(client, jobId, { outcome: { message: 'Submitted' } });
        }
        if (event.topic === 'job:completed') break;
      }
      await events.close();
      expect(seen).toEqual(['job:ready:ready', 'job:updated:executing', 'job:completed:complete']);
    },
  );

  it('reads every record back with iterateRecords, and gets ApiError with the errors body on a 409', async () => {
    const workbook = await workbookWithSubmit();
    const sheetId = workbook.sheets?.[0]?.id as string;
    const body = Array.from({ length: 25 }, (_, i) => ({ sku: { value: `sku-${i}` } }));
    await client.POST('/v1/sheets/{sheetId}/records', { params: { path: { sheetId } }, body });
    const skus: unknown[] = [];
    for await (const record of iterateRecords(client, sheetId, { pageSize: 10 })) {
      skus.push(record.values.sku?.value);
    }
    expect(skus).toEqual(body.map((record) => record.sku.value));

    // A query and a projection go to the server as the records read takes them.
    const matched: string[] = [];
    for await (const record of iterateRecords(client, sheetId, {
      pageSize: 2,
      q: 'sku like "sku-1%"',
      fields: ['sku'],
    })) {
      matched.push(String(record.values.sku?.value));
    }
    expect(matched).toEqual(['sku-1', ...Array.from({ length: 10 }, (_, i) => `sku-1${i}`)]);

    const job = await client.POST('/v1/jobs', {
      body: { type: 'workbook', operation: 'later', source: workbook.id },
    });
    const error = await completeJob(client, job.data?.data.id as string).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });
});
