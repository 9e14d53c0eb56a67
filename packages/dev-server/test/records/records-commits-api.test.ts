/**
 * The commits API: every write's commit can be read (`GET /v1/commits/{id}`), listed by sheet and
 * by workbook, completed (a no-op: commits complete when written) and replayed (its
 * `commit:created` again); `POST /v1/versions` reserves a version of a sheet that later reads can
 * start from. A removed sheet's commits go with it.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { allEvents, type Json, startTestApi } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

/** A workbook of two sheets (`people`, `places`), with one insert into each. */
async function seed() {
  const { workbook } = await createSheet(api, [{ key: 'name', type: 'string' }], {
    workbook: {
      sheets: [
        { name: 'People', slug: 'people', fields: [{ key: 'name', type: 'string' }] },
        { name: 'Places', slug: 'places', fields: [{ key: 'city', type: 'string' }] },
      ],
    },
  });
  const [people, places] = workbook.sheets as Json[];
  const write = async (sheetId: string, body: Json[]) =>
    (await api.ok('POST', `/v1/sheets/${sheetId}/records`, { body })).data;
  const first = await write(people.id, [{ name: { value: 'Ada' } }]);
  const second = await write(places.id, [{ city: { value: 'Oslo' } }]);
  return { workbook, people, places, first, second, write };
}

describe('commits API', () => {
  it('reads a write’s commit, complete once written, and 404s an unknown one', async () => {
    const { people, first } = await seed();
    const commit = (await api.ok('GET', `/v1/commits/${first.commitId}`)).data;
    expect(commit).toEqual({
      id: first.commitId,
      sheetId: people.id,
      createdBy: expect.any(String),
      createdAt: expect.any(String),
      completedBy: commit.createdBy,
      completedAt: commit.createdAt,
    });
    const unknown = await api.request('GET', '/v1/commits/us_vr_nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].key).toBe('commitId');
  });

  it('lists a sheet’s commits and a workbook’s, oldest first', async () => {
    const { workbook, people, places, first, second, write } = await seed();
    const third = await write(people.id, [{ name: { value: 'Grace' } }]);
    const ids = (body: Json) => body.data.map((commit: Json) => commit.id);
    const sheetCommits = await api.ok('GET', `/v1/sheets/${people.id}/commits`);
    expect(ids(sheetCommits)).toEqual([first.commitId, third.commitId]);
    expect(sheetCommits.data.every((commit: Json) => commit.sheetId === people.id)).toBe(true);
    const completed = await api.ok('GET', `/v1/sheets/${people.id}/commits`, {
      query: { completed: true },
    });
    expect(ids(completed)).toEqual([first.commitId, third.commitId]);
    const pending = await api.ok('GET', `/v1/sheets/${people.id}/commits`, {
      query: { completed: false },
    });
    expect(pending.data).toEqual([]);
    const workbookCommits = await api.ok('GET', `/v1/workbooks/${workbook.id}/commits`);
    expect(ids(workbookCommits)).toEqual([first.commitId, second.commitId, third.commitId]);
    expect(ids(await api.ok('GET', `/v1/sheets/${places.id}/commits`))).toEqual([second.commitId]);
  });

  it('completes a commit without changing it, and replays its commit:created', async () => {
    const { people, first } = await seed();
    const before = (await api.ok('GET', `/v1/commits/${first.commitId}`)).data;
    expect(await api.ok('POST', `/v1/commits/${first.commitId}/complete`)).toEqual({
      data: { success: true },
    });
    expect((await api.ok('GET', `/v1/commits/${first.commitId}`)).data).toEqual(before);
    const createdBefore = await allEvents(api, ['commit:created']);
    expect(await api.ok('POST', `/v1/commits/${first.commitId}/replay`)).toEqual({
      data: { success: true },
    });
    const created = await allEvents(api, ['commit:created']);
    expect(created).toHaveLength(createdBefore.length + 1);
    expect(created.at(-1).payload).toEqual({
      sheetId: people.id,
      workbookId: people.workbookId,
      versionId: first.commitId,
      sheetSlug: 'people',
    });
    const missing = await api.request('POST', '/v1/commits/us_vr_nope/replay');
    expect(missing.status).toBe(404);
  });

  it('reserves a version that later reads start from, silently', async () => {
    const { people, places, first } = await seed();
    const eventsBefore = (await allEvents(api)).length;
    const reserved = (await api.ok('POST', '/v1/versions', { body: { sheetId: people.id } })).data;
    expect(reserved).toEqual({
      success: true,
      versionId: expect.stringMatching(/^us_vr_/),
      commitId: reserved.versionId,
    });
    expect((await allEvents(api)).length).toBe(eventsBefore);
    expect(await readRecords(api, people.id, { sinceVersionId: reserved.versionId })).toEqual([]);
    const [grace] = await insertRows(api, people.id, [{ name: 'Grace' }]);
    const since = await readRecords(api, people.id, { sinceVersionId: reserved.versionId });
    expect(since.map((record: Json) => record.id)).toEqual([grace.id]);
    // A child of a version: the sheet comes from the parent.
    const child = await api.ok('POST', '/v1/versions', {
      body: { parentVersionId: first.commitId },
    });
    expect((await api.ok('GET', `/v1/commits/${child.data.versionId}`)).data.sheetId).toBe(
      people.id,
    );
    const otherSheet = await api.request('POST', '/v1/versions', {
      body: { sheetId: places.id, parentVersionId: first.commitId },
    });
    expect(otherSheet.status).toBe(400);
    expect(otherSheet.body.errors[0].key).toBe('body.parentVersionId');
    const neither = await api.request('POST', '/v1/versions', { body: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.errors[0].key).toBe('body.sheetId');
  });

  it('forgets the commits of a removed sheet', async () => {
    const { workbook, people, places, first, second } = await seed();
    await api.ok('DELETE', `/v1/sheets/${people.id}`);
    expect((await api.request('GET', `/v1/commits/${first.commitId}`)).status).toBe(404);
    const left = await api.ok('GET', `/v1/workbooks/${workbook.id}/commits`);
    expect(left.data.map((commit: Json) => commit.id)).toEqual([second.commitId]);
    expect((await api.ok('GET', `/v1/commits/${second.commitId}`)).data.sheetId).toBe(places.id);
  });

  it('keeps the commits in --data across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'importkit-commits-'));
    try {
      const first = await startTestApi({ dataDir, apiKey: 'sk_dev_commits' });
      const { sheet } = await createSheet(first, [{ key: 'name', type: 'string' }]);
      const answer = await first.ok('POST', `/v1/sheets/${sheet.id}/records`, {
        body: [{ name: { value: 'Ada' } }],
      });
      const commit = (await first.ok('GET', `/v1/commits/${answer.data.commitId}`)).data;
      await first.close();
      const again = await startTestApi({ dataDir, apiKey: 'sk_dev_commits' });
      try {
        expect((await again.ok('GET', `/v1/commits/${answer.data.commitId}`)).data).toEqual(commit);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
