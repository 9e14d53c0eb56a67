/**
 * Benchmark of the dev server's job engine: `npx tsx bench/jobs.ts [--jobs N] [--rounds R]`.
 *
 * N jobs (default 10,000) in units of ten: three immediate roots, each followed by a chain of two
 * jobs, and one merge job waiting on the three chain ends (fan-in). Eight workers create the
 * units, each unit's jobs in dependency order, while two listeners execute whatever becomes
 * ready. The floor is the same N jobs created the same way with no dependencies (all immediate),
 * run by two bare runners: it uses our own code on both sides (the dev server, and the runners'
 * `subscribe()` from @importkit/api), as no cheaper runner of our server's jobs exists. Each
 * measurement runs from the first POST to the Nth completion, on a fresh dev server in a child
 * process (so serving and running do not share one event loop); the two workloads alternate
 * (and swap which goes first each round), best of R rounds (default 2).
 *
 * The measured side is what a customer runs: two `Listener`s from @importkit/listener, each with
 * a `jobHandler` for the bench's jobs (an empty handler) over SSE, `concurrency` 8; the handler
 * claims each ready job (the loser's ack is a 409, skipped), keeps its lease and completes it.
 * The floor's runners are two bare `subscribe()` consumers of `job:ready` from @importkit/api,
 * each claiming with its own `listenerId` (ack) and completing what it won, with no dispatch, no
 * lease keeping and no dependencies. The ratio is therefore the cost of chains and fan-ins
 * (waiting, unblocking, the extra `job:ready` ordering) and of the listener package together,
 * against plain create → ready → claim → complete on the wire. Printed per workload: the time
 * for the N jobs, the ratio, the dev server child's peak RSS during the measurement, the load.
 */
import { parseArgs } from 'node:util';
import {
  createClient,
  type FetchLike,
  type ImportkitClient,
  subscribe,
  unwrap,
} from '@importkit/api';
import { jobHandler, Listener } from '@importkit/listener';
import { startDevServerChild, type DevServerTarget as Target } from './support/dev-server-child';
import { loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { peakRss } from './support/process-memory';

const CREATE_WORKERS = 8;
const RUNNER_CONCURRENCY = 8;
const JOBS_PER_UNIT = 10;
/** The operation of every bench job: the listeners handle `workbook:step`. */
const OPERATION = 'step';

/** Starts one of the two runners of a measurement; `onCompleted` counts each job it completed. */
type StartRunner = (
  target: Target,
  listenerId: string,
  onCompleted: () => void,
) => Promise<{ stop(): Promise<unknown> }>;

/** The floor's runner: claims each ready job it wins and completes it, on the bare wire. */
const startBareRunner: StartRunner = async (target, listenerId, onCompleted) => {
  const client = createClient({ baseUrl: target.url, apiKey: target.apiKey });
  const subscription = subscribe(client, {
    environmentId: target.environmentId,
    topics: ['job:ready'],
    transport: 'sse',
  });
  const inFlight = new Set<Promise<void>>();
  const run = async (jobId: string) => {
    const path = { jobId };
    const claim = await client.POST('/v1/jobs/{jobId}/ack', {
      params: { path },
      body: { listenerId },
    });
    if (claim.response.status === 409) return; // the other runner won it
    if (claim.error) throw new Error(`ack ${jobId}: ${claim.response.status}`);
    const done = await client.POST('/v1/jobs/{jobId}/complete', {
      params: { path },
      body: { listenerId },
    });
    if (done.error) throw new Error(`complete ${jobId}: ${done.response.status}`);
    onCompleted();
  };
  const reading = (async () => {
    for await (const event of subscription) {
      const task = run(event.context.jobId ?? '').finally(() => inFlight.delete(task));
      inFlight.add(task);
      if (inFlight.size >= RUNNER_CONCURRENCY) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  })();
  await subscription.ready;
  return {
    async stop() {
      await subscription.close();
      await reading;
    },
  };
};

/**
 * The measured runner: a `Listener` with a `jobHandler` that does no work, so the listener
 * claims, keeps and completes each job it wins. Its client counts the completions it sent that
 * the server accepted (the handler runs before the completion, so it cannot count them).
 */
const startJobListener: StartRunner = async (target, listenerId, onCompleted) => {
  const countingFetch: FetchLike = async (input, init) => {
    const response = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (response.ok && url.endsWith('/complete')) onCompleted();
    return response;
  };
  const client = createClient({ baseUrl: target.url, apiKey: target.apiKey, fetch: countingFetch });
  const errors: Error[] = [];
  const listener = new Listener({ id: listenerId })
    .onError((error) => void errors.push(error))
    .use(jobHandler(`workbook:${OPERATION}`, async () => {}));
  const handle = await listener.listen({
    client,
    environmentId: target.environmentId,
    transport: 'sse',
    concurrency: RUNNER_CONCURRENCY,
  });
  return {
    async stop() {
      await handle.close();
      if (errors.length > 0)
        throw new AggregateError(errors, `${listenerId}: ${errors.length} errors`);
    },
  };
};

type Create = (
  client: ImportkitClient,
  workbookId: string,
  predecessorIds?: string[],
) => Promise<string>;

const createJob: Create = async (client, workbookId, predecessorIds) => {
  const body = predecessorIds
    ? { type: 'workbook' as const, source: workbookId, operation: OPERATION, predecessorIds }
    : { type: 'workbook' as const, source: workbookId, operation: OPERATION, immediate: true };
  return (await unwrap(client.POST('/v1/jobs', { body }))).data.id;
};

/** One unit of ten jobs: three chains of three, and a merge on their ends. */
async function createUnit(client: ImportkitClient, workbookId: string, dependencies: boolean) {
  const after = (ids: string[]) => (dependencies ? ids : undefined);
  const ends: string[] = [];
  for (let chain = 0; chain < 3; chain++) {
    let previous = await createJob(client, workbookId);
    for (let step = 0; step < 2; step++) {
      previous = await createJob(client, workbookId, after([previous]));
    }
    ends.push(previous);
  }
  await createJob(client, workbookId, after(ends));
}

/** One measurement: the time from the first POST to the last completion, the server's peak RSS. */
interface Measured {
  ms: number;
  peak: number;
  load: number;
}

async function measure(jobs: number, dependencies: boolean): Promise<Measured> {
  const server = await startDevServerChild(jobs * 6 + 1000);
  const { target } = server;
  try {
    const client = createClient({ baseUrl: target.url, apiKey: target.apiKey });
    const space = await unwrap(client.POST('/v1/spaces', { body: { name: 'bench' } }));
    const workbook = await unwrap(
      client.POST('/v1/workbooks', { body: { name: 'bench', spaceId: space.data.id } }),
    );
    let completed = 0;
    let resolveAll: () => void = () => {};
    const allCompleted = new Promise<void>((resolve) => {
      resolveAll = resolve;
    });
    const onCompleted = () => {
      completed += 1;
      if (completed === jobs) resolveAll();
    };
    // Chains and fan-ins run on two listeners; the floor on two bare runners.
    const startRunner = dependencies ? startJobListener : startBareRunner;
    const runners = await Promise.all(
      ['runner-a', 'runner-b'].map((id) => startRunner(target, id, onCompleted)),
    );
    const units = Math.ceil(jobs / JOBS_PER_UNIT);
    let nextUnit = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CREATE_WORKERS }, async () => {
        while (nextUnit < units) {
          nextUnit += 1;
          await createUnit(client, workbook.data.id, dependencies);
        }
      }),
    );
    await allCompleted;
    const ms = performance.now() - started;
    const peak = peakRss(server.pid);
    await Promise.all(runners.map((runner) => runner.stop()));
    return { ms, peak, load: loadNow() };
  } finally {
    await server.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: '10000' },
      rounds: { type: 'string', default: '2' },
    },
  });
  const units = Math.ceil(Number(values.jobs) / JOBS_PER_UNIT);
  const jobs = units * JOBS_PER_UNIT;
  const rounds = Number(values.rounds);
  printBenchHeader(
    `jobs: ${jobs.toLocaleString('en')} (${units.toLocaleString('en')} units: 3 chains of 3 + 1 fan-in), ${CREATE_WORKERS} creating workers, best of ${rounds}`,
  );
  let floor: Measured | undefined;
  let engine: Measured | undefined;
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so a busy moment of a shared machine does not favour one.
    for (const dependencies of round % 2 === 0 ? [false, true] : [true, false]) {
      const measured = await measure(jobs, dependencies);
      if (dependencies) engine = engine && engine.ms <= measured.ms ? engine : measured;
      else floor = floor && floor.ms <= measured.ms ? floor : measured;
    }
  }
  if (!floor || !engine) throw new Error('--rounds must be at least 1');
  printFloorRow({
    path: `chains and fan-ins, two Listeners with a jobHandler (concurrency ${RUNNER_CONCURRENCY})`,
    oursMs: engine.ms,
    floorMs: floor.ms,
    count: jobs,
    countUnit: 'jobs',
    oursRss: engine.peak,
    floorRss: floor.peak,
    load: (engine.load + floor.load) / 2,
    floor:
      'the same jobs with no dependencies, each claimed and completed by two bare runners on the wire (peak RSS: the dev server child)',
    ownCode: "the dev server, and the runners' subscribe() from @importkit/api",
  });
}

await main();
