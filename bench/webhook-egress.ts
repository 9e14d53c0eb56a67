/**
 * Benchmark of @importkit/plugin-webhook-egress:
 * `npx tsx bench/webhook-egress.ts [--records N] [--quick] [--rounds R] [--page-size P] [--profile]
 * [--skip-signed] [--skip-unsigned] [--skip-rejections] [--verbose]`.
 *
 * For workbooks of 100,000 and 1,000,000 records (3 sheets, 10 fields; or N with --records), in
 * one run against the dev server and a receiver on loopback (both in this process):
 * - egress: a listener process with the plugin handles a submit job; wall time from pressing
 *   Submit to the job completed (its finishedAt; the job is polled every 100 ms), and the
 *   listener process's peak RSS during the egress (VmHWM, reset once the listener is connected);
 * - floor: a process fetches the same pages (same page size) as raw bytes and pipes them to the
 *   same receiver in one POST, with no processing (its peak RSS from once it started);
 * - signed: the same with a `secret`, against the reachable floor of a signed send (the signature
 *   is a header, sent before the body): the same bytes spooled to a temporary file with an
 *   HMAC-SHA256 pass over them, then the file sent with its signature;
 * - rejections (first size only): the webhook rejects 100,000 records (one field each); the time
 *   from its answer to the job completed, against one bulk update of the same records (one PUT
 *   per sheet: the dev server's own bulk write, so our own code on both sides).
 * Each figure is the best of R rounds (default 2). The listener side runs in child processes,
 * bundled into bench/out/ and run on plain `node` (compiled JavaScript, as a customer runs it);
 * the floor runs the same way. --quick: 100,000 records, one round, no signed run. --profile
 * writes a CPU profile of each egress and floor child to bench/out/profiles/ (named by role);
 * --verbose prints when each
 * body reached the receiver and how long it took.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, type ImportkitClient, iterateRecordPages, unwrap } from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';
import { bundleChild } from './support/bundle-child';
import { loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { type ChildConfig, REJECTION_MESSAGE } from './support/webhook-egress-config';

const SHEETS = 3;
const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);
const REJECTIONS = 100_000;
const MiB = 1024 * 1024;
const SECRET = 'bench-signing-secret';

const { values: args } = parseArgs({
  options: {
    records: { type: 'string' },
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    'page-size': { type: 'string', default: '10000' },
    profile: { type: 'boolean', default: false },
    'skip-signed': { type: 'boolean', default: false },
    'skip-unsigned': { type: 'boolean', default: false },
    'skip-rejections': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const sizes = args.records ? [Number(args.records)] : args.quick ? [100_000] : [100_000, 1_000_000];
const rounds = Number(args.rounds ?? (args.quick ? 1 : 2));
const pageSize = Number(args['page-size']);
const signedRuns = !args.quick && !args['skip-signed'];

const childScript = await bundleChild(
  fileURLToPath(new URL('./support/webhook-egress-child.ts', import.meta.url)),
);
const profileDir = join(fileURLToPath(new URL('.', import.meta.url)), 'out', 'profiles');
let profiled = 0;

/** Runs a child role; `onReady` runs when an egress child is listening, then its peak is asked. */
function runChild(
  role: string,
  config: ChildConfig,
  onReady?: (child: ChildProcess) => Promise<void>,
): Promise<Record<string, number>> {
  const flags =
    args.profile && (role === 'egress' || role === 'floor')
      ? [
          '--cpu-prof',
          '--cpu-prof-dir',
          profileDir,
          '--cpu-prof-name',
          `${role}-${++profiled}.cpuprofile`,
        ]
      : [];
  const worker = spawn(process.execPath, [...flags, '--enable-source-maps', childScript, role], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_CONFIG: JSON.stringify(config) },
  });
  return new Promise((resolve, reject) => {
    const results: Record<string, number> = {};
    worker.on('message', (message: Record<string, number>) => {
      Object.assign(results, message);
      if (message.ready && onReady) {
        onReady(worker).then(
          () => worker.send('report'),
          (error: unknown) => {
            // The child waits for 'report' forever otherwise, reconnecting to a server that is gone.
            worker.kill();
            reject(error);
          },
        );
      }
    });
    worker.on('exit', (code) =>
      code === 0 ? resolve(results) : reject(new Error(`bench child ${role} exited ${code}`)),
    );
  });
}

let pressedAt = 0;
// The dev server and the receiver run in this process: its CPU time shows whether it is the limit.
const logParentCpu = (what: string, since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  console.log(
    `dev server + receiver CPU during ${what}: ${fmt((used.user + used.system) / 1000)} ms`,
  );
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const server = await startDevServer({ port: 0, eventLogLimit: 10_000 });
  const client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
  let answer = '{}';
  let answeredAt = 0;
  const receiver = createServer((req, res) => {
    const bodyStarted = performance.now();
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      if (args.verbose)
        console.log(
          `receiver: ${fmt(bytes)} bytes in ${fmt(performance.now() - bodyStarted)} ms, from +${fmt(bodyStarted - pressedAt)} ms after Submit`,
        );
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(answer),
      });
      res.end(answer, () => {
        answeredAt = Date.now();
      });
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  printBenchHeader(
    `@importkit/plugin-webhook-egress: page size ${fmt(pageSize)}, best of ${rounds} round(s), listener and floor on plain node (bundled); targets: egress ≤ 1.5x floor, listener peak RSS < 200 MiB and flat, rejections ≤ 2x floor`,
  );

  for (const size of sizes) {
    const operation = `submit${size}`;
    const { workbookId, sheets } = await createWorkbook(
      client,
      server.environmentId,
      operation,
      size,
    );
    const base: ChildConfig = {
      url: server.url,
      apiKey: server.apiKey,
      environmentId: server.environmentId,
      receiverUrl,
      operation,
      pageSize,
      sheets,
    };
    const variants = [
      ...(args['skip-unsigned'] ? [] : [base]),
      ...(signedRuns ? [{ ...base, secret: SECRET }] : []),
    ];
    for (const config of variants) {
      const floors: { ms: number; cpuMs: number; peak: number }[] = [];
      const runs: { ms: number; peak: number; rss: number; cpuMs: number }[] = [];
      for (let round = 0; round < rounds; round += 1) {
        let parentCpu = process.cpuUsage();
        const floorRun = await runChild('floor', config);
        if (args.verbose) logParentCpu('floor', parentCpu);
        floors.push({
          ms: floorRun.ms ?? Number.NaN,
          cpuMs: floorRun.cpuMs ?? Number.NaN,
          peak: floorRun.peak ?? 0,
        });
        let ms = 0;
        const result = await runChild('egress', config, async () => {
          parentCpu = process.cpuUsage();
          const pressedAtMs = Date.now();
          const job = await pressSubmit(client, workbookId, operation);
          if (job.status !== 'complete')
            throw new Error(`egress job ${job.status}: ${job.outcome?.message}`);
          // Until the job completed, by the dev server's clock (this process's): not until the
          // poll noticed it.
          ms = Date.parse(job.finishedAt ?? '') - pressedAtMs;
          if (args.verbose) logParentCpu('egress', parentCpu);
        });
        runs.push({ ms, peak: result.peak ?? 0, rss: result.rss ?? 0, cpuMs: result.cpuMs ?? 0 });
      }
      const best = runs.reduce((a, b) => (a.ms <= b.ms ? a : b));
      const bestFloor = floors.reduce((a, b) => (a.ms <= b.ms ? a : b));
      const idle = Math.min(...runs.map((run) => run.rss));
      printFloorRow({
        path: `egress of ${fmt(size)} records${config.secret ? ', signed' : ''} (CPU: listener ${fmt(best.cpuMs)} ms, floor ${fmt(bestFloor.cpuMs)} ms; listener idle RSS ${mib(idle)})`,
        oursMs: best.ms,
        floorMs: bestFloor.ms,
        count: size,
        countUnit: 'records',
        oursRss: Math.max(...runs.map((run) => run.peak)),
        floorRss: Math.max(...floors.map((run) => run.peak)),
        load: loadNow(),
        floor: config.secret
          ? 'the same page bytes spooled to a temporary file with an HMAC-SHA256 pass, then the file sent with its signature header in one POST (the reachable floor of a signed send)'
          : 'the same page bytes fetched raw and piped to the same receiver in one POST, no processing',
      });
    }

    if (size === sizes[0] && !args['skip-rejections']) {
      // Rejections: the webhook rejects the first 100,000 records (or all, if fewer).
      let left = REJECTIONS;
      const rejected = [];
      for (const sheet of sheets) {
        const ids = (await recordIds(client, sheet.id)).slice(0, left);
        left -= ids.length;
        rejected.push({
          sheetId: sheet.id,
          rejectedRecords: ids.map((id) => ({
            id,
            values: [{ field: 'field0', message: REJECTION_MESSAGE }],
          })),
        });
      }
      const count = REJECTIONS - left;
      const applies: { ms: number; peak: number }[] = [];
      const bulks: { ms: number; peak: number }[] = [];
      for (let round = 0; round < rounds; round += 1) {
        answer = JSON.stringify({ rejections: { id: workbookId, sheets: rejected } });
        let applied = 0;
        const egress = await runChild('egress', base, async () => {
          const job = await pressSubmit(client, workbookId, operation);
          if (!job.outcome?.message?.includes(`rejected ${fmt(count)} records`))
            throw new Error(`rejections not applied: ${job.outcome?.message}`);
          applied = Date.parse(job.finishedAt ?? '') - answeredAt;
        });
        applies.push({ ms: applied, peak: egress.peak ?? 0 });
        answer = '{}';
        const bulkConfig = {
          ...base,
          sheets: rejected.map((s) => ({ id: s.sheetId, total: s.rejectedRecords.length })),
        };
        const bulk = await runChild('bulk-update', bulkConfig);
        bulks.push({ ms: bulk.ms ?? Number.NaN, peak: bulk.peak ?? 0 });
      }
      const fastest = (runs: { ms: number; peak: number }[]) =>
        runs.reduce((a, b) => (a.ms <= b.ms ? a : b));
      printFloorRow({
        path: `${fmt(count)} rejections applied (the webhook's answer → the job completed; listener peak RSS over the whole egress)`,
        oursMs: fastest(applies).ms,
        floorMs: fastest(bulks).ms,
        count,
        countUnit: 'records',
        oursRss: fastest(applies).peak,
        floorRss: fastest(bulks).peak,
        load: loadNow(),
        floor:
          'the same messages written by one bulk update (PUT records) per sheet, from a process of its own',
        ownCode: 'the dev server',
      });
    }
  }
  receiver.close();
  await server.close();
}

async function recordIds(client: ImportkitClient, sheetId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of iterateRecordPages(client, sheetId))
    for (const record of page) ids.push(record.id);
  return ids;
}

async function pressSubmit(client: ImportkitClient, workbookId: string, operation: string) {
  pressedAt = performance.now();
  const { data: created } = await unwrap(
    client.POST('/v1/jobs', {
      body: { type: 'workbook', operation, source: workbookId, trigger: 'immediate' },
    }),
  );
  for (;;) {
    const { data: job } = await unwrap(
      client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: created.id } } }),
    );
    if (job.status === 'complete' || job.status === 'failed') return job;
    // Not every 10 ms: a poll costs the dev server's thread (which serves the pages) and this
    // process 1–3 ms of CPU, which over a 20 s egress was 2–4 s of CPU that the floor, which is
    // not polled, never paid. The time is read from the job's finishedAt, not from the poll.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createWorkbook(
  client: ImportkitClient,
  environmentId: string,
  operation: string,
  size: number,
) {
  const { data: space } = await unwrap(
    client.POST('/v1/spaces', { body: { name: `bench ${size}`, environmentId } }),
  );
  const { data: workbook } = await unwrap(
    client.POST('/v1/workbooks', {
      body: {
        name: `Bench ${size}`,
        spaceId: space.id,
        sheets: Array.from({ length: SHEETS }, (_, s) => ({
          name: `Sheet ${s + 1}`,
          slug: `sheet-${s + 1}`,
          fields: FIELDS.map((key) => ({ key, type: 'string' as const })),
        })),
        actions: [{ operation, mode: 'foreground', label: 'Submit', primary: true }],
      },
    }),
  );
  const sheets = [];
  for (const [s, sheet] of (workbook.sheets ?? []).entries()) {
    const total = Math.floor(size / SHEETS) + (s < size % SHEETS ? 1 : 0);
    for (let start = 0; start < total; start += 10_000) {
      const body = Array.from({ length: Math.min(10_000, total - start) }, (_, i) =>
        Object.fromEntries(
          FIELDS.map((key, f) => [
            key,
            { value: `${key} value ${start + i} of sheet ${s + 1}${f === 9 ? ' ✓' : ''}` },
          ]),
        ),
      );
      await unwrap(
        client.POST('/v1/sheets/{sheetId}/records', {
          params: { path: { sheetId: sheet.id } },
          body,
        }),
      );
    }
    sheets.push({ id: sheet.id, total });
  }
  return { workbookId: workbook.id, sheets };
}

await main();
