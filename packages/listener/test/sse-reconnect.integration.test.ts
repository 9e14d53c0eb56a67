import { createClient } from '@importkit/api';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Listener, type ListenHandle } from '../src/index';
import { type DevEnv, startDevEnv } from './support/dev-env';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const BURST = 1000;

let env: DevEnv;
let proxy: TcpProxy;
let handle: ListenHandle | undefined;

beforeEach(async () => {
  env = await startDevEnv();
  proxy = await startTcpProxy(env.server.url);
});

afterEach(async () => {
  await handle?.close();
  handle = undefined;
  await proxy.close();
  await env.close();
});

it('loses and repeats no event when the SSE connection is cut during a burst', async () => {
  const handled: string[] = [];
  const errors: [Error, string][] = [];
  const cutsAt = new Set([BURST / 4, (BURST * 3) / 5]);
  const listener = new Listener()
    .onError((error, { source }) => void errors.push([error, source]))
    .on('job:created', (event) => {
      handled.push(event.context.jobId ?? '');
      if (cutsAt.has(handled.length)) proxy.cut();
    });
  // The listener reaches the server through the proxy; the jobs are created directly.
  const client = createClient({ baseUrl: proxy.url, apiKey: env.server.apiKey });
  handle = await listener.listen({
    client,
    environmentId: env.environmentId,
    transport: 'sse',
    subscription: { reconnectDelayMs: { min: 10, max: 50 } },
  });

  const jobIds = await env.createJobs(BURST, 'submit', 25);
  await vi.waitFor(() => expect(handled.length).toBeGreaterThanOrEqual(BURST), {
    timeout: 20_000,
    interval: 50,
  });
  // A last event: once it is handled, any replayed duplicate would have arrived before it.
  const sentinel = await env.createJob('export');
  await vi.waitFor(() => expect(handled.at(-1)).toBe(sentinel), { timeout: 10_000 });

  expect(proxy.connections).toBeGreaterThanOrEqual(3); // the first connection and two reconnects
  expect(handled.slice(0, -1).sort()).toEqual([...jobIds].sort());
  expect(new Set(handled).size).toBe(handled.length);
  expect(handle.transport).toBe('sse');
  // Each cut was reported as a connection problem, and nothing else went wrong.
  expect(errors.filter(([, source]) => source !== 'connection')).toEqual([]);
  expect(errors.length).toBeGreaterThanOrEqual(2);
});
