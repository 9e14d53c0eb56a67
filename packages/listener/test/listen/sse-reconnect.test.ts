import { createClient } from '@importkit/api';
import { expect, test } from '@importkit/testing/vitest';
import { Listener } from '../../src/index';
import { startTcpProxy } from '../support/tcp-proxy';

const BURST = 1000;
/** A thousand jobs and two reconnects: most of a minute on a busy shared machine. */
const HEAVY_MS = 60_000;

test(
  'loses and repeats no event when the SSE connection is cut during a burst',
  async ({ env }) => {
    const proxy = await startTcpProxy(env.server.url);
    try {
      const handled: string[] = [];
      const cutsAt = new Set([BURST / 4, (BURST * 3) / 5]);
      const listener = new Listener().on('job:created', (event) => {
        handled.push(event.context.jobId ?? '');
        if (cutsAt.has(handled.length)) proxy.cut();
      });
      // The listener reaches the server through the proxy; the jobs are created directly.
      const client = createClient({ baseUrl: proxy.url, apiKey: env.server.apiKey });
      const connection = await env.connect(listener, {
        client,
        transport: 'sse',
        subscription: { reconnectDelayMs: { min: 10, max: 50 } },
      });
      const workbook = await env.workbook({ name: 'Orders' });
      const create = (operation: string) =>
        env.createJob({ type: 'workbook', operation, source: workbook.id });

      const jobIds: string[] = [];
      for (let start = 0; start < BURST; start += 25) {
        const batch = await Promise.all(Array.from({ length: 25 }, () => create('submit')));
        jobIds.push(...batch.map((job) => job.id));
      }
      // A last event: once it is handled, any replayed duplicate would have arrived before it.
      const sentinel = await create('export');
      await connection.waitForRun('job:created', { jobId: sentinel.id }, HEAVY_MS - 5_000);

      expect(handled.at(-1)).toBe(sentinel.id);
      expect(proxy.connections).toBeGreaterThanOrEqual(3); // the first connection and two reconnects
      expect(handled.slice(0, -1).sort()).toEqual([...jobIds].sort());
      expect(new Set(handled).size).toBe(handled.length);
      expect(connection.handle.transport).toBe('sse');
      // Each cut was reported as a connection problem, and nothing else went wrong.
      const sources = connection.errors.map(({ source }) => source);
      expect(sources.filter((source) => source !== 'connection')).toEqual([]);
      expect(sources.length).toBeGreaterThanOrEqual(2);
    } finally {
      await proxy.close();
    }
  },
  HEAVY_MS,
);
