/**
 * The listener side of bench/webhook-egress.ts, run in child processes so that the dev server and
 * the receiver (in the parent) do not colour the listener's RSS or CPU. The parent bundles this
 * file with esbuild into bench/out/ and runs it with plain `node`, as a customer runs compiled
 * JavaScript: no TypeScript loader in the process, for the plugin run and the floor alike.
 *
 * Roles (argv[2]; the configuration comes in BENCH_CONFIG):
 * - `egress`: a Listener with webhookEgress; says `ready` with its RSS once connected (VmHWM is
 *   reset then), and `peak` (VmHWM) when the parent asks after the job completed;
 * - `floor`: fetches the same pages as raw bytes and pipes them to the same receiver, one POST,
 *   no processing; with `secret`, the reachable floor of a signed send (the signature is a header,
 *   sent before the body): the same bytes spooled to a temporary file with an HMAC-SHA256 pass
 *   over them, then the file sent with its signature; its peak RSS is reset once it started;
 * - `bulk-update`: one PUT per sheet of the rejection messages the plugin would write (its peak
 *   RSS from just before the first PUT).
 */
import { createHmac, type Hmac } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ImportkitClient, iterateRecordPages, unwrap } from '@importkit/api';
import { Listener } from '@importkit/listener';
import { WEBHOOK_MESSAGE_PATH, webhookEgress } from '@importkit/plugin-webhook-egress';
import { type ChildConfig, REJECTION_MESSAGE } from './webhook-egress-config';

const MiB = 1024 * 1024;

const statusValue = (key: 'VmHWM' | 'VmRSS'): number => {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(key));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
};

const send = (message: object): void => {
  process.send?.(message);
};

async function egress(config: ChildConfig, client: ImportkitClient): Promise<void> {
  const listener = new Listener().use(
    webhookEgress(`workbook:${config.operation}`, config.receiverUrl, {
      maxResponseBytes: 64 * MiB,
      pageSize: config.pageSize,
      secret: config.secret,
    }),
  );
  const handle = await listener.listen({ client, environmentId: config.environmentId });
  writeFileSync('/proc/self/clear_refs', '5'); // VmHWM := VmRSS, so the peak is the egress's
  const cpuBefore = process.cpuUsage();
  send({ ready: true, rss: statusValue('VmRSS') });
  await once(process, 'message');
  const cpu = process.cpuUsage(cpuBefore);
  send({ peak: statusValue('VmHWM'), cpuMs: (cpu.user + cpu.system) / 1000 });
  await handle.close();
}

/** Every page's bytes, as the API sends them, in order. */
async function* rawPages(config: ChildConfig): AsyncGenerator<Uint8Array> {
  for (const sheet of config.sheets) {
    for (let page = 1; (page - 1) * config.pageSize < sheet.total; page += 1) {
      const url = `${config.url}/v1/sheets/${sheet.id}/records?pageSize=${config.pageSize}&pageNumber=${page}`;
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${config.apiKey}` },
      });
      for await (const chunk of response.body ?? []) yield chunk;
    }
  }
}

function postTo(config: ChildConfig, headers: Record<string, string>) {
  const post = request(config.receiverUrl, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', ...headers },
  });
  const answered = new Promise((resolve) =>
    post.on('response', (res) => res.resume().on('end', resolve)),
  );
  return { post, answered };
}

async function pipeUnsigned(config: ChildConfig): Promise<void> {
  const { post, answered } = postTo(config, {});
  for await (const chunk of rawPages(config)) {
    if (!post.write(chunk)) await once(post, 'drain');
  }
  post.end();
  await answered;
}

/** Spools the pages to a temporary file while signing them, then sends the file. */
async function spoolSignedThenSend(config: ChildConfig, secret: string): Promise<void> {
  const path = join(tmpdir(), `importkit-bench-spool-${process.pid}`);
  try {
    const hmac: Hmac = createHmac('sha256', secret);
    const spool = createWriteStream(path);
    let bytes = 0;
    for await (const chunk of rawPages(config)) {
      hmac.update(chunk);
      bytes += chunk.length;
      if (!spool.write(chunk)) await once(spool, 'drain');
    }
    spool.end();
    await once(spool, 'finish');
    const signature = `v1,${hmac.digest('base64')}`;
    const { post, answered } = postTo(config, {
      'content-length': String(bytes),
      'webhook-signature': signature,
    });
    // Not stream.pipeline: the receiver answers and closes once the body is in, which it reads
    // as a premature close of the request.
    createReadStream(path).pipe(post);
    await answered;
  } finally {
    rmSync(path, { force: true });
  }
}

async function floor(config: ChildConfig): Promise<void> {
  writeFileSync('/proc/self/clear_refs', '5'); // VmHWM := VmRSS, so the peak is the floor's
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  if (config.secret === undefined) await pipeUnsigned(config);
  else await spoolSignedThenSend(config, config.secret);
  const cpu = process.cpuUsage(cpuBefore);
  send({
    ms: performance.now() - started,
    peak: statusValue('VmHWM'),
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
}

async function recordIds(client: ImportkitClient, sheetId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of iterateRecordPages(client, sheetId))
    for (const record of page) ids.push(record.id);
  return ids;
}

/** The floor of applying rejections: the same updates, one PUT per sheet. */
async function bulkUpdate(config: ChildConfig, client: ImportkitClient): Promise<void> {
  const message = {
    type: 'error' as const,
    message: REJECTION_MESSAGE,
    field: 'field0',
    source: 'custom-logic' as const,
    path: WEBHOOK_MESSAGE_PATH,
  };
  const bodies = [];
  for (const sheet of config.sheets) {
    const ids = (await recordIds(client, sheet.id)).slice(0, sheet.total);
    bodies.push({
      sheetId: sheet.id,
      body: ids.map((id) => ({ id, values: { field0: { messages: [message] } } })),
    });
  }
  writeFileSync('/proc/self/clear_refs', '5');
  const started = performance.now();
  for (const { sheetId, body } of bodies) {
    await unwrap(
      client.PUT('/v1/sheets/{sheetId}/records', { params: { path: { sheetId } }, body }),
    );
  }
  send({ ms: performance.now() - started, peak: statusValue('VmHWM') });
}

const role = process.argv[2];
const config = JSON.parse(process.env.BENCH_CONFIG ?? '{}') as ChildConfig;
const client = createClient({ baseUrl: config.url, apiKey: config.apiKey });
if (role === 'egress') await egress(config, client);
else if (role === 'floor') await floor(config);
else if (role === 'bulk-update') await bulkUpdate(config, client);
else throw new Error(`bench child: unknown role ${role}`);
