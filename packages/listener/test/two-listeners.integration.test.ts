import { createClient } from '@importkit/api';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { jobHandler, Listener, type ListenHandle } from '../src/index';
import { type DevEnv, startDevEnv } from './support/dev-env';

const JOBS = 200;

let env: DevEnv;
const handles: ListenHandle[] = [];

beforeEach(async () => {
  env = await startDevEnv();
});

afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
  await env.close();
});

it('runs each job once when two listener processes share the work', async () => {
  const runs = new Map<string, string[]>();
  const errors: Error[] = [];
  const skipped: string[] = [];
  const logger = {
    debug: (message: string, fields?: Readonly<Record<string, unknown>>) => {
      if (message.includes('another listener')) skipped.push(String(fields?.jobId));
    },
  };
  const startListener = async (name: string) => {
    // Each "process" has its own client, so its own connections.
    const client = createClient({ baseUrl: env.server.url, apiKey: env.server.apiKey });
    const listener = new Listener({ logger })
      .onError((error) => void errors.push(error))
      .use(
        jobHandler('workbook:submit', async (event, tick) => {
          const jobId = event.context.jobId ?? '';
          runs.set(jobId, [...(runs.get(jobId) ?? []), name]);
          await tick(50);
          await new Promise((resolve) => setImmediate(resolve));
          return { outcome: { message: `done by ${name}` } };
        }),
      );
    handles.push(await listener.listen({ client, environmentId: env.environmentId }));
  };
  await Promise.all([startListener('a'), startListener('b')]);
  const observed = await env.record(['job:completed', 'job:failed']);

  const jobIds = await env.createJobs(JOBS, 'submit');
  await vi.waitFor(() => expect(observed.events.length).toBe(JOBS), {
    timeout: 25_000,
    interval: 50,
  });

  expect(observed.events.every((event) => event.topic === 'job:completed')).toBe(true);
  expect(new Set(observed.events.map((event) => event.context.jobId))).toEqual(new Set(jobIds));
  expect([...runs.keys()].sort()).toEqual([...jobIds].sort());
  const ranTwice = [...runs].filter(([, by]) => by.length !== 1);
  expect(ranTwice).toEqual([]);
  // Both listeners saw every job:ready and tried to claim it: the loser was told 409 and skipped.
  expect(skipped.sort()).toEqual([...jobIds].sort());
  expect(errors).toEqual([]);
});
