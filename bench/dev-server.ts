/**
 * Benchmark of @importkit/dev-server: `npx tsx bench/dev-server.ts [--records N]`.
 *
 * The dev server runs in a child process (so its peak RSS is its own, read from
 * /proc/<pid>/status VmHWM). This process inserts N records (default 1,000,000; 10 string
 * fields) in batches of 10,000 (timing the requests, not the building of their bodies), then
 * reads them all back page by page (10,000 per page), twice
 * over: with plain fetch (body as text) and with the @importkit/api client (parsed pages). The
 * floor is the same bytes served as static responses by a plain node:http server in a second
 * child process, fetched the same two ways in the same run. Each read figure is the best of two
 * rounds; the ratio is dev server time / floor time (1.00x = as fast as static bytes).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, iterateRecordPages } from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';

const PAGE_SIZE = 10_000;
const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);
const MiB = 1024 * 1024;

interface Target {
  url: string;
  apiKey: string;
  sheetId: string;
  records: number;
}

const pageCount = (records: number) => Math.max(1, Math.ceil(records / PAGE_SIZE));
/** The URLs the api client asks for (the first page with counts), so both reads fetch the same bytes. */
const pagePath = (sheetId: string, page: number) =>
  `/v1/sheets/${sheetId}/records?pageSize=${PAGE_SIZE}&pageNumber=${page}${page === 1 ? '&includeCounts=true' : ''}`;

function startChild(role: string): ChildProcess {
  return fork(fileURLToPath(import.meta.url), ['--child', role], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

async function message<T>(child: ChildProcess): Promise<T> {
  const [value] = await once(child, 'message');
  return value as T;
}

function memoryOf(pid: number, key: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(key));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

// ------------------------------------------------------------------------------ child processes

async function serveDevServer() {
  const server = await startDevServer({ port: 0 });
  process.send?.({ url: server.url, apiKey: server.apiKey });
  await once(process, 'message');
  await server.close();
  process.disconnect();
}

/** Fetches every page once (untimed), then serves the same bytes as static responses. */
async function serveStaticPages() {
  const target = await message<Target>(process as unknown as ChildProcess);
  const pages: Buffer[] = [];
  for (let page = 1; page <= pageCount(target.records); page++) {
    const response = await fetch(target.url + pagePath(target.sheetId, page), {
      headers: { authorization: `Bearer ${target.apiKey}` },
    });
    pages.push(Buffer.from(await response.arrayBuffer()));
  }
  const server = createServer((request, response) => {
    const page = pages[Number(request.url?.split('/').pop()) - 1];
    response.writeHead(page ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(page);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  process.send?.({
    url: `http://127.0.0.1:${port}`,
    bytes: pages.reduce((n, p) => n + p.length, 0),
  });
  await once(process, 'message');
  server.close();
  process.disconnect();
}

// --------------------------------------------------------------------------------- measurements

async function api(
  target: Omit<Target, 'sheetId' | 'records'>,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(target.url + path, {
    method,
    headers: { authorization: `Bearer ${target.apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

function batchBody(from: number, count: number): string {
  const records = [];
  for (let n = from; n < from + count; n++) {
    const record: Record<string, { value: string }> = {};
    for (const field of FIELDS) record[field] = { value: `${field}-value-${n}` };
    records.push(record);
  }
  return JSON.stringify(records);
}

async function insertAll(target: Target): Promise<{ ms: number; bytes: number }> {
  let elapsed = 0;
  let bytes = 0;
  for (let from = 0; from < target.records; from += PAGE_SIZE) {
    const body = batchBody(from, Math.min(PAGE_SIZE, target.records - from)); // not timed
    bytes += Buffer.byteLength(body);
    const started = performance.now();
    const response = await fetch(`${target.url}/v1/sheets/${target.sheetId}/records`, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.apiKey}`, 'content-type': 'application/json' },
      body,
    });
    // The answer (the inserted records with their ids) is received whole but not parsed here.
    const answer = await response.arrayBuffer();
    elapsed += performance.now() - started;
    if (response.status !== 200)
      throw new Error(`insert: ${response.status} ${Buffer.from(answer)}`);
  }
  return { ms: elapsed, bytes };
}

async function readAsText(
  base: string,
  path: (page: number) => string,
  target: Target,
  auth: boolean,
) {
  const started = performance.now();
  let bytes = 0;
  for (let page = 1; page <= pageCount(target.records); page++) {
    const headers = auth ? { authorization: `Bearer ${target.apiKey}` } : undefined;
    bytes += (await (await fetch(base + path(page), { headers })).text()).length;
  }
  return { ms: performance.now() - started, bytes };
}

async function readWithClient(target: Target) {
  const client = createClient({ baseUrl: target.url, apiKey: target.apiKey });
  const started = performance.now();
  let records = 0;
  for await (const page of iterateRecordPages(client, target.sheetId, { pageSize: PAGE_SIZE })) {
    records += page.length;
  }
  if (records !== target.records) throw new Error(`read ${records} of ${target.records} records`);
  return performance.now() - started;
}

async function readStaticParsed(base: string, target: Target) {
  const started = performance.now();
  for (let page = 1; page <= pageCount(target.records); page++) {
    await (await fetch(`${base}/${page}`)).json();
  }
  return performance.now() - started;
}

async function bestOf<T extends number | { ms: number }>(rounds: number, run: () => Promise<T>) {
  let best: T | undefined;
  for (let i = 0; i < rounds; i++) {
    const result = await run();
    const ms = (r: T) => (typeof r === 'number' ? r : r.ms);
    if (best === undefined || ms(result) < ms(best)) best = result;
  }
  return best as T;
}

// ---------------------------------------------------------------------------------------- main

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(records: number) {
  const serverProcess = startChild('server');
  const info = await message<{ url: string; apiKey: string }>(serverProcess);
  const space = await api(info, 'POST', '/v1/spaces', { name: 'bench' });
  const fields = FIELDS.map((key) => ({ key, type: 'string' }));
  const workbook = await api(info, 'POST', '/v1/workbooks', {
    name: 'bench',
    spaceId: space.data.id,
    sheets: [{ name: 'Records', fields }],
  });
  const target: Target = { ...info, sheetId: workbook.data.sheets[0].id, records };
  const pid = serverProcess.pid as number;

  const inserted = await insertAll(target);
  const rssAfterInsert = memoryOf(pid, 'VmRSS');

  const staticProcess = startChild('static');
  staticProcess.send(target);
  const floor = await message<{ url: string; bytes: number }>(staticProcess);

  const devPath = (page: number) => pagePath(target.sheetId, page);
  const rawDev = await bestOf(2, () => readAsText(target.url, devPath, target, true));
  const rawFloor = await bestOf(2, () =>
    readAsText(floor.url, (page) => `/${page}`, target, false),
  );
  const clientDev = await bestOf(2, () => readWithClient(target));
  const clientFloor = await bestOf(2, () => readStaticParsed(floor.url, target));
  const peak = memoryOf(pid, 'VmHWM');

  const row = (label: string, ms: number, ratio?: number, bytes = floor.bytes) =>
    `${label.padEnd(44)}${`${fmt(ms / 1000, 2)} s`.padStart(10)}${fmt(records / (ms / 1000)).padStart(14)}${fmt(bytes / MiB / (ms / 1000), 1).padStart(10)}${(ratio === undefined ? '' : `${fmt(ratio, 2)}x`).padStart(12)}`;
  console.log(
    `\n@importkit/dev-server: ${fmt(records)} records x ${FIELDS.length} string fields, batches and pages of ${fmt(PAGE_SIZE)}; ${fmt(floor.bytes / MiB, 1)} MiB of page JSON`,
  );
  console.log(
    `${''.padEnd(44)}${'time'.padStart(10)}${'records/s'.padStart(14)}${'MiB/s'.padStart(10)}${'vs floor'.padStart(12)}`,
  );
  console.log(
    row(`insert (${pageCount(records)} POST requests)`, inserted.ms, undefined, inserted.bytes),
  );
  console.log(row('read pages: fetch, body as text', rawDev.ms, rawDev.ms / rawFloor.ms));
  console.log(row('  floor: same bytes from static node:http', rawFloor.ms, 1));
  console.log(
    row('read pages: @importkit/api iterateRecordPages', clientDev, clientDev / clientFloor),
  );
  console.log(row('  floor: same bytes from static, JSON.parse', clientFloor, 1));
  console.log(
    `dev server RSS: peak (VmHWM) ${fmt(peak / MiB)} MiB; after the insert ${fmt(rssAfterInsert / MiB)} MiB`,
  );
  if (rawDev.bytes !== rawFloor.bytes) throw new Error('the floor did not serve the same bytes');

  serverProcess.send('stop');
  staticProcess.send('stop');
  await Promise.all([once(serverProcess, 'exit'), once(staticProcess, 'exit')]);
}

const { values } = parseArgs({
  options: { records: { type: 'string' }, child: { type: 'string' } },
  strict: true,
});
if (values.child === 'server') await serveDevServer();
else if (values.child === 'static') await serveStaticPages();
else {
  const records = Number(values.records ?? 1_000_000);
  if (!Number.isInteger(records) || records < 1)
    throw new Error('--records must be a positive integer');
  await main(records);
}
