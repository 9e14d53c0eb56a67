/**
 * Space drafts: a draft is a copy of a space (its configuration, workbooks, sheets, records,
 * guidance and documents) changed through the ordinary operations; the merge preview lists what
 * merging would change, and the merge writes it back into the source (records through the write
 * path, with their events), once or again.
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

const GUIDANCE = { target: 'sheet-toolbar', trigger: 'first', type: 'tooltip', role: 'guest' };

/** A space with a workbook of contacts (two records), a guidance and a document. */
async function sourceSpace() {
  const { space, workbook, sheet } = await createSheet(
    api,
    [
      { key: 'name', type: 'string' },
      { key: 'email', type: 'string' },
    ],
    {
      space: { name: 'Onboarding', metadata: { customer: 'Acme' }, labels: ['live'] },
      workbook: { name: 'Contacts', labels: ['pinned'] },
      sheet: { name: 'People', slug: 'people' },
    },
  );
  const [ada, bob] = await insertRows(api, sheet.id, [
    { name: 'Ada', email: 'ada@example.com' },
    { name: 'Bob', email: 'bob@example.com' },
  ]);
  await api.ok('POST', `/v1/spaces/${space.id}/guidance`, {
    body: { guideSlug: 'importing-contacts', options: GUIDANCE },
  });
  await api.ok('POST', `/v1/spaces/${space.id}/documents`, {
    body: { title: 'Welcome', body: '<p>Hello</p>' },
  });
  return { space, workbook, sheet, ada, bob };
}

async function makeDraft(spaceId: string) {
  return (await api.ok('POST', `/v1/spaces/${spaceId}/drafts`)).data;
}

async function workbooksOf(spaceId: string): Promise<Json[]> {
  return (await api.ok('GET', '/v1/workbooks', { query: { spaceId } })).data;
}

const names = (records: Json[]) => records.map((record) => record.values.name.value);

const preview = async (spaceId: string, draftSpaceId: string) =>
  (await api.ok('GET', `/v1/spaces/${spaceId}/drafts/${draftSpaceId}/merge`)).data;

const NOTHING = {
  space: [],
  workbook: [],
  sheet: [],
  guidance: [],
  document: [],
  action: [],
  agent: [],
};

describe('space drafts', () => {
  it('copies a space into a draft space: configuration, workbooks, sheets, records, guidance, documents', async () => {
    const { space, sheet } = await sourceSpace();
    const draft = await makeDraft(space.id);
    expect(draft).toMatchObject({ sourceSpaceId: space.id });
    expect(draft.draftSpaceId).not.toBe(space.id);
    expect(draft.mergedAt).toBeUndefined();

    const draftSpace = (await api.ok('GET', `/v1/spaces/${draft.draftSpaceId}`)).data;
    expect(draftSpace).toMatchObject({
      name: 'Onboarding',
      metadata: { customer: 'Acme' },
      labels: ['live'],
    });
    const [copy] = await workbooksOf(draft.draftSpaceId);
    expect(copy).toMatchObject({ name: 'Contacts', labels: ['pinned'] });
    expect(copy.sheets.map((s: Json) => [s.slug, s.name])).toEqual([['people', 'People']]);
    expect(copy.sheets[0].id).not.toBe(sheet.id);
    expect(names(await readRecords(api, copy.sheets[0].id))).toEqual(['Ada', 'Bob']);
    const guidance = (await api.ok('GET', `/v1/spaces/${draft.draftSpaceId}/guidance`)).data;
    expect(guidance.map((g: Json) => g.guideSlug)).toEqual(['importing-contacts']);
    const documents = (await api.ok('GET', `/v1/spaces/${draft.draftSpaceId}/documents`)).data;
    expect(documents.map((d: Json) => d.title)).toEqual(['Welcome']);

    const listed = (await api.ok('GET', `/v1/spaces/${space.id}/drafts`)).data;
    expect(listed).toEqual([draft]);
    expect(await preview(space.id, draft.draftSpaceId)).toEqual(NOTHING);
  });

  it('previews and merges the changes made in the draft, records through the write path', async () => {
    const { space, workbook, sheet, ada, bob } = await sourceSpace();
    const draft = await makeDraft(space.id);
    const [copy] = await workbooksOf(draft.draftSpaceId);
    const draftSheet = copy.sheets[0];
    const [draftAda, draftBob] = await readRecords(api, draftSheet.id);

    await api.ok('PATCH', `/v1/spaces/${draft.draftSpaceId}`, { body: { name: 'Onboarding v2' } });
    await api.ok('PATCH', `/v1/workbooks/${copy.id}`, {
      body: {
        name: 'Contacts v2',
        sheets: [
          { id: draftSheet.id },
          { name: 'Companies', slug: 'companies', fields: [{ key: 'name', type: 'string' }] },
        ],
      },
    });
    await api.ok('PUT', `/v1/sheets/${draftSheet.id}/records`, {
      body: [{ id: draftAda.id, values: { name: { value: 'Ada Lovelace' } } }],
    });
    await api.ok('DELETE', `/v1/sheets/${draftSheet.id}/records`, { query: { ids: draftBob.id } });
    await insertRows(api, draftSheet.id, [{ name: 'Cy', email: 'cy@example.com' }]);
    await api.ok('POST', `/v1/spaces/${draft.draftSpaceId}/guidance`, {
      body: { guideSlug: 'mapping', options: GUIDANCE },
    });

    const operations = await preview(space.id, draft.draftSpaceId);
    expect(operations.space).toEqual([
      {
        action: 'update',
        id: space.id,
        mergeId: draft.draftSpaceId,
        jsonPatch: [{ op: 'replace', path: '/name', value: 'Onboarding v2' }],
      },
    ]);
    expect(operations.workbook).toEqual([
      {
        action: 'update',
        id: workbook.id,
        mergeId: copy.id,
        jsonPatch: [{ op: 'replace', path: '/name', value: 'Contacts v2' }],
      },
    ]);
    const [people, companies] = operations.sheet;
    expect(people).toMatchObject({ action: 'update', id: sheet.id, mergeId: draftSheet.id });
    expect(people.jsonPatch).toEqual([
      { op: 'replace', path: `/records/${ada.id}/values/name/value`, value: 'Ada Lovelace' },
      { op: 'remove', path: `/records/${bob.id}` },
      {
        op: 'add',
        path: '/records/-',
        value: { values: { name: { value: 'Cy' }, email: { value: 'cy@example.com' } } },
      },
    ]);
    expect(companies).toMatchObject({ action: 'create' });
    expect(companies.jsonPatch).toContainEqual({ op: 'add', path: '/slug', value: 'companies' });
    expect(operations.guidance.map((op: Json) => op.action)).toEqual(['create']);
    expect(operations.document).toEqual([]);

    // The source is untouched until the merge.
    expect(names(await readRecords(api, sheet.id))).toEqual(['Ada', 'Bob']);
    const before = (await allEvents(api)).length;

    const merged = await api.ok(
      'POST',
      `/v1/spaces/${space.id}/drafts/${draft.draftSpaceId}/merge`,
    );
    expect(merged.data).toEqual({ success: true });

    expect((await api.ok('GET', `/v1/spaces/${space.id}`)).data.name).toBe('Onboarding v2');
    const [source] = await workbooksOf(space.id);
    expect(source.id).toBe(workbook.id);
    expect(source.name).toBe('Contacts v2');
    expect(source.sheets.map((s: Json) => s.slug)).toEqual(['people', 'companies']);
    const records = await readRecords(api, sheet.id);
    expect(names(records)).toEqual(['Ada Lovelace', 'Cy']);
    expect(records[0].id).toBe(ada.id);
    const guidance = (await api.ok('GET', `/v1/spaces/${space.id}/guidance`)).data;
    expect(guidance.map((g: Json) => g.guideSlug)).toEqual(['importing-contacts', 'mapping']);

    const topics = (await allEvents(api)).slice(before).map((event: Json) => event.topic);
    expect(topics).toEqual(
      expect.arrayContaining([
        'space:updated',
        'workbook:updated',
        'sheet:created',
        'records:deleted',
        'records:updated',
        'records:created',
      ]),
    );

    const [listed] = (await api.ok('GET', `/v1/spaces/${space.id}/drafts`)).data;
    expect(listed.mergedAt).toEqual(expect.any(String));
    expect(await preview(space.id, draft.draftSpaceId)).toEqual(NOTHING);
  });

  it('merges again only what changed since, and removes what the draft removed', async () => {
    const { space, workbook, sheet } = await sourceSpace();
    const draft = await makeDraft(space.id);
    const mergePath = `/v1/spaces/${space.id}/drafts/${draft.draftSpaceId}/merge`;
    const [copy] = await workbooksOf(draft.draftSpaceId);
    await insertRows(api, copy.sheets[0].id, [{ name: 'Cy' }]);
    await api.ok('POST', mergePath);
    expect(names(await readRecords(api, sheet.id))).toEqual(['Ada', 'Bob', 'Cy']);

    // The record the first merge made is the draft's Cy now: changing it changes that one.
    const cy = (await readRecords(api, copy.sheets[0].id))[2];
    await api.ok('PUT', `/v1/sheets/${copy.sheets[0].id}/records`, {
      body: [{ id: cy.id, values: { name: { value: 'Cyril' } } }],
    });
    // Added to the source after the draft was made: not the draft's business.
    const later = (
      await api.ok('POST', '/v1/workbooks', {
        body: { name: 'Later', spaceId: space.id, sheets: [] },
      })
    ).data;
    await api.ok('POST', mergePath);
    expect(names(await readRecords(api, sheet.id))).toEqual(['Ada', 'Bob', 'Cyril']);

    await api.ok('DELETE', `/v1/workbooks/${copy.id}`);
    const operations = await preview(space.id, draft.draftSpaceId);
    expect(operations.workbook).toEqual([{ action: 'delete', id: workbook.id }]);
    await api.ok('POST', mergePath);
    expect((await workbooksOf(space.id)).map((w: Json) => w.id)).toEqual([later.id]);
  });

  it('answers 404 for an unknown space or a draft of another space, and keeps a deleted draft listed', async () => {
    const { space } = await sourceSpace();
    const other = (await api.ok('POST', '/v1/spaces', { body: { name: 'Other' } })).data;
    const draft = await makeDraft(space.id);

    const unknown = await api.request('POST', '/v1/spaces/us_sp_missing/drafts');
    expect([unknown.status, unknown.body.errors[0].key]).toEqual([404, 'spaceId']);
    const elsewhere = await api.request(
      'GET',
      `/v1/spaces/${other.id}/drafts/${draft.draftSpaceId}/merge`,
    );
    expect([elsewhere.status, elsewhere.body.errors[0].key]).toEqual([404, 'draftSpaceId']);
    const notADraft = await api.request('POST', `/v1/spaces/${space.id}/drafts/${other.id}/merge`);
    expect([notADraft.status, notADraft.body.errors[0].key]).toEqual([404, 'draftSpaceId']);
    expect((await api.ok('GET', `/v1/spaces/${other.id}/drafts`)).data).toEqual([]);

    await api.ok('DELETE', `/v1/spaces/${draft.draftSpaceId}`);
    const [listed] = (await api.ok('GET', `/v1/spaces/${space.id}/drafts`)).data;
    expect(listed).toMatchObject({
      draftSpaceId: draft.draftSpaceId,
      deletedAt: expect.any(String),
    });
    const gone = await api.request(
      'POST',
      `/v1/spaces/${space.id}/drafts/${draft.draftSpaceId}/merge`,
    );
    expect(gone.status).toBe(404);
  });

  it('keeps a draft and what it stands for across a restart on the same data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'importkit-drafts-'));
    try {
      const first = await startTestApi({ dataDir, apiKey: 'sk_dev_drafts' });
      const { space, sheet } = await createSheet(first, [{ key: 'name', type: 'string' }]);
      await insertRows(first, sheet.id, [{ name: 'Ada' }]);
      const draft = (await first.ok('POST', `/v1/spaces/${space.id}/drafts`)).data;
      await first.close();

      const second = await startTestApi({ dataDir, apiKey: 'sk_dev_drafts' });
      try {
        expect((await second.ok('GET', `/v1/spaces/${space.id}/drafts`)).data).toEqual([draft]);
        const [copy] = (
          await second.ok('GET', '/v1/workbooks', { query: { spaceId: draft.draftSpaceId } })
        ).data;
        const [ada] = await readRecords(second, copy.sheets[0].id);
        await second.ok('PUT', `/v1/sheets/${copy.sheets[0].id}/records`, {
          body: [{ id: ada.id, values: { name: { value: 'Ada Lovelace' } } }],
        });
        await second.ok('POST', `/v1/spaces/${space.id}/drafts/${draft.draftSpaceId}/merge`);
        expect(names(await readRecords(second, sheet.id))).toEqual(['Ada Lovelace']);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
