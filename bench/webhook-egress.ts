/**
 * Benchmark of @importkit/plugin-webhook-egress: `npx tsx bench/webhook-egress.ts [--records N]`.
 *
 * For workbooks of 100,000 and 1,000,000 records (3 sheets, 10 fields; or N with --records), in
 * one run against the dev server and a receiver on loopback:
 * - egress: a listener process with the plugin handles a submit job; wall time from pressing
 *   Submit to the job completed, and the listener process's peak RSS during the egress (VmHWM,
 *   reset once the listener is connected);
 * - floor: a process fetches the same pages as raw bytes and pipes them to the same receiver;
 * - rejections: the webhook rejects 100,000 records (one field each); the time from its answer
 *   to the job completed, against one bulk update of the same records (one PUT per sheet).
 * Each measurement is the best of two runs. Listener-side work runs in child processes (this
 * file with --child ROLE), so the dev server and receiver in this process do not colour RSS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient, type ImportkitClient, iterateRecordPages, unwrap } from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';
import { Listener } from '@importkit/listener';
import { webhookEgress } from '@importkit/plugin-webhook-egress';

const SHEETS = 3;
const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);
const REJECTIONS = 100_000;
const PAGE_SIZE = 10_000;
const MiB = 1024 * 1024;

interface Config {
  url: string;
  apiKey: string;
  environmentId: string;
  receiverUrl: string;
  operation: string;
  sheets: { id: string; total: number }[];
}

const rssOf = (key: 'VmHWM' | 'VmRSS'): number => {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(key));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
};

// ---------------------------------------------------------------- child processes (listener side)

async function child(role: string, config: Config): Promise<void> {
  const client = createClient({ baseUrl: config.url, apiKey: config.apiKey });
  const send = (message: object) => process.send?.(message);
  if (role === 'egress') {
    const listener = new Listener().use(
      webhookEgress(`workbook:${config.operation}`, config.receiverUrl, {
        maxResponseBytes: 64 * MiB,
      }),
    );
    const handle = await listener.listen({ client, environmentId: config.environmentId });
    writeFileSync('/proc/self/clear_refs', '5'); // VmHWM := VmRSS, so the peak is the egress's
    send({ ready: true, rss: rssOf('VmRSS') });
    await once(process, 'message');
    send({ peak: rssOf('VmHWM') });
    await handle.close();
    return;
  }
  if (role === 'floor') {
    const started = performance.now();
    const post = request(config.receiverUrl, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json' },
    });
    const answered = new Promise((resolve) =>
      post.on('response', (res) => res.resume().on('end', resolve)),
    );
    for (const sheet of config.sheets) {
      for (let page = 1; (page - 1) * PAGE_SIZE < sheet.total; page += 1) {
        const url = `${config.url}/v1/sheets/${sheet.id}/records?pageSize=${PAGE_SIZE}&pageNumber=${page}`;
        const response = await fetch(url, {
          headers: { authorization: `Bearer ${config.apiKey}` },
        });
        for await (const chunk of response.body ?? [])
          if (!post.write(chunk)) await once(post, 'drain');
      }
    }
    post.end();
    await answered;
    send({ ms: performance.now() - started, peak: rssOf('VmHWM') });
    return;
  }
  // bulk-update: the floor of applying rejections, one PUT per sheet of the same updates.
  const bodies = [];
  for (const sheet of config.sheets)
    bodies.push({ sheetId: sheet.id, body: rejectedUpdates(await recordIds(client, sheet.id)) });
  const started = performance.now();
  for (const { sheetId, body } of bodies) {
    await unwrap(
      client.PUT('/v1/sheets/{sheetId}/records', { params: { path: { sheetId } }, body }),
    );
  }
  send({ ms: performance.now() - started });
}

async function recordIds(client: ImportkitClient, sheetId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of iterateRecordPages(client, sheetId))
    for (const record of page) ids.push(record.id);
  return ids;
}

const REJECTION_MESSAGE = 'Rejected by the benchmark webhook';
function rejectedUpdates(ids: string[]) {
  const message = {
    type: 'error' as const,
    message: REJECTION_MESSAGE,
    field: 'field0',
    source: 'custom-logic' as const,
    path: '$.importkitWebhookEgress',
  };
  return ids.map((id) => ({ id, values: { field0: { messages: [message] } } }));
}

// ---------------------------------------------------------------- parent (service side)

function runChild(role: string, config: Config, onReady?: (child: ChildProcess) => Promise<void>) {
  const script = fileURLToPath(import.meta.url);
  const worker = spawn(process.execPath, ['--import', 'tsx', script, '--child', role], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_CONFIG: JSON.stringify(config) },
  });
  return new Promise<Record<string, number>>((resolve, reject) => {
    const results: Record<string, number> = {};
    worker.on('message', (message: Record<string, number>) => {
      Object.assign(results, message);
      if (message.ready && onReady) onReady(worker).then(() => worker.send('report'), reject);
    });
    worker.on('exit', (code) =>
      code === 0 ? resolve(results) : reject(new Error(`${role} exited ${code}`)),
    );
  });
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--records');
  const sizes = at === -1 ? [100_000, 1_000_000] : [Number(process.argv[at + 1])];
  const server = await startDevServer({ port: 0, eventLogLimit: 10_000 });
  const client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
  let answer = '{}';
  let answeredAt = 0;
  const receiver = createServer((req, res) => {
    req.resume().on('end', () => {
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
  const rows: string[] = [];
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

  for (const size of sizes) {
    const operation = `submit${size}`;
    const { workbookId, sheets } = await createWorkbook(
      client,
      server.environmentId,
      operation,
      size,
    );
    const config: Config = {
      url: server.url,
      apiKey: server.apiKey,
      environmentId: server.environmentId,
      receiverUrl,
      operation,
      sheets,
    };
    const floors: number[] = [];
    const egress: { ms: number; peak: number; rss: number }[] = [];
    for (let round = 0; round < 2; round += 1) {
      floors.push((await runChild('floor', config)).ms ?? Number.NaN);
      let ms = 0;
      const result = await runChild('egress', config, async () => {
        const started = performance.now();
        const job = await pressSubmit(client, workbookId, operation);
        if (job.status !== 'completed')
          throw new Error(`egress job ${job.status}: ${job.outcome?.message}`);
        ms = performance.now() - started;
      });
      egress.push({ ms, peak: result.peak ?? 0, rss: result.rss ?? 0 });
    }
    const floor = Math.min(...floors);
    const best = egress.reduce((a, b) => (a.ms <= b.ms ? a : b));
    const peak = Math.max(...egress.map((run) => run.peak));
    rows.push(
      `${fmt(size).padStart(9)} records  floor ${fmt(floor).padStart(6)} ms  egress ${fmt(best.ms).padStart(6)} ms  ratio ${(best.ms / floor).toFixed(2)}  listener peak RSS ${(peak / MiB).toFixed(0)} MiB (idle ${(best.rss / MiB).toFixed(0)} MiB)`,
    );
    console.log(rows.at(-1));

    if (size === sizes[0]) {
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
      const applies: number[] = [];
      const bulks: number[] = [];
      for (let round = 0; round < 2; round += 1) {
        answer = JSON.stringify({ rejections: { id: workbookId, sheets: rejected } });
        await runChild('egress', config, async () => {
          const job = await pressSubmit(client, workbookId, operation);
          if (!job.outcome?.message?.includes(`rejected ${fmt(count)} records`))
            throw new Error(`rejections not applied: ${job.outcome?.message}`);
          applies.push(Date.parse(job.finishedAt ?? '') - answeredAt);
        });
        answer = '{}';
        bulks.push(
          (
            await runChild('bulk-update', {
              ...config,
              sheets: rejected.map((s) => ({ id: s.sheetId, total: s.rejectedRecords.length })),
            })
          ).ms ?? Number.NaN,
        );
      }
      const apply = Math.min(...applies);
      const bulk = Math.min(...bulks);
      rows.push(
        `${fmt(count).padStart(9)} rejections  floor (bulk update) ${fmt(bulk)} ms  applied in ${fmt(apply)} ms  ratio ${(apply / bulk).toFixed(2)}`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log(
    `\nbench/webhook-egress (targets: egress ≤ 1.5× floor, peak RSS < 200 MiB and flat, rejections ≤ 2× floor)\n${rows.join('\n')}`,
  );
  receiver.close();
  await server.close();
}

async function pressSubmit(client: ImportkitClient, workbookId: string, operation: string) {
  const { data: created } = await unwrap(
    client.POST('/v1/jobs', {
      body: { type: 'workbook', operation, source: workbookId, trigger: 'immediate' },
    }),
  );
  for (;;) {
    const { data: job } = await unwrap(
      client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: created.id } } }),
    );
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
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

const childAt = process.argv.indexOf('--child');
if (childAt === -1) await main();
else
  await child(
    process.argv[childAt + 1] ?? '',
    JSON.parse(process.env.BENCH_CONFIG ?? '{}') as Config,
  );
