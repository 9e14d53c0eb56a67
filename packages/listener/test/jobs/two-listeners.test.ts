import { createClient } from '@importkit/api';
import { expect, test } from '@importkit/testing/vitest';
import { jobHandler, Listener } from '../../src/index';

const JOBS = 200;
/** Two hundred jobs through two listeners: most of a minute on a busy shared machine. */
const HEAVY_MS = 60_000;

test(
  'runs each job once when two listener processes share the work',
  async ({ env }) => {
    const runs = new Map<string, string[]>();
    const skipped: string[] = [];
    const logger = {
      debug: (message: string, fields?: Readonly<Record<string, unknown>>) => {
        if (message.includes('another listener')) skipped.push(String(fields?.jobId));
      },
    };
    const listenerNamed = (name: string) =>
      new Listener({ logger }).use(
        jobHandler('workbook:submit', async (event, tick) => {
          const jobId = event.context.jobId ?? '';
          runs.set(jobId, [...(runs.get(jobId) ?? []), name]);
          await tick(50);
          await new Promise((resolve) => setImmediate(resolve));
          return { outcome: { message: `done by ${name}` } };
        }),
      );
    // Each "process" has its own client, so its own connections.
    const ownClient = () => createClient({ baseUrl: env.server.url, apiKey: env.server.apiKey });
    const connections = await Promise.all(
      ['a', 'b'].map((name) => env.connect(listenerNamed(name), { client: ownClient() })),
    );
    const workbook = await env.workbook({ name: 'Orders' });

    const jobs: Awaited<ReturnType<typeof env.createJob>>[] = [];
    for (let start = 0; start < JOBS; start += 16) {
      const batch = Array.from({ length: Math.min(16, JOBS - start) }, () =>
        env.createJob({ type: 'workbook', operation: 'submit', source: workbook.id }),
      );
      jobs.push(...(await Promise.all(batch)));
    }
    const results = await Promise.all(
      jobs.map((job) => job.settled({ timeoutMs: HEAVY_MS - 5_000 })),
    );

    const jobIds = jobs.map((job) => job.id);
    const ended = env.eventsOf(['job:completed', 'job:failed']);
    expect(ended).toHaveLength(JOBS);
    expect(ended.every((event) => event.topic === 'job:completed')).toBe(true);
    expect(new Set(ended.map((event) => event.context.jobId))).toEqual(new Set(jobIds));
    for (const result of results) expect(result).toHaveCompleted({ message: /^done by [ab]$/ });
    expect([...runs.keys()].sort()).toEqual([...jobIds].sort());
    const ranTwice = [...runs].filter(([, by]) => by.length !== 1);
    expect(ranTwice).toEqual([]);
    // Both listeners saw every job:ready and tried to claim it: the loser was told 409 and skipped.
    expect(skipped.sort()).toEqual([...jobIds].sort());
    expect(connections.flatMap((connection) => connection.errors)).toEqual([]);
  },
  HEAVY_MS,
);
