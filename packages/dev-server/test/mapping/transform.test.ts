/**
 * The transform job as the description's Job configuration table gives it (`type: workbook`,
 * `operation: transform`, `config.destinationSheetId`, `input.programId`, `version: v2`,
 * `keepRecordIds`), run by the service with progress: every rule type applied, the destination's
 * validation on what it writes, ids kept in place or records replaced, and a transform naming a
 * missing program, sheet or version refused (or failed) with nothing written.
 */

import type { Job } from '@importkit/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientApi, failure, ok, startClientApi } from '../support/client-api';
import { waitForJob } from '../support/wait';

let api: ClientApi;
let uploadWorkbookId: string;
let sourceSheetId: string;
let contactsWorkbookId: string;
let destinationSheetId: string;
let programId: string;

const SOURCE_ROWS: Record<string, string>[] = [
  { 'First Name': 'Ada', 'Last Name': 'Lovelace', 'e-mail': 'ada@x.io', Tier: 'G', Notes: 'n1' },
  { 'First Name': 'Bob', 'e-mail': 'bob@x.io', Tier: 'S' },
  { 'First Name': 'Cy', 'Last Name': 'Young', Tier: 'Platinum' },
];

beforeEach(async () => {
  api = await startClientApi();
  const spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
  const upload = ok(
    await api.client.POST('/v1/workbooks', {
      body: {
        name: 'upload.csv',
        spaceId,
        sheets: [
          {
            name: 'upload',
            fields: ['First Name', 'Last Name', 'e-mail', 'Tier', 'Notes'].map((key) => ({
              key,
              type: 'string' as const,
            })),
          },
        ],
      },
    }),
  ).data;
  uploadWorkbookId = upload.id;
  sourceSheetId = upload.sheets?.[0]?.id as string;
  const contacts = ok(
    await api.client.POST('/v1/workbooks', {
      body: {
        name: 'CRM',
        spaceId,
        sheets: [
          {
            name: 'Contacts',
            fields: [
              { key: 'firstName', type: 'string' },
              { key: 'fullName', type: 'string' },
              { key: 'email', type: 'string', constraints: [{ type: 'required' }] },
              {
                key: 'tier',
                type: 'enum',
                config: { sortBy: 'label', options: [{ value: 'gold' }, { value: 'silver' }] },
              },
              { key: 'source', type: 'string' },
            ],
          },
        ],
      },
    }),
  ).data;
  contactsWorkbookId = contacts.id;
  destinationSheetId = contacts.sheets?.[0]?.id as string;
  await insert(sourceSheetId, SOURCE_ROWS);
  programId = ok(
    await api.client.POST('/v1/mapping', {
      body: {
        source: { sheetId: sourceSheetId },
        destination: { sheetId: destinationSheetId },
        save: true,
        rules: [
          {
            name: 'first',
            type: 'assign',
            config: { sourceField: 'First Name', destinationField: 'firstName' },
          },
          {
            name: 'full',
            type: 'concatenate',
            config: {
              sourceFields: ['First Name', 'Last Name'],
              destinationField: 'fullName',
              separator: ' ',
            },
          },
          {
            name: 'mail',
            type: 'assign',
            config: { sourceField: 'e-mail', destinationField: 'email' },
          },
          {
            name: 'tier',
            type: 'map-enum',
            config: {
              sourceField: 'Tier',
              destinationField: 'tier',
              values: { G: 'gold', S: 'silver' },
            },
          },
          {
            name: 'source',
            type: 'constant',
            config: { destinationField: 'source', value: 'csv' },
          },
          { name: 'notes', type: 'ignore', config: { sourceField: 'Notes' } },
        ],
      },
    }),
  ).data.id as string;
});
afterEach(() => api.close());

async function insert(sheetId: string, rows: Record<string, string>[]) {
  const body = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, { value }])),
  );
  return ok(
    await api.client.POST('/v1/sheets/{sheetId}/records', { params: { path: { sheetId } }, body }),
  ).data.records;
}

async function records(sheetId: string) {
  return ok(
    await api.client.GET('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId }, query: { pageSize: 10_000 } },
    }),
  ).data.records;
}

const valuesOf = (record: { values: Record<string, { value?: unknown }> }) =>
  Object.fromEntries(Object.entries(record.values).map(([key, cell]) => [key, cell.value]));

function transformBody(input: Record<string, unknown> = {}, config: Record<string, unknown> = {}) {
  return {
    type: 'workbook' as const,
    operation: 'transform',
    source: uploadWorkbookId,
    destination: contactsWorkbookId,
    trigger: 'immediate' as const,
    config: { destinationSheetId, ...config },
    input: { programId, version: 'v2', ...input },
  };
}

/** Runs a transform job to its end; returns the finished job. */
async function transform(input: Record<string, unknown> = {}): Promise<Job> {
  const created = ok(await api.client.POST('/v1/jobs', { body: transformBody(input) })).data;
  return finished(created.id);
}

async function finished(jobId: string): Promise<Job> {
  return (await waitForJob(api.server, jobId)) as Job;
}

describe('transform job', () => {
  it('applies every rule type, validates what it writes, and reports progress and program events', async () => {
    const job = await transform();
    expect(job.status).toBe('complete');
    expect(job.outcome?.message).toMatch(
      /Transformed 3 records .* 3 added, 0 updated in place, 0 deleted/,
    );
    const written = await records(destinationSheetId);
    expect(written.map(valuesOf)).toEqual([
      {
        firstName: 'Ada',
        fullName: 'Ada Lovelace',
        email: 'ada@x.io',
        tier: 'gold',
        source: 'csv',
      },
      { firstName: 'Bob', fullName: 'Bob', email: 'bob@x.io', tier: 'silver', source: 'csv' },
      { firstName: 'Cy', fullName: 'Cy Young', tier: 'Platinum', source: 'csv' },
    ]);
    // The destination's rules judge what the transform wrote: no email, an unknown tier.
    const cy = written[2];
    expect(cy?.valid).toBe(false);
    expect(cy?.values.email?.messages?.[0]).toMatchObject({ source: 'required-constraint' });
    expect(cy?.values.tier?.messages?.[0]).toMatchObject({ source: 'invalid-option' });

    const events = await api.events();
    const jobUpdates = events.filter(
      (event) => event.topic === 'job:updated' && event.context.jobId === job.id,
    );
    expect(jobUpdates.some((event) => typeof event.payload.progress === 'number')).toBe(true);
    const program = events.filter((event) => String(event.topic).startsWith('program:recomput'));
    expect(program.map((event) => event.topic)).toEqual([
      'program:recomputing',
      'program:recomputed',
    ]);
    for (const event of program) {
      expect(event.context).toMatchObject({
        environmentId: api.server.environmentId,
        workbookId: contactsWorkbookId,
        sheetId: destinationSheetId,
        programId,
      });
    }

    // Running it accepted the program, by whoever asked for the run; a later run keeps that.
    const path = { params: { path: { programId } } };
    const accepted = ok(await api.client.GET('/v1/mapping/{programId}', path)).data;
    expect(accepted).toMatchObject({
      acceptedAt: expect.any(String),
      acceptedBy: job.createdBy,
    });
    await transform();
    const again = ok(await api.client.GET('/v1/mapping/{programId}', path)).data;
    expect(again.acceptedAt).toBe(accepted.acceptedAt);
  });

  it("writes as the records API does: the destination's unique constraint, a cell for every field, a commit", async () => {
    ok(
      await api.client.PATCH('/v1/sheets/{sheetId}/fields/{fieldKey}', {
        params: { path: { sheetId: destinationSheetId, fieldKey: 'email' } },
        body: { key: 'email', type: 'string', constraints: [{ type: 'unique' }] },
      }),
    );
    const [typed] = await insert(destinationSheetId, [{ email: 'ada@x.io' } as never]);
    const versionBefore = (await api.events()).filter(
      (event) => event.topic === 'commit:created' && event.payload.sheetId === destinationSheetId,
    ).length;

    const job = await transform({ keepRecordIds: true });
    expect(job.status).toBe('complete');
    const written = await records(destinationSheetId);
    const unique = (record: (typeof written)[number] | undefined) =>
      (record?.values.email?.messages ?? []).filter(
        (message) => message.source === 'unique-constraint',
      );
    // The hand-typed record and Ada's now share an email: both in error, the others not.
    expect(written.map((record) => record.values.email?.value ?? null)).toEqual([
      'ada@x.io',
      'ada@x.io',
      'bob@x.io',
      null,
    ]);
    expect(written[0]?.id).toBe(typed?.id);
    expect(unique(written[0])).toHaveLength(1);
    expect(unique(written[1])).toHaveLength(1);
    expect(written[0]?.valid).toBe(false);
    expect(unique(written[2])).toEqual([]);
    // Cy has no e-mail and the program writes none: the cell is there all the same, empty.
    expect(Object.keys(written[3]?.values ?? {}).sort()).toEqual(
      ['email', 'firstName', 'fullName', 'source', 'tier'].sort(),
    );

    const events = (await api.events()).filter(
      (event) => event.payload?.sheetId === destinationSheetId,
    );
    const commits = events.filter((event) => event.topic === 'commit:created');
    expect(commits.length).toBeGreaterThan(versionBefore);
    // Each batch of the transform is a commit: its records:created follows its commit:created.
    const topics = events.map((event) => event.topic);
    const created = topics.lastIndexOf('records:created');
    expect(topics.slice(created - 2, created)).toEqual(['commit:created', 'layer:created']);
    expect(commits.at(-1)?.payload.versionId).toMatch(/^us_vr_/);

    // Deleting Ada's source record and transforming again frees the typed record's email.
    const source = await records(sourceSheetId);
    ok(
      await api.client.DELETE('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: sourceSheetId }, query: { ids: [source[0]?.id as string] } },
      }),
    );
    await transform({ keepRecordIds: true });
    const after = await records(destinationSheetId);
    expect(after.map((record) => record.id)[0]).toBe(typed?.id);
    expect(unique(after[0])).toEqual([]);
    expect(after[0]?.valid).toBe(true);
  });

  it('checks references against the destination as it is when each batch is written', async () => {
    const spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Tree' } })).data.id;
    const fields = [
      { key: 'code', type: 'string' as const },
      { key: 'parent', type: 'string' as const },
    ];
    const sheetOf = async (name: string, sheetFields: unknown[]) =>
      ok(
        await api.client.POST('/v1/workbooks', {
          body: { name, spaceId, sheets: [{ name, slug: name, fields: sheetFields as never }] },
        }),
      ).data;
    const upload = await sheetOf('upload', fields);
    const items = await sheetOf('items', [
      fields[0],
      { key: 'parent', type: 'reference', config: { ref: 'items', key: 'code' } },
    ]);
    const uploadSheet = upload.sheets?.[0]?.id as string;
    const itemsSheet = items.sheets?.[0]?.id as string;
    const [a] = await insert(uploadSheet, [{ code: 'A' }, { code: 'B', parent: 'A' }]);
    const program = ok(
      await api.client.POST('/v1/mapping', {
        body: {
          source: { sheetId: uploadSheet },
          destination: { sheetId: itemsSheet },
          save: true,
          rules: ['code', 'parent'].map((key) => ({
            name: key,
            type: 'assign',
            config: { sourceField: key, destinationField: key },
          })),
        },
      }),
    ).data.id as string;
    const run = async () => {
      const created = ok(
        await api.client.POST('/v1/jobs', {
          body: {
            type: 'workbook',
            operation: 'transform',
            source: upload.id,
            destination: items.id,
            trigger: 'immediate',
            config: { destinationSheetId: itemsSheet },
            input: { programId: program, version: 'v2', keepRecordIds: false },
          },
        }),
      ).data;
      expect((await finished(created.id)).status).toBe('complete');
      return records(itemsSheet);
    };
    const unlinked = (record: { values: Record<string, { messages?: { source?: string }[] }> }) =>
      (record.values.parent?.messages ?? []).filter((message) => message.source === 'unlinked');

    let written = await run();
    expect(written.map((record) => unlinked(record as never).length)).toEqual([0, 0]);
    // A is renamed in the source: the next run deletes A and B, then writes Z and B (parent A).
    ok(
      await api.client.PUT('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: uploadSheet } },
        body: [{ id: a?.id as string, values: { code: { value: 'Z' } } }],
      }),
    );
    written = await run();
    expect(written.map((record) => record.values.code?.value)).toEqual(['Z', 'B']);
    expect(unlinked(written[1] as never)).toHaveLength(1);
    expect(written[1]?.valid).toBe(false);
  });

  it('with keepRecordIds updates the records it made in place, keeping their ids', async () => {
    await transform({ keepRecordIds: true });
    const before = await records(destinationSheetId);
    const [typed] = await insert(destinationSheetId, [
      { firstName: 'Typed by hand', email: 'h@x.io' },
    ]);
    const source = await records(sourceSheetId);
    ok(
      await api.client.PUT('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: sourceSheetId } },
        body: [
          {
            id: source[2]?.id as string,
            values: { 'e-mail': { value: 'cy@x.io' }, Tier: { value: 'S' } },
          },
        ],
      }),
    );
    ok(
      await api.client.DELETE('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: sourceSheetId }, query: { ids: [source[1]?.id as string] } },
      }),
    );
    await insert(sourceSheetId, [{ 'First Name': 'Di', 'e-mail': 'di@x.io', Tier: 'G' }]);

    const job = await transform({ keepRecordIds: true });
    expect(job.outcome?.message).toMatch(/1 added, 2 updated in place, 1 deleted/);
    const after = await records(destinationSheetId);
    expect(after.map((record) => record.id)).toEqual([
      before[0]?.id,
      before[2]?.id,
      typed?.id,
      expect.any(String),
    ]);
    const cy = after[1];
    expect(valuesOf(cy as never)).toMatchObject({ email: 'cy@x.io', tier: 'silver' });
    expect(cy?.valid).toBe(true);
    expect(valuesOf(after[2] as never)).toEqual({ firstName: 'Typed by hand', email: 'h@x.io' });
    expect(valuesOf(after[3] as never)).toMatchObject({ firstName: 'Di', tier: 'gold' });
  });

  it('takes a snapshot of the destination first, so restoring it undoes the transform', async () => {
    const [typed] = await insert(destinationSheetId, [{ firstName: 'Before', email: 'b@x.io' }]);
    const job = await transform({ keepRecordIds: true });
    expect(job.status).toBe('complete');
    expect((await records(destinationSheetId)).length).toBeGreaterThan(1);

    const snapshots = ok(
      await api.client.GET('/v1/snapshots', { params: { query: { sheetId: destinationSheetId } } }),
    ).data;
    const before = snapshots.find((snapshot) => snapshot.label?.includes(job.id));
    expect(before?.label).toBe(`Before transform ${job.id} (program ${programId})`);
    ok(
      await api.client.POST('/v1/snapshots/{snapshotId}/restore', {
        params: { path: { snapshotId: before?.id as string } },
      }),
    );
    expect((await records(destinationSheetId)).map((record) => record.id)).toEqual([typed?.id]);
  });

  it('without keepRecordIds replaces the records it made (the earlier add/delete behaviour)', async () => {
    await transform();
    const before = await records(destinationSheetId);
    const [typed] = await insert(destinationSheetId, [
      { firstName: 'Typed by hand', email: 'h@x.io' },
    ]);
    const job = await transform({ keepRecordIds: false });
    expect(job.outcome?.message).toMatch(/3 added, 0 updated in place, 3 deleted/);
    const after = await records(destinationSheetId);
    expect(after).toHaveLength(4);
    expect(after[0]?.id).toBe(typed?.id);
    const oldIds = new Set(before.map((record) => record.id));
    expect(after.slice(1).every((record) => !oldIds.has(record.id))).toBe(true);
    expect(after.slice(1).map(valuesOf)).toEqual(before.map(valuesOf));
  });

  it.each([
    ['an unknown program', { input: { programId: 'us_mp_nope' } }, 404, 'body.input.programId'],
    ['no program', { input: { programId: undefined } }, 400, 'body.input.programId'],
    [
      'an unknown destination sheet',
      { config: { destinationSheetId: 'us_sh_nope' } },
      404,
      'body.config.destinationSheetId',
    ],
    [
      'no destination sheet',
      { config: { destinationSheetId: undefined } },
      400,
      'body.config.destinationSheetId',
    ],
    [
      'the source sheet as destination',
      { config: { destinationSheetId: 'SOURCE' } },
      400,
      'body.config.destinationSheetId',
    ],
    ['an unknown version', { input: { version: 'v1' } }, 400, 'body.input.version'],
    ['an unknown source workbook', { source: 'us_wb_nope' }, 404, 'body.source'],
  ])('refuses a transform naming %s, creating no job', async (_case, change, status, key) => {
    const base = transformBody();
    const body = {
      ...base,
      ...('source' in change ? { source: change.source } : {}),
      config: { ...base.config, ...('config' in change ? change.config : {}) },
      input: { ...base.input, ...('input' in change ? change.input : {}) },
    };
    if (body.config.destinationSheetId === 'SOURCE') body.config.destinationSheetId = sourceSheetId;
    const result = failure(await api.client.POST('/v1/jobs', { body: body as never }));
    expect(result.status).toBe(status);
    expect(result.error?.key).toBe(key);
    expect(ok(await api.client.GET('/v1/jobs')).data).toEqual([]);
    expect(await records(destinationSheetId)).toEqual([]);
  });

  it('fails a transform whose program is gone by the time it runs, naming it, writing nothing', async () => {
    const created = ok(
      await api.client.POST('/v1/jobs', { body: { ...transformBody(), trigger: 'manual' } }),
    ).data;
    ok(await api.client.DELETE('/v1/mapping/{programId}', { params: { path: { programId } } }));
    ok(
      await api.client.POST('/v1/jobs/{jobId}/execute', {
        params: { path: { jobId: created.id } },
      }),
    );
    const job = await finished(created.id);
    expect(job.status).toBe('failed');
    expect(job.info).toMatch(new RegExp(`Mapping program ${programId} not found`));
    expect(await records(destinationSheetId)).toEqual([]);
    const topics = (await api.events()).map((event) => event.topic);
    expect(topics).not.toContain('program:recomputing');
  });
});
