/**
 * `dataDir` (`--data`): a server restarted on the same directory has everything the first one
 * had (records, jobs and their timers, files' bytes, events, the clock, ids that keep counting),
 * and a state file it cannot load stops the start with an error naming it.
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadFile } from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_FILE } from '../../src/persistence/data-directory';
import { ok, startClientApi } from '../support/client-api';
import { allEvents, createContactsWorkbook, startTestApi, type TestApi } from '../support/test-api';

let dataDir: string;
const open: { close(): Promise<void> }[] = [];
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'importkit-data-test-'));
});
afterEach(async () => {
  for (const server of open.splice(0)) await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startTestApi>[0] = {}): Promise<TestApi> {
  const api = await startTestApi({ dataDir, clock: 'manual', apiKey: 'sk_dev_data', ...options });
  open.push(api);
  return api;
}

async function stop(api: TestApi) {
  open.splice(open.indexOf(api), 1);
  await api.close();
}

describe('dataDir', () => {
  it('keeps records, jobs, events, the clock and ids across a restart', async () => {
    const first = await start();
    const { space, workbook, sheet } = await createContactsWorkbook(first);
    const records = Array.from({ length: 25 }, (_, index) => ({
      email: { value: index % 5 === 0 ? '' : `user${index}@example.com` },
      name: { value: `User ${index}` },
    }));
    await first.ok('POST', `/v1/sheets/${sheet.id}/records`, { body: records });
    const doomed = (await first.ok('GET', `/v1/sheets/${sheet.id}/records`)).data.records[3];
    await first.ok('DELETE', `/v1/sheets/${sheet.id}/records`, { query: { ids: doomed.id } });
    const now = Date.parse((await first.ok('GET', '/_dev/clock')).data.now);
    const scheduled = (
      await first.ok('POST', '/v1/jobs', {
        body: {
          type: 'workbook',
          operation: 'later',
          source: workbook.id,
          trigger: 'immediate',
          scheduledAt: new Date(now + 60 * 60_000).toISOString(),
        },
      })
    ).data;
    expect(scheduled.status).toBe('scheduled');
    await first.ok('POST', '/_dev/clock/advance', { body: { ms: 10 * 60_000 } });
    const before = {
      space: await first.ok('GET', `/v1/spaces/${space.id}`),
      workbook: await first.ok('GET', `/v1/workbooks/${workbook.id}`),
      records: await first.ok('GET', `/v1/sheets/${sheet.id}/records`),
      counts: await first.ok('GET', `/v1/sheets/${sheet.id}/counts`),
      job: await first.ok('GET', `/v1/jobs/${scheduled.id}`),
      events: await allEvents(first),
      clock: await first.ok('GET', '/_dev/clock'),
    };
    const environmentId = first.server.environmentId;
    await stop(first);

    const second = await start();
    expect(second.server.environmentId).toBe(environmentId);
    expect(await second.ok('GET', `/v1/spaces/${space.id}`)).toEqual(before.space);
    expect(await second.ok('GET', `/v1/workbooks/${workbook.id}`)).toEqual(before.workbook);
    expect(await second.ok('GET', `/v1/sheets/${sheet.id}/records`)).toEqual(before.records);
    expect(await second.ok('GET', `/v1/sheets/${sheet.id}/counts`)).toEqual(before.counts);
    expect(await second.ok('GET', `/v1/jobs/${scheduled.id}`)).toEqual(before.job);
    expect(await allEvents(second)).toEqual(before.events);
    expect(await second.ok('GET', '/_dev/clock')).toEqual(before.clock);

    // New ids never repeat old ones; new records order after the kept ones; new event ids follow.
    const added = (
      await second.ok('POST', `/v1/sheets/${sheet.id}/records`, {
        body: [{ email: { value: 'new@example.com' }, name: { value: 'New' } }],
      })
    ).data.records[0];
    const all = (await second.ok('GET', `/v1/sheets/${sheet.id}/records`)).data.records;
    expect(all.at(-1).id).toBe(added.id);
    expect(all.map((record: { id: string }) => record.id)).not.toContain(doomed.id);
    const otherSpace = (await second.ok('POST', '/v1/spaces', { body: { name: 'Other' } })).data;
    expect(otherSpace.id).not.toBe(space.id);
    const events = await allEvents(second);
    expect(events.at(-1).id > (before.events.at(-1).id as string)).toBe(true);

    // The scheduled job's timer came back with it: it becomes ready when its time comes.
    await second.ok('POST', '/_dev/clock/advance', { body: { ms: 50 * 60_000 } });
    expect((await second.ok('GET', `/v1/jobs/${scheduled.id}`)).data.status).toBe('ready');
  });

  it("keeps the sheets' snapshots and latest versions across a restart", async () => {
    const first = await start();
    const { sheet } = await createContactsWorkbook(first);
    const path = `/v1/sheets/${sheet.id}/records`;
    const inserted = await first.ok('POST', path, {
      body: ['Ada', 'Bob', '', 'Dee'].map((name) => ({
        name: { value: name },
        email: { value: name ? `${name.toLowerCase()}@x.io` : '' },
      })),
    });
    const ids: string[] = inserted.data.records.map((record: { id: string }) => record.id);
    const before = {
      records: await first.ok('GET', path),
      counts: await first.ok('GET', `/v1/sheets/${sheet.id}/counts`),
    };
    const snapshot = (
      await first.ok('POST', '/v1/snapshots', { body: { sheetId: sheet.id, label: 'kept' } })
    ).data;
    await first.ok('PUT', path, { body: [{ id: ids[0], values: { name: { value: 'Ada L.' } } }] });
    await first.ok('DELETE', path, { query: { ids: [ids[1] as string, ids[2] as string] } });
    const last = (await first.ok('POST', path, { body: [{ name: { value: 'Eve' } }] })).data;
    await stop(first);

    const second = await start();
    const listed = await second.ok('GET', '/v1/snapshots', { query: { sheetId: sheet.id } });
    expect(listed.data).toEqual([snapshot]);
    // A write that changes nothing answers the version the sheet had before the restart.
    const unchanged = await second.ok('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
      body: { fieldKey: 'name', find: 'Nobody', replace: 'Grace' },
    });
    expect(unchanged.data.versionId).toBe(last.versionId);
    const restored = await second.ok('POST', `/v1/snapshots/${snapshot.id}/restore`);
    expect(restored.data.versionId).not.toBe(last.versionId);
    // The records as before; the page's versionId is the restore's.
    expect((await second.ok('GET', path)).data.records).toEqual(before.records.data.records);
    expect(await second.ok('GET', `/v1/sheets/${sheet.id}/counts`)).toEqual(before.counts);
    const written = await second.ok('POST', path, { body: [{ name: { value: 'Fay' } }] });
    expect(written.data.versionId).toMatch(/^us_vr_/);
    expect([last.versionId, restored.data.versionId]).not.toContain(written.data.versionId);
  });

  it('keeps uploaded files and their bytes', async () => {
    const api = await startClientApi({ dataDir, apiKey: 'sk_dev_data' });
    open.push(api);
    const spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Files' } })).data.id;
    const bytes = Buffer.from('email,name\nada@example.com,Ada\n');
    const file = await uploadFile(api.client, {
      spaceId,
      environmentId: api.server.environmentId,
      file: bytes,
      name: 'contacts.bin',
    });
    open.splice(open.indexOf(api), 1);
    await api.close();

    const again = await startClientApi({ dataDir, apiKey: 'sk_dev_data' });
    open.push(again);
    const kept = ok(
      await again.client.GET('/v1/files/{fileId}', { params: { path: { fileId: file.id } } }),
    );
    expect(kept.data).toEqual(file);
    const response = await fetch(`${again.server.url}/v1/files/${file.id}/download`, {
      headers: { authorization: `Bearer ${again.server.apiKey}` },
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a corrupt state file, naming it and the line, instead of starting empty', async () => {
    const api = await start();
    await api.ok('POST', '/v1/spaces', { body: { name: 'Kept' } });
    await stop(api);
    const path = join(dataDir, STATE_FILE);
    const lines = (await readFile(path, 'utf8')).split('\n');
    lines[1] = `${lines[1]?.slice(0, 20)}`;
    await writeFile(path, lines.join('\n'));
    await expect(startDevServer({ port: 0, dataDir })).rejects.toThrow(
      new RegExp(`${STATE_FILE.replace('.', '\\.')} \\(line 2\\): not JSON`),
    );
  });

  it('refuses a state file cut short', async () => {
    const api = await start();
    await api.ok('POST', '/v1/spaces', { body: { name: 'Kept' } });
    await stop(api);
    const path = join(dataDir, STATE_FILE);
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    await writeFile(path, `${lines.slice(0, -1).join('\n')}\n`);
    await expect(startDevServer({ port: 0, dataDir })).rejects.toThrow(/cut short/);
  });

  it('refuses a state file whose id counters are empty, before handing out an id twice', async () => {
    const api = await start();
    await api.ok('POST', '/v1/spaces', { body: { name: 'Kept' } });
    await stop(api);
    const path = join(dataDir, STATE_FILE);
    const [header, ...rest] = (await readFile(path, 'utf8')).split('\n');
    const parsed = JSON.parse(header as string);
    parsed.identity.ids.counters = {};
    await writeFile(path, [JSON.stringify(parsed), ...rest].join('\n'));
    await expect(startDevServer({ port: 0, dataDir })).rejects.toThrow(
      /state\.jsonl \(line 1\): the header's id counters are empty or not whole numbers/,
    );
  });

  it('refuses a state file written by a newer server', async () => {
    const api = await start();
    await stop(api);
    const path = join(dataDir, STATE_FILE);
    const [header, ...rest] = (await readFile(path, 'utf8')).split('\n');
    const newer = { ...JSON.parse(header as string), version: 99 };
    await writeFile(path, [JSON.stringify(newer), ...rest].join('\n'));
    await expect(startDevServer({ port: 0, dataDir })).rejects.toThrow(
      /state\.jsonl \(line 1\): it was written by a newer dev server \(state version 99/,
    );
  });

  it('leaves no temporary file behind: the state file, its journal and files/', async () => {
    const api = await start();
    await api.ok('POST', '/v1/spaces', { body: { name: 'Kept' } });
    await stop(api);
    // A clean stop folds the journal into the state file: the journal it continues in is empty.
    const names = (await readdir(dataDir)).sort();
    expect(names).toEqual(['files', 'journal-1.jsonl', STATE_FILE].sort());
    expect((await stat(join(dataDir, 'journal-1.jsonl'))).size).toBe(0);
  });
});
