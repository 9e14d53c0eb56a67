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
 * The consumers: the floor, a raw SSE read no more expensive per event than our own reader (a
 * plain fetch of the stream, whole frames decoded once, frames and their `data:` line found with
 * `indexOf`, each event's data `JSON.parse`d: the least any consumer handing a parsed event to a
 * handler must do, and only what this server's frames need, `id:` then one `data:` line);
 * `subscribe()` from @importkit/api alone over SSE and long polling (every event checked), to
 * tell the subscription's cost from the listener's; then a Listener with one `job:ready` handler
 * over SSE and over long polling (de-duplicated and dispatched with concurrency 4). Every ratio
 * is our cost ÷ the floor's (time for N events, CPU per event, latency): above 1.00x is the
 * price of the layers above a raw stream. Each polling row has a second, reference line against
 * a bare long-poll loop measured alongside (bench/support/poll-consumer.ts): polling pays a request
 * and an answer per page, which no polling consumer avoids, so that line shows what our layers
 * add to polling itself. A third measurement, CPU time per event, replays the
 * same N events from memory to every consumer (`--cpu-rounds`, median): the recorded SSE bytes to
 * the floor and the SSE consumers, the recorded poll answers to the polling ones; the machine's
 * load moves it far less than the wall-clock rows. Each row has this process's peak RSS during our
 * consumer's and the floor's measurement (VmHWM, reset before each; the server is elsewhere).
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
import { startDevServerChild } from './support/dev-server-child';
import { type FloorRow, loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { BARE_POLL_REFERENCE, barePoll } from './support/poll-consumer';
import { peakRss, resetPeakRss } from './support/process-memory';
import { recordPollPages, replayPollFetch } from './support/recorded-poll';
import { recordSseStream, replayFetch } from './support/recorded-sse';
import { type Consumer, RAW_SSE_FLOOR, rawSse, type Target } from './support/sse-consumer';

const WARM_UP_JOBS = 50;

// ---------------------------------------------------------------------------------- consumers

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
/** Measured beside the others, printed as a second line under each polling row. */
const BARE_POLL = 'bare long polling (reference)';
const measured: [string, Consumer][] = [...consumers, [BARE_POLL, barePoll]];
const isPolling = (name: string) => name.includes('polling');

/** A polling row again, against the bare long-poll loop's figures of the same measurement. */
const againstBarePoll = (
  row: FloorRow,
  figures: { ms: number; rss: number | undefined; load: number },
): FloorRow => ({
  ...row,
  path: `${row.path}, against a bare long-poll loop`,
  floorMs: figures.ms,
  floorRss: figures.rss,
  load: ((row.load ?? figures.load) + figures.load) / 2,
  floor: BARE_POLL_REFERENCE,
  reference: true,
});

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
): Promise<{ rate: number; peak: number }> {
  resetPeakRss();
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
  const peak = peakRss();
  await running.stop();
  return { rate: events / seconds, peak };
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
  resetPeakRss();
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
  const peak = peakRss();
  await running.stop();
  const samples = [...startedAt].map(([id, start]) => (arrivedAt.get(id) ?? Number.NaN) - start);
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), peak, load: loadNow() };
}

/**
 * CPU time per event, from memory: the recorded stream (or, for a polling consumer, the recorded
 * poll answers) replayed to the consumer through its own `fetch`, so neither the server nor the
 * socket nor the other processes of a busy machine are in the figure (only this process's CPU
 * time is counted, GC threads included).
 */
async function cpuPerEvent(replay: FetchLike, consumer: Consumer, events: number, after: string) {
  const target: Target = {
    url: 'http://replay.invalid',
    apiKey: 'replay',
    environmentId: 'replay',
    fetch: replay,
  };
  const before = process.cpuUsage();
  // The recorded cursor: a polling consumer's first poll asks for the page recorded under it.
  const { peak } = await throughput(target, consumer, events, after);
  const used = process.cpuUsage(before);
  return { micros: (used.user + used.system) / events, peak };
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
  const eventLogLimit = 2 * (events + measured.length * (jobs + WARM_UP_JOBS)) + 1000;
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

    printBenchHeader(
      `@importkit/listener: ${events.toLocaleString('en')} events, ${jobs.toLocaleString('en')} latency jobs; creating the jobs (untimed)…`,
    );
    await createJobs(client, workbook.data.id, events, 16);

    const floorName = consumers[0]?.[0] ?? '';
    const rows: FloorRow[] = [];
    const rates = new Map<string, { rate: number; peak: number; load: number }[]>();
    for (let round = 0; round < rounds; round++) {
      // Rounds interleave the consumers, so a noisy moment does not land on one of them only.
      for (const [name, consumer] of measured) {
        const result = await throughput(target, consumer, events, after);
        rates.set(name, [...(rates.get(name) ?? []), { ...result, load: loadNow() }]);
      }
    }
    const bestOf = (name: string) =>
      (rates.get(name) ?? []).reduce((a, b) => (a.rate >= b.rate ? a : b));
    const floorBest = bestOf(floorName);
    const barePollBest = bestOf(BARE_POLL);
    for (const [name] of consumers.slice(1)) {
      const best = bestOf(name);
      const row: FloorRow = {
        path: `throughput, ${name}: ${events.toLocaleString('en')} job:ready events from the log, best of ${rounds}`,
        oursMs: (events / best.rate) * 1000,
        floorMs: (events / floorBest.rate) * 1000,
        count: events,
        countUnit: 'events',
        oursRss: best.peak,
        floorRss: floorBest.peak,
        load: (best.load + floorBest.load) / 2,
        floor: RAW_SSE_FLOOR,
      };
      rows.push(row);
      if (isPolling(name)) {
        const ms = (events / barePollBest.rate) * 1000;
        rows.push(againstBarePoll(row, { ms, rss: barePollBest.peak, load: barePollBest.load }));
      }
    }

    if (cpuRounds > 0) {
      const chunks = await recordSseStream(target, after, events);
      const pages = await recordPollPages(target, after, events);
      const replayOf = (name: string) =>
        isPolling(name) ? replayPollFetch(pages) : replayFetch(chunks);
      const cpu = new Map<string, { micros: number; peak: number }[]>();
      for (const [name, consumer] of measured) {
        await cpuPerEvent(replayOf(name), consumer, events, after); // warm-up
        cpu.set(name, []);
      }
      for (let round = 0; round < cpuRounds; round++) {
        for (const [name, consumer] of measured) {
          cpu.get(name)?.push(await cpuPerEvent(replayOf(name), consumer, events, after));
        }
      }
      const load = loadNow();
      const medianOf = (name: string) => median((cpu.get(name) ?? []).map((m) => m.micros));
      const peakOf = (name: string) => Math.max(...(cpu.get(name) ?? []).map((m) => m.peak));
      for (const [name] of consumers.slice(1)) {
        const range = (cpu.get(name) ?? []).map((m) => m.micros);
        const replayed = isPolling(name)
          ? 'the recorded poll answers (pages of 1,000)'
          : 'the recorded stream';
        const row: FloorRow = {
          path: `CPU per event, ${name}: ${events.toLocaleString('en')} events, ${replayed} replayed from memory (no socket, no server), median of ${cpuRounds} (${Math.min(...range).toFixed(2)}–${Math.max(...range).toFixed(2)} µs)`,
          oursMs: medianOf(name) / 1000,
          floorMs: medianOf(floorName) / 1000,
          per: 'event',
          oursRss: peakOf(name),
          floorRss: peakOf(floorName),
          load,
          floor: `${RAW_SSE_FLOOR}, fed the recorded SSE chunks of the same events`,
        };
        rows.push(row);
        if (isPolling(name)) {
          const figures = { ms: medianOf(BARE_POLL) / 1000, rss: peakOf(BARE_POLL), load };
          rows.push(againstBarePoll(row, figures));
        }
      }
    }

    if (jobs > 0) {
      const results = [];
      for (const [name, consumer] of measured) {
        results.push({
          name,
          ...(await latency(target, consumer, client, workbook.data.id, jobs)),
        });
      }
      const bare = results.pop();
      const [floor, ...ours] = results;
      for (const result of floor ? ours : []) {
        for (const quantile of ['p50', 'p99'] as const) {
          const row: FloorRow = {
            path: `latency ${quantile}, ${result.name}: job created → handler start, ${jobs.toLocaleString('en')} jobs, 4 POSTs at a time`,
            oursMs: result[quantile],
            floorMs: floor?.[quantile] ?? Number.NaN,
            oursRss: result.peak,
            floorRss: floor?.peak,
            load: (result.load + (floor?.load ?? result.load)) / 2,
            floor: RAW_SSE_FLOOR,
          };
          rows.push(row);
          if (bare && isPolling(result.name)) {
            const figures = { ms: bare[quantile], rss: bare.peak, load: bare.load };
            rows.push(againstBarePoll(row, figures));
          }
        }
      }
    }
    for (const row of rows) printFloorRow(row);
  } finally {
    await server.stop();
  }
}

await main();
