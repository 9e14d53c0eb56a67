/**
 * The webhook inbox: `<server>/_dev/webhooks/<name>` captures what a sender posts (no key needed)
 * and answers by the endpoint's script; what it captured, with its answer, is read back with the
 * key; it keeps only the last requests of each endpoint and cuts long bodies.
 */
import { gzipSync } from 'node:zlib';
import {
  type CapturedRequest,
  type DevServer,
  type EndpointView,
  startDevServer,
} from '@importkit/dev-server';
import { signWebhookBody } from '@importkit/plugin-webhook-egress';
import { afterEach, describe, expect, it } from 'vitest';

let server: DevServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const payload = {
  workbook: {
    id: 'us_wb_1',
    sheets: [
      {
        id: 'us_sh_1',
        name: 'Contacts',
        records: [
          { id: 'us_rc_1', values: { email: { value: 'ada@example.com' } } },
          { id: 'us_rc_2', values: { email: { value: 'no-at' } } },
        ],
      },
    ],
  },
};

function signedHeaders(body: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhookBody({ secret, id: 'msg_1', timestamp, body }),
  };
}

/** A `/_dev/` call with the key: the status and the JSON body. */
async function dev<T = CapturedRequest[]>(path: string, init: RequestInit = {}) {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${server.apiKey}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const json = (await response.json()) as { data: T; errors?: { key?: string }[] };
  return { status: response.status, json };
}

describe('the webhook inbox', () => {
  it('captures a signed POST sent without the key and shows it, with its answer, to the key only', async () => {
    server = await startDevServer({ port: 0, webhookInbox: { endpoints: { crm: { secret } } } });
    const body = JSON.stringify(payload);
    const sent = await fetch(`${server.url}/_dev/webhooks/crm?run=1`, {
      method: 'POST',
      headers: signedHeaders(body),
      body,
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({});
    // A body changed after signing fails the check.
    await fetch(`${server.url}/_dev/webhooks/crm`, {
      method: 'POST',
      headers: signedHeaders(body),
      body: body.replace('no-at', 'changed'),
    });

    const bare = await fetch(`${server.url}/_dev/webhooks/crm/requests`);
    expect(bare.status).toBe(401);
    const { json } = await dev('/_dev/webhooks/crm/requests');
    const [changed, first] = json.data;
    expect(first).toMatchObject({
      endpoint: 'crm',
      index: 0,
      method: 'POST',
      url: '/_dev/webhooks/crm?run=1',
      size: Buffer.byteLength(body),
      bodySize: Buffer.byteLength(body),
      body,
      bodyTruncated: false,
      complete: true,
      recordCount: 2,
      signature: 'valid',
      answer: { outcome: 'answered', status: 200, body: '{}', delayMs: 0 },
    });
    expect(first?.headers['webhook-id']).toBe('msg_1');
    expect(changed?.signature).toBe('invalid');
    const endpoints = await dev<EndpointView[]>('/_dev/webhooks');
    expect(endpoints.json.data).toEqual([
      expect.objectContaining({ name: 'crm', requestCount: 2, verifiesSignatures: true }),
    ]);
  });

  it('answers by the script set through its route: 429 with Retry-After, then rejections by field', async () => {
    server = await startDevServer({ port: 0 });
    const scripted = await dev<EndpointView>('/_dev/webhooks/crm/script', {
      method: 'PUT',
      body: JSON.stringify({
        answers: [
          { kind: 'too-many-requests', retryAfterSeconds: 3 },
          {
            kind: 'reject',
            field: 'email',
            mustMatch: '@',
            message: '"{value}" is not an email address',
          },
        ],
      }),
    });
    expect(scripted.status).toBe(200);
    const post = () =>
      fetch(`${server?.url}/_dev/webhooks/crm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: gzipSync(JSON.stringify(payload)),
      });
    const busy = await post();
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('3');
    const answered = await post();
    expect(await answered.json()).toEqual({
      rejections: {
        id: 'us_wb_1',
        sheets: [
          {
            sheetId: 'us_sh_1',
            rejectedRecords: [
              {
                id: 'us_rc_2',
                values: [{ field: 'email', message: '"no-at" is not an email address' }],
              },
            ],
          },
        ],
      },
    });
    const { json } = await dev('/_dev/webhooks/crm/requests');
    expect(json.data.map((request) => request.answer?.status)).toEqual([200, 429]);
    // Gzipped bodies are shown as the JSON they carry, with the size sent beside.
    expect(json.data[0]?.bodySize).toBe(Buffer.byteLength(JSON.stringify(payload)));
    expect(json.data[0]?.size).toBeLessThan(json.data[0]?.bodySize ?? 0);
    expect(json.data[0]?.signature).toBe('unchecked');

    // The text form works through the same route; a bad answer is refused, naming it.
    const text = await dev<EndpointView>('/_dev/webhooks/crm/script', {
      method: 'PUT',
      body: JSON.stringify({ answers: '503,accept' }),
    });
    expect(text.json.data.scriptLength).toBe(2);
    expect((await post()).status).toBe(503);
    expect((await post()).status).toBe(200);
    const bad = await dev<unknown>('/_dev/webhooks/crm/script', {
      method: 'PUT',
      body: JSON.stringify({ answers: [{ kind: 'teapot' }] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.[0]?.key).toBe('body.answers[0].kind');
  });

  it('closes the connection of a cut-off answer and still shows the request', async () => {
    server = await startDevServer({
      port: 0,
      webhookInbox: { endpoints: { flaky: { script: 'cut:before-answer,accept' } } },
    });
    const post = () =>
      fetch(`${server?.url}/_dev/webhooks/flaky`, { method: 'POST', body: '{"a":1}' });
    await expect(post()).rejects.toThrow();
    expect((await post()).status).toBe(200);
    const { json } = await dev('/_dev/webhooks/flaky/requests');
    expect(json.data.map((request) => request.answer?.outcome)).toEqual(['answered', 'cut']);
  });

  it('keeps the last requests of each endpoint and cuts long bodies', async () => {
    server = await startDevServer({ port: 0, webhookInbox: { keep: 3, maxBodyBytes: 16 } });
    for (let index = 0; index < 5; index += 1) {
      await fetch(`${server.url}/_dev/webhooks/small`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: `request ${index} ${'x'.repeat(40)}`,
      });
    }
    const { json } = await dev('/_dev/webhooks/small/requests');
    expect(json.data.map((request) => request.index)).toEqual([4, 3, 2]);
    expect(json.data[0]).toMatchObject({
      body: 'request 4 xxxxxx',
      bodyTruncated: true,
      bodySize: 50,
    });
    const cleared = await dev<unknown>('/_dev/webhooks/small/requests', { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect((await dev('/_dev/webhooks/small/requests')).json.data).toEqual([]);
  });

  it('refuses a bad endpoint name and an unusable script at start', async () => {
    server = await startDevServer({ port: 0 });
    const response = await fetch(`${server.url}/_dev/webhooks/${'n'.repeat(65)}`, {
      method: 'POST',
    });
    expect(response.status).toBe(400);
    await expect(
      startDevServer({ port: 0, webhookInbox: { endpoints: { crm: { script: 'sometimes' } } } }),
    ).rejects.toThrow(/webhookInbox\.endpoints\.crm\.script\[0\]: "sometimes" is not an answer/);
  });
});
