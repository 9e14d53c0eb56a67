/**
 * What a transform remembers of the records it made (the lineage `keepRecordIds` reads) survives
 * a `--data` restart: a later run updates the same records in place instead of failing; and a
 * second transform into a sheet another one has yet to finish is refused (409), so no record is
 * written twice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { type Json, startTestApi, type TestApi } from '../support/test-api';
import { waitForJob } from '../support/wait';

let dataDir: string;
const open: TestApi[] = [];
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'importkit-lineage-test-'));
});
afterEach(async () => {
  for (const server of open.splice(0)) await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<TestApi> {
  const api = await startTestApi({ dataDir, apiKey: 'sk_dev_lineage' });
  open.push(api);
  return api;
}

async function stop(api: TestApi) {
  open.splice(open.indexOf(api), 1);
  await api.close();
}

/** A source sheet of names, a destination sheet, and a saved program from one to the other. */
async function setUp(api: TestApi) {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Imports' } })).data;
  const workbookOf = async (name: string, key: string) =>
    (
      await api.ok('POST', '/v1/workbooks', {
        body: {
          name,
          spaceId: space.id,
          sheets: [{ name, fields: [{ key, type: 'string' }] }],
        },
      })
    ).data;
  const source = await workbookOf('Upload', 'Name');
  const destination = await workbookOf('Contacts', 'name');
  const sourceSheetId = source.sheets[0].id;
  const destinationSheetId = destination.sheets[0].id;
  await insertRows(
    api,
    sourceSheetId,
    ['Ada', 'Bob', 'Cy'].map((Name) => ({ Name })),
  );
  const program = (
    await api.ok('POST', '/v1/mapping', {
      body: {
        source: { sheetId: sourceSheetId },
        destination: { sheetId: destinationSheetId },
        save: true,
        rules: [
          {
            name: 'name',
            type: 'assign',
            config: { sourceField: 'Name', destinationField: 'name' },
          },
        ],
      },
    })
  ).data;
  const body = (trigger: 'immediate' | 'manual') => ({
    type: 'workbook',
    operation: 'transform',
    source: source.id,
    destination: destination.id,
    trigger,
    config: { destinationSheetId },
    input: { programId: program.id, version: 'v2', keepRecordIds: true },
  });
  return { sourceSheetId, destinationSheetId, body };
}

async function runTransform(api: TestApi, body: Json): Promise<Json> {
  const job = (await api.ok('POST', '/v1/jobs', { body })).data;
  return waitForJob(api.server, job.id);
}

describe('transform lineage', () => {
  it('keeps record ids across a --data restart', async () => {
    const first = await start();
    const { destinationSheetId, body } = await setUp(first);
    const made = await runTransform(first, body('immediate'));
    expect(made.status).toBe('complete');
    const ids = (await readRecords(first, destinationSheetId)).map((record) => record.id);
    expect(ids).toHaveLength(3);
    await stop(first);

    const second = await start();
    const again = await runTransform(second, body('immediate'));
    expect(again.status).toBe('complete');
    expect(again.outcome.message).toMatch(/0 added, 3 updated in place, 0 deleted/);
    const kept = await readRecords(second, destinationSheetId);
    expect(kept.map((record) => record.id)).toEqual(ids);
    expect(kept.map((record) => record.values.name.value)).toEqual(['Ada', 'Bob', 'Cy']);
  });
});

describe('two transforms into one sheet', () => {
  it('refuses the second while the first has not finished, and writes each record once', async () => {
    const api = await start();
    const { destinationSheetId, body } = await setUp(api);
    // Manual: the first stays unfinished until it is executed.
    const waiting = (await api.ok('POST', '/v1/jobs', { body: body('manual') })).data;
    const second = await api.request('POST', '/v1/jobs', { body: body('immediate') });
    expect(second.status).toBe(409);
    expect(second.body.errors[0]).toMatchObject({
      key: 'body.config.destinationSheetId',
      message: expect.stringContaining(`transform job ${waiting.id} (created)`),
    });
    await api.ok('POST', `/v1/jobs/${waiting.id}/execute`);
    expect((await waitForJob(api.server, waiting.id)).status).toBe('complete');
    expect((await runTransform(api, body('immediate'))).status).toBe('complete');
    expect(await readRecords(api, destinationSheetId)).toHaveLength(3);
  });
});
