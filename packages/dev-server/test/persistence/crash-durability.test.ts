/**
 * Under `--data`, an answered write survives the server being killed (SIGKILL) at any moment, and
 * no id — of a record, a space, an event — is ever handed out twice: twenty rounds of writes
 * killed at a random moment, each restart checked against everything that was answered.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleEntry } from '../support/bundled-entry';
import { callServer, KillableServer } from '../support/killable-server';
import type { Json } from '../support/test-api';

const fixture = fileURLToPath(new URL('./fixtures/serve-data.ts', import.meta.url));
const API_KEY = 'sk_dev_crash';
const ROUNDS = 20;

let bundled: string;
beforeAll(async () => {
  bundled = await bundleEntry(fixture);
});
// Each run bundles under its own name (its process id): left behind, they pile up run after run.
afterAll(() => rm(bundled, { force: true }));

const server = new KillableServer(() => [bundled]);
let dataDir: string | undefined;
afterEach(async () => {
  await server.kill();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const startServer = (directory: string) => server.start(directory);
const kill = () => server.kill();

async function call(url: string, method: string, path: string, body?: unknown) {
  return (await callServer(url, API_KEY, method, path, body)) as {
    status: number;
    body: { data: Json };
  };
}

describe('an answered write under --data', () => {
  it('survives SIGKILL at any moment, and no id is handed out twice', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'importkit-durability-'));
    let url = await startServer(dataDir);
    const space = (await call(url, 'POST', '/v1/spaces', { name: 'Durable' })).body.data;
    const workbook = (
      await call(url, 'POST', '/v1/workbooks', {
        name: 'W',
        spaceId: space.id,
        sheets: [{ name: 'S', fields: [{ key: 'n', type: 'string' }] }],
      })
    ).body.data;
    const sheetId = workbook.sheets[0].id as string;
    const records = new Map<string, string>();
    const spaces = new Set<string>([space.id]);
    let lastEventId = '';
    let serial = 0;

    for (let round = 0; round < ROUNDS; round++) {
      // Writes until the kill: each one answered is remembered with what it wrote.
      let killed = false;
      const writer = (async () => {
        while (!killed) {
          const values = Array.from({ length: 20 }, () => `r${serial++}`);
          try {
            const inserted = await call(
              url,
              'POST',
              `/v1/sheets/${sheetId}/records`,
              values.map((value) => ({ n: { value } })),
            );
            if (inserted.status === 200) {
              for (const record of inserted.body.data.records) {
                expect(records.has(record.id)).toBe(false);
                records.set(record.id, record.values.n.value);
              }
            }
            const made = await call(url, 'POST', '/v1/spaces', { name: `S${serial}` });
            if (made.status === 200) {
              expect(spaces.has(made.body.data.id)).toBe(false);
              spaces.add(made.body.data.id);
            }
            // The events a listener has seen so far.
            const after = lastEventId === '' ? '' : `&after=${lastEventId}`;
            const seen = await call(
              url,
              'GET',
              `/v1/events?environmentId=${space.environmentId}${after}`,
            );
            const newest = seen.body.data?.at?.(-1)?.id;
            if (typeof newest === 'string') lastEventId = newest;
          } catch {
            // The connection died with the server.
          }
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 400));
      await kill();
      killed = true;
      await writer;

      url = await startServer(dataDir);
      const page = await call(url, 'GET', `/v1/sheets/${sheetId}/records?pageSize=50000`);
      const kept = new Map<string, string>(
        page.body.data.records.map((record: Json) => [record.id, record.values.n.value]),
      );
      for (const [id, value] of records) expect(kept.get(id)).toBe(value);
      const listed = new Set(
        (await call(url, 'GET', '/v1/spaces?pageSize=1000')).body.data.map((s: Json) => s.id),
      );
      for (const id of spaces) expect(listed.has(id)).toBe(true);
      // What comes next never reuses an id a client saw.
      const next = await call(url, 'POST', '/v1/spaces', { name: 'after' });
      expect(spaces.has(next.body.data.id)).toBe(false);
      spaces.add(next.body.data.id);
      // A listener resuming after the last event it saw gets the new space's event.
      const events = await call(
        url,
        'GET',
        `/v1/events?environmentId=${space.environmentId}&after=${lastEventId}`,
      );
      expect(events.body.data.map((event: Json) => event.topic)).toContain('space:created');
      for (const event of events.body.data) expect(event.id > lastEventId).toBe(true);
    }
    await kill();
  }, 240_000);
});
