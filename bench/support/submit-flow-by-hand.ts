/**
 * The floor of the Submit-flow test of bench/testing-environment.ts: the same flow written by hand
 * against the same shared dev server, with nothing of @importkit/testing: an environment made and
 * deleted with plain requests, a plain node:http receiver rejecting the same records, the workbook
 * and its records posted, a `Listener` with `webhookEgress` connected, Submit pressed as a job and
 * polled until it completes, the rejected records read back. It uses our own code on both sides
 * (the dev server, @importkit/api, @importkit/listener and the plugin), as the flow is theirs.
 * @module
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type ImportkitClient, unwrap } from '@importkit/api';
import { Listener } from '@importkit/listener';
import { webhookEgress } from '@importkit/plugin-webhook-egress';

interface Payload {
  workbook: { id: string; sheets: { id: string; records: { id: string }[] }[] };
}

/** A receiver that rejects the email of every record whose id ends with 0; counts the records. */
async function startReceiver() {
  let recordCount = 0;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const { workbook } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Payload;
    const sheets = workbook.sheets.map((sheet) => {
      recordCount += sheet.records.length;
      const rejectedRecords = sheet.records
        .filter((record) => record.id.endsWith('0'))
        .map((record) => ({ id: record.id, values: [{ field: 'email', message: 'Bounced' }] }));
      return { sheetId: sheet.id, rejectedRecords };
    });
    const answer = JSON.stringify({ rejections: { id: workbook.id, sheets } });
    response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, server, recordCount: () => recordCount };
}

async function completed(client: ImportkitClient, jobId: string): Promise<void> {
  for (;;) {
    const { data } = await unwrap(client.GET('/v1/jobs/{jobId}', { params: { path: { jobId } } }));
    if (data.status === 'complete') return;
    if (data.status === 'failed') throw new Error(`submit failed: ${data.outcome?.message}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The whole flow, once; throws when the records were not delivered and rejected. */
export async function submitFlowByHand(
  server: { url: string; apiKey: string },
  records: number,
): Promise<void> {
  const client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
  const { data: environment } = await unwrap(
    client.POST('/v1/environments', { body: { name: 'by hand' } }),
  );
  const environmentId = environment.id;
  const receiver = await startReceiver();
  try {
    const { data: space } = await unwrap(
      client.POST('/v1/spaces', { body: { name: 'CRM', environmentId } }),
    );
    const { data: workbook } = await unwrap(
      client.POST('/v1/workbooks', {
        body: {
          name: 'CRM',
          spaceId: space.id,
          environmentId,
          actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
          sheets: [
            {
              name: 'Contacts',
              slug: 'contacts',
              fields: [
                { key: 'email', type: 'string' },
                { key: 'name', type: 'string' },
              ],
            },
          ],
        },
      }),
    );
    const sheetId = workbook.sheets?.[0]?.id as string;
    const body = Array.from({ length: records }, (_, i) => ({
      email: { value: `person${i}@example.com` },
      name: { value: `Person ${i}` },
    }));
    await unwrap(
      client.POST('/v1/sheets/{sheetId}/records', { params: { path: { sheetId } }, body }),
    );
    const listener = new Listener().use(webhookEgress('workbook:submit', receiver.url));
    const handle = await listener.listen({ client, environmentId });
    try {
      const { data: job } = await unwrap(
        client.POST('/v1/jobs', {
          body: {
            type: 'workbook',
            operation: 'submit',
            source: workbook.id,
            trigger: 'immediate',
          },
        }),
      );
      await completed(client, job.id);
    } finally {
      await handle.close();
    }
    const { data: rejected } = await unwrap(
      client.GET('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId }, query: { filter: 'error' } },
      }),
    );
    const bounced = rejected.records?.every((record) => record.values.email?.valid === false);
    if (!rejected.records?.length || !bounced || receiver.recordCount() !== records)
      throw new Error('bench: the Submit flow by hand did not deliver and reject as expected');
    await unwrap(
      client.DELETE('/v1/spaces/{spaceId}', { params: { path: { spaceId: space.id } } }),
    );
  } finally {
    receiver.server.close();
    await unwrap(
      client.DELETE('/v1/environments/{environmentId}', { params: { path: { environmentId } } }),
    );
  }
}
