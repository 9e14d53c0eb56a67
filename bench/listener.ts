/**
 * Benchmark of @importkit/listener: `npx tsx bench/listener.ts [--events N] [--latency M]`.
 *
 * The dev server runs in a child process, so that serving events and handling them do not share
 * one event loop. Two measurements, each taken for three consumers one after the other:
 *
 * - throughput: N `job:ready` events (default 50,000, from N jobs created before, untimed) are
 *   read from the start of the log, and the clock runs from subscribing to the Nth event;
 * - latency: M jobs (default 2,000) are created while the consumer listens, four requests at a
 *   time, after 50 warm-up jobs; each job's latency runs from just before its POST to its
 *   handler starting.
 *
 * Throughput is the best of two rounds, the consumers interleaved.
 *
 * The consumers: the floor (a plain fetch of the SSE stream, split into frames and JSON-parsed
 * by hand, no checks, no dispatch); `subscribe()` from @importkit/api alone over SSE and long
 * polling (every event checked with zod), to tell the subscription's cost from the listener's;
 * then a Listener with one `job:ready` handler over SSE and over long polling (de-duplicated and
 * dispatched with concurrency 4). Ratios are against the floor: below 1.00x for throughput and
 * above 1.00x for latency is the price of the layers above a raw stream.
 */
import { parseArgs } from 'node:util';
import {
  createClient,
  type FetchLike,
  type ImportkitClient,
  subscribe,
  unwrap,
} from '@importkit/api';
import { Listener } from '@importkit/listener';
import { type DevServerTarget, startDevServerChild } from './support/dev-server-child';
import { recordSseStream, replayFetch } from './support/recorded-sse';

const WARM_UP_JOBS = 50;

/** The server to read from, and the `fetch` to read it with (a recorded stream's, from memory). */
interface Target extends DevServerTarget {
  fetch: FetchLike;
}

/** Calls `onEvent(jobId)` for each `job:ready` event; `stop()` ends the consumer. */
type Consumer = (
  target: Target,
  onEvent: (jobId: string) => void,
  after: string | undefined,
) => Promise<{ stop(): Promise<unknown> }>;

// ---------------------------------------------------------------------------------- consumers

/** The floor: the SSE stream read with plain fetch, frames split and parsed by hand. */
const rawSse: Consumer = async (target, onEvent, after) => {
  const url = new URL(`${target.url}/v1/events/stream`);
  url.searchParams.set('environmentId', target.environmentId);
  url.searchParams.set('topic', 'job:ready');
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${target.apiKey}` };
  if (after) headers['last-event-id'] = after;
  const response = await target.fetch(url, { headers, signal: abort.signal });
  if (!response.body) throw new Error(`stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (data) onEvent(JSON.parse(data).context.jobId);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  })();
  return {
    async stop() {
      abort.abort();
      await reading;
    },
  };
};

const listenerOver =
  (transport: 'sse' | 'poll'): Consumer =>
  async (target, onEvent, after) => {
    const client = createClient({
      baseUrl: target.url,
      apiKey: target.apiKey,
      fetch: target.fetch,
    });
    const listener = new Listener().on('job:ready', (event) => {
      onEvent(event.context.jobId ?? '');
    });
    const handle = await listener.listen({
      client,
      environmentId: target.environmentId,
      transport,
      after,
      subscription: { pollWaitSeconds: 1 },
    });
    return { stop: () => handle.close() };
  };

/** `subscribe()` alone, without a listener: what the listener adds is the rest. */
const subscriptionOver =
  (transport: 'sse' | 'poll'): Consumer =>
  async (target, onEvent, after) => {
    const client = createClient({
      baseUrl: target.url,
      apiKey: target.apiKey,
      fetch: target.fetch,
    });
    const subscription = subscribe(client, {
      environmentId: target.environmentId,
      topics: ['job:ready'],
      transport,
      after,
      pollWaitSeconds: 1,
    });
    const reading = (async () => {
      for await (const event of subscription) onEvent(event.context.jobId ?? '');
    })();
    await subscription.ready;
    return {
      async stop() {
        await subscription.close();
        await reading;
      },
    };
  };

const consumers: [string, Consumer][] = [
  ['raw SSE (floor)', rawSse],
  ['api subscribe, SSE', subscriptionOver('sse')],
  ['api subscribe, polling', subscriptionOver('poll')],
  ['listener, SSE', listenerOver('sse')],
  ['listener, long polling', listenerOver('poll')],
];

// ------------------------------------------------------------------------------- measurements

async function createJobs(
  client: ImportkitClient,
  workbookId: string,
  count: number,
  parallel: number,
  startedAt?: Map<string, number>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const started = performance.now();
      const job = await unwrap(
        client.POST('/v1/jobs', {
          body: { type: 'workbook', operation: 'submit', source: workbookId, trigger: 'immediate' },
        }),
      );
      startedAt?.set(job.data.id, started);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

async function throughput(
  target: Target,
  consumer: Consumer,
  events: number,
  after: string,
): Promise<number> {
  let count = 0;
  let finished: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const started = performance.now();
  const running = await consumer(
    target,
    () => {
      count++;
      if (count === events) finished();
    },
    after,
  );
  await all;
  const seconds = (performance.now() - started) / 1000;
  await running.stop();
  return events / seconds;
}

async function latency(
  target: Target,
  consumer: Consumer,
  client: ImportkitClient,
  workbookId: string,
  jobs: number,
) {
  const arrivedAt = new Map<string, number>();
  const startedAt = new Map<string, number>();
  const running = await consumer(
    target,
    (jobId) => arrivedAt.set(jobId, performance.now()),
    undefined,
  );
  const arrived = async (count: number) => {
    while (arrivedAt.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  // Warm-up, not measured: the first events after a connection opens come late (tens to hundreds
  // of ms), which would otherwise be the p99 of whichever consumer ran.
  await createJobs(client, workbookId, WARM_UP_JOBS, 4);
  await arrived(WARM_UP_JOBS);
  await createJobs(client, workbookId, jobs, 4, startedAt);
  await arrived(WARM_UP_JOBS + jobs);
  await running.stop();
  const samples = [...startedAt].map(([id, start]) => (arrivedAt.get(id) ?? Number.NaN) - start);
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * CPU time per event, from memory: the recorded stream replayed to the consumer through its own
 * `fetch`, so neither the server nor the socket nor the other processes of a busy machine are in
 * the figure (only this process's CPU time is counted, GC threads included).
 */
async function cpuPerEvent(chunks: readonly Uint8Array[], consumer: Consumer, events: number) {
  const target: Target = {
    url: 'http://replay.invalid',
    apiKey: 'replay',
    environmentId: 'replay',
    fetch: replayFetch(chunks),
  };
  const before = process.cpuUsage();
  await throughput(target, consumer, events, 'replay');
  const used = process.cpuUsage(before);
  return (used.user + used.system) / events; // µs
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '50000' },
      latency: { type: 'string', default: '2000' },
      rounds: { type: 'string', default: '2' },
      'cpu-rounds': { type: 'string', default: '5' },
    },
  });
  const events = Number(values.events);
  const jobs = Number(values.latency);
  const rounds = Number(values.rounds);
  const cpuRounds = Number(values['cpu-rounds']);
  // Each job emits job:created and job:ready; keep every one of them in the log.
  const eventLogLimit = 2 * (events + consumers.length * (jobs + WARM_UP_JOBS)) + 1000;
  const server = await startDevServerChild(eventLogLimit);
  const target: Target = { ...server.target, fetch: globalThis.fetch };
  const client = createClient({ baseUrl: target.url, apiKey: target.apiKey });
  try {
    const space = await unwrap(
      client.POST('/v1/spaces', { body: { name: 'bench', environmentId: target.environmentId } }),
    );
    const workbook = await unwrap(
      client.POST('/v1/workbooks', {
        body: {
          name: 'bench',
          spaceId: space.data.id,
          actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
        },
      }),
    );
    const before = await unwrap(
      client.GET('/v1/events', {
        params: { query: { environmentId: target.environmentId, wait: 0 } },
      }),
    );
    const after = before.data.at(-1)?.id;
    if (!after) throw new Error('no event before the jobs');

    console.log(`creating ${events.toLocaleString('en')} jobs (untimed)…`);
    await createJobs(client, workbook.data.id, events, 16);

    console.log(
      `\nthroughput: ${events.toLocaleString('en')} job:ready events from the log, best of ${rounds} (each round's ratio in brackets)`,
    );
    const rates = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      // Rounds interleave the consumers, so a noisy moment does not land on one of them only.
      for (const [name, consumer] of consumers) {
        const rate = await throughput(target, consumer, events, after);
        rates.set(name, [...(rates.get(name) ?? []), rate]);
      }
    }
    const floorRates = rates.get(consumers[0]?.[0] ?? '') ?? [];
    const floorBest = Math.max(...floorRates);
    for (const [name, measured] of rates) {
      const best = Math.max(...measured);
      const perRound = measured.map((rate, round) => (rate / (floorRates[round] ?? 1)).toFixed(2));
      console.log(
        `  ${name.padEnd(24)} ${Math.round(best).toLocaleString('en').padStart(9)} events/s   ${(best / floorBest).toFixed(2)}x floor   [${perRound.join(' ')}]`,
      );
    }

    if (cpuRounds > 0) {
      const chunks = await recordSseStream(target, after, events);
      console.log(
        `\nCPU per event: the same ${events.toLocaleString('en')} events replayed from memory (no socket, no server), median of ${cpuRounds} after a warm-up`,
      );
      const cpu = new Map<string, number[]>();
      for (const [name, consumer] of consumers.filter(([name]) => !name.includes('polling'))) {
        await cpuPerEvent(chunks, consumer, events);
        cpu.set(name, []);
      }
      for (let round = 0; round < cpuRounds; round++) {
        for (const [name, consumer] of consumers.filter(([name]) => !name.includes('polling'))) {
          cpu.get(name)?.push(await cpuPerEvent(chunks, consumer, events));
        }
      }
      const floorCpu = median(cpu.get(consumers[0]?.[0] ?? '') ?? []);
      for (const [name, measured] of cpu) {
        const micros = median(measured);
        console.log(
          `  ${name.padEnd(24)} ${micros.toFixed(2).padStart(6)} µs/event   ${(floorCpu / micros).toFixed(2)}x floor   (${Math.min(...measured).toFixed(2)}–${Math.max(...measured).toFixed(2)})`,
        );
      }
    }

    if (jobs > 0) {
      console.log(
        `\nlatency: job created → handler start, ${jobs.toLocaleString('en')} jobs, 4 POSTs at a time`,
      );
      const floors: { p50: number; p99: number }[] = [];
      for (const [name, consumer] of consumers) {
        const result = await latency(target, consumer, client, workbook.data.id, jobs);
        floors.push(result);
        const floor = floors[0] ?? result;
        console.log(
          `  ${name.padEnd(24)} p50 ${result.p50.toFixed(2).padStart(7)} ms (${(result.p50 / floor.p50).toFixed(2)}x)   p99 ${result.p99.toFixed(2).padStart(7)} ms (${(result.p99 / floor.p99).toFixed(2)}x)`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

await main();
