import {
  accept,
  cutOff,
  noAnswer,
  respond,
  startWebhookReceiver,
  stopReading,
  trickle,
  type WebhookAnswer,
  type WebhookReceiver,
} from '@importkit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook, WebhookRequestFailure } from '../../src/deliver/post-webhook';

let receiver: WebhookReceiver | undefined;
const startReceiver = async (...script: WebhookAnswer[]) => {
  receiver = await startWebhookReceiver({ script });
  return receiver;
};
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function* chunks(count: number, size = 64 * 1024): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i += 1) yield Buffer.alloc(size, 'a');
}

const post = (
  url: string,
  body: AsyncIterable<Buffer>,
  extra: { timeoutMs?: number; maxResponseBytes?: number } = {},
) =>
  postWebhook({
    url: new URL(url),
    headers: { 'content-type': 'application/json' },
    body,
    timeoutMs: extra.timeoutMs ?? 5_000,
    maxResponseBytes: extra.maxResponseBytes ?? 1024,
  });

describe('postWebhook', () => {
  it('streams the body and returns the status and body', async () => {
    const { url, requests } = await startReceiver(respond(200, { ok: true }));
    const response = await post(url, chunks(16));
    expect(response).toMatchObject({ status: 200, truncated: false });
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
    expect(requests[0]?.raw.length).toBe(16 * 64 * 1024);
  });

  it('hands a recycled chunk back only once the socket is done with it', async () => {
    const { url, requests } = await startReceiver(accept());
    // Two buffers circulate, each refilled with the next chunk's bytes as soon as it comes back:
    // a chunk handed back before its write completed would reach the receiver overwritten.
    const chunkBytes = 256 * 1024;
    const count = 64;
    const free: Buffer[] = [];
    let allocated = 0;
    const take = (): Buffer => {
      const reused = free.pop();
      if (reused) return reused;
      allocated += 1;
      return Buffer.alloc(chunkBytes);
    };
    const body = {
      async *[Symbol.asyncIterator]() {
        for (let i = 0; i < count; i += 1) yield take().fill(i);
      },
      release(chunk: Uint8Array) {
        free.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
      },
    };
    expect((await post(url, body)).status).toBe(200);
    const raw = requests[0]?.raw ?? Buffer.alloc(0);
    expect(raw.length).toBe(count * chunkBytes);
    const firstByteOfEachChunk = Array.from({ length: count }, (_, i) => raw[i * chunkBytes]);
    expect(firstByteOfEachChunk).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(raw.subarray((count - 1) * chunkBytes).every((byte) => byte === count - 1)).toBe(true);
    expect(allocated).toBeLessThan(count);
  });

  it('does not follow a redirect', async () => {
    const { url, requests } = await startReceiver(
      respond(307, undefined, { location: '/elsewhere' }),
    );
    const response = await post(url, chunks(1));
    expect(response.status).toBe(307);
    expect(requests.map((request) => request.url)).toEqual(['/hook']);
  });

  it('cuts a large or endless response off at maxResponseBytes', async () => {
    const { url } = await startReceiver(trickle(200, 'x'.repeat(4096)));
    const response = await post(url, chunks(1), { maxResponseBytes: 10_000 });
    expect(response.truncated).toBe(true);
    expect(response.body.length).toBe(10_000);
  });

  it('times out when the webhook never answers', async () => {
    const { url } = await startReceiver(noAnswer());
    const failure = await post(url, chunks(1), { timeoutMs: 200 }).catch((error) => error);
    expect(failure).toBeInstanceOf(WebhookRequestFailure);
    expect(failure).toMatchObject({ kind: 'timeout', transient: false });
  });

  it('times out when the webhook stops reading the body', async () => {
    const { url } = await startReceiver(stopReading());
    const failure = await post(url, chunks(2_000), { timeoutMs: 300 }).catch((error) => error);
    expect(failure).toMatchObject({ kind: 'timeout' });
    expect(failure.message).toContain('accept more of the request body');
  });

  it('reports a connection cut mid-body as a transient network failure', async () => {
    const { url } = await startReceiver(cutOff('mid-body'));
    const failure = await post(url, chunks(200)).catch((error) => error);
    expect(failure).toBeInstanceOf(WebhookRequestFailure);
    expect(failure).toMatchObject({ kind: 'network', transient: true });
  });

  it('reports a refused connection as transient', async () => {
    const { url } = await startReceiver();
    await receiver?.close();
    receiver = undefined;
    const failure = await post(url, chunks(1)).catch((error) => error);
    expect(failure).toMatchObject({ kind: 'network', code: 'ECONNREFUSED', transient: true });
  });

  it('passes a failure of the body source through, not as a webhook failure', async () => {
    const { url } = await startReceiver();
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.from('{');
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('API down');
    }
    const failure = await post(url, failing()).catch((error) => error);
    expect(failure).not.toBeInstanceOf(WebhookRequestFailure);
    expect(failure.cause).toMatchObject({ message: 'API down' });
  });
});
