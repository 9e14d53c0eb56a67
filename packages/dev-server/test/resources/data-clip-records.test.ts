import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { useClientApi } from '../support/server';

const api = useClientApi();

/** A sheet of contacts (`name`, `email`) with two records, and a clip of it. */
async function clippedContacts() {
  const { client } = api;
  const space = ok(await client.POST('/v1/spaces', { body: { name: 'Clips' } })).data;
  const workbook = ok(
    await client.POST('/v1/workbooks', {
      body: {
        name: 'Contacts',
        spaceId: space.id,
        sheets: [
          {
            name: 'Contacts',
            slug: 'contacts',
            fields: [
              { key: 'name', type: 'string' },
              { key: 'email', type: 'string' },
            ],
          },
        ],
      },
    }),
  ).data;
  const sheetId = workbook.sheets?.[0]?.id as string;
  const inserted = ok(
    await client.POST('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId } },
      body: [
        { name: { value: 'Ada' }, email: { value: 'ada@example.com' } },
        { name: { value: 'Grace' }, email: { value: 'grace@example.com' } },
      ],
    }),
  ).data.records as { id: string }[];
  const clip = ok(
    await client.POST('/v1/data-clips', { body: { name: 'Review', sourceSheetId: sheetId } }),
  );
  return { workbook, sheetId, clip, recordIds: inserted.map((record) => record.id) };
}

async function setCell(sheetId: string, id: string, key: string, value: string) {
  ok(
    await api.client.PUT('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId } },
      body: [{ id, values: { [key]: { value } } }],
    }),
  );
}

async function differences(dataClipId: string, query: Record<string, unknown> = {}) {
  return ok(
    await api.client.GET('/v1/data-clips/{dataClipId}/resolutions', {
      params: { path: { dataClipId }, query },
    }),
  ).data;
}

describe('the records of a data clip', () => {
  it('copies records into a sheet of its own, which its workbook does not list', async () => {
    const { client } = api;
    const { workbook, sheetId, clip, recordIds } = await clippedContacts();
    expect(clip.clipSheetId).toMatch(/^us_sh_/);
    expect(clip.clipSheetId).not.toBe(sheetId);

    const added = ok(
      await client.POST('/v1/data-clips/{dataClipId}/add-records', {
        params: { path: { dataClipId: clip.id } },
        body: { recordIds: [recordIds[0] as string] },
      }),
    );
    expect(added.success).toBe(true);
    expect(added.records?.map((record) => record.values.name?.value)).toEqual(['Ada']);

    // The clip's sheet is read and written with the records API, by its id.
    const clipRecords = ok(
      await client.GET('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: clip.clipSheetId } },
      }),
    ).data.records;
    expect(clipRecords.map((record) => record.values.email?.value)).toEqual(['ada@example.com']);
    expect(clipRecords[0]?.id).not.toBe(recordIds[0]);
    const clipSheet = ok(
      await client.GET('/v1/sheets/{sheetId}', { params: { path: { sheetId: clip.clipSheetId } } }),
    ).data;
    expect(clipSheet).toMatchObject({ workbookId: workbook.id, dataClipId: clip.id });

    const listed = ok(
      await client.GET('/v1/workbooks/{workbookId}', {
        params: { path: { workbookId: workbook.id } },
      }),
    ).data;
    expect(listed.sheets?.map((sheet) => sheet.id)).toEqual([sheetId]);

    // Nothing differs yet: the clip holds the records as they are.
    expect(await differences(clip.id)).toEqual([]);
  });

  it('refuses records of another sheet and records clipped already, before it copies any', async () => {
    const { client } = api;
    const { clip, recordIds } = await clippedContacts();
    const path = { params: { path: { dataClipId: clip.id } } };
    const unknown = failure(
      await client.POST('/v1/data-clips/{dataClipId}/add-records', {
        ...path,
        body: { recordIds: [recordIds[0] as string, 'us_rc_missing'] },
      }),
    );
    expect(unknown).toMatchObject({ status: 404, error: { key: 'body.recordIds[1]' } });
    ok(
      await client.POST('/v1/data-clips/{dataClipId}/add-records', {
        ...path,
        body: { recordIds: [recordIds[0] as string] },
      }),
    );
    const twice = failure(
      await client.POST('/v1/data-clips/{dataClipId}/add-records', {
        ...path,
        body: { recordIds: [recordIds[1] as string, recordIds[0] as string] },
      }),
    );
    expect(twice).toMatchObject({ status: 409, error: { key: 'body.recordIds[1]' } });
    const clipRecords = ok(
      await client.GET('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: clip.clipSheetId } },
      }),
    ).data.records;
    expect(clipRecords).toHaveLength(1);
  });

  it('shows what the clip changed, and a conflict where the source changed the same cell', async () => {
    const { client } = api;
    const { sheetId, clip, recordIds } = await clippedContacts();
    const [ada, grace] = recordIds as [string, string];
    const added = ok(
      await client.POST('/v1/data-clips/{dataClipId}/add-records', {
        params: { path: { dataClipId: clip.id } },
        body: { recordIds: [ada, grace] },
      }),
    ).records as { id: string }[];
    const [clipAda, clipGrace] = added.map((record) => record.id) as [string, string];

    await setCell(clip.clipSheetId, clipAda, 'email', 'ada@clip.example');
    await setCell(clip.clipSheetId, clipGrace, 'name', 'Grace H.');
    await setCell(sheetId, grace, 'name', 'Rear Admiral Hopper');

    const found = await differences(clip.id);
    expect(found.map((record) => record.id)).toEqual([clipAda, clipGrace]);
    expect(found[0]).toMatchObject({
      changeType: 'updatedSince',
      values: {
        email: {
          value: 'ada@example.com',
          clipValue: 'ada@clip.example',
          snapshotValue: 'ada@example.com',
          warning: false,
        },
      },
      resolves: [],
    });
    expect(Object.keys(found[0]?.values ?? {})).toEqual(['email']);
    expect(found[1]).toMatchObject({
      values: {
        name: {
          value: 'Rear Admiral Hopper',
          clipValue: 'Grace H.',
          snapshotValue: 'Grace',
          warning: true,
        },
      },
      resolves: [{ field: 'name', type: 'conflict' }],
    });

    expect((await differences(clip.id, { filterConflicts: true })).map((r) => r.id)).toEqual([
      clipGrace,
    ]);
    expect((await differences(clip.id, { filterColumn: 'email' })).map((r) => r.id)).toEqual([
      clipAda,
    ]);
    const index = async (id: string, filterConflicts: string) =>
      ok(
        await client.GET('/v1/data-clips/{dataClipId}/resolutions/index', {
          params: { path: { dataClipId: clip.id }, query: { id, filterConflicts } },
        }),
      ).index;
    expect(await index(clipGrace, 'false')).toBe(1);
    // A record is named by its clip record's id or its source record's.
    expect(await index(grace, 'true')).toBe(0);
    expect(await index(clipAda, 'true')).toBe(-1);
    const notClipped = failure(
      await client.GET('/v1/data-clips/{dataClipId}/resolutions/index', {
        params: {
          path: { dataClipId: clip.id },
          query: { id: 'us_rc_x', filterConflicts: 'true' },
        },
      }),
    );
    expect(notClipped).toMatchObject({ status: 404, error: { key: 'query.id' } });
  });

  it('keeps the resolves of a record and answers them in place of its conflict', async () => {
    const { client } = api;
    const { sheetId, clip, recordIds } = await clippedContacts();
    const grace = recordIds[1] as string;
    const [clipGrace] = (
      ok(
        await client.POST('/v1/data-clips/{dataClipId}/add-records', {
          params: { path: { dataClipId: clip.id } },
          body: { recordIds: [grace] },
        }),
      ).records as { id: string }[]
    ).map((record) => record.id) as [string];
    await setCell(clip.clipSheetId, clipGrace, 'name', 'Grace H.');
    await setCell(sheetId, grace, 'name', 'Rear Admiral Hopper');

    const resolves = [{ field: 'name', type: 'resolve' as const, resolveTo: 'clip' as const }];
    const answer = ok(
      await client.PATCH('/v1/data-clips/{dataClipId}/resolutions', {
        params: { path: { dataClipId: clip.id } },
        // The source record's id names the same clip record.
        body: { resolvedRecords: [{ recordId: grace, resolves }] },
      }),
    );
    expect(answer).toEqual({ data: { success: true } });
    const [record] = await differences(clip.id);
    expect(record?.resolves).toEqual(resolves);

    const events = await api.events(['data-clip:resolutions-created']);
    expect(events.map((event) => event.payload)).toEqual([
      {
        dataClipId: clip.id,
        resolutions: [
          {
            conflictId: clipGrace,
            resolution: resolves,
            resolvedBy: expect.stringMatching(/^us_key_/),
          },
        ],
      },
    ]);
    const unknown = failure(
      await client.PATCH('/v1/data-clips/{dataClipId}/resolutions', {
        params: { path: { dataClipId: clip.id } },
        body: { resolvedRecords: [{ recordId: recordIds[0] as string, resolves }] },
      }),
    );
    expect(unknown).toMatchObject({
      status: 404,
      error: { key: 'body.resolvedRecords[0].recordId' },
    });
  });

  it('says when a clipped record was deleted from the source, and drops its sheet with the clip', async () => {
    const { client } = api;
    const { sheetId, clip, recordIds } = await clippedContacts();
    const ada = recordIds[0] as string;
    ok(
      await client.POST('/v1/data-clips/{dataClipId}/add-records', {
        params: { path: { dataClipId: clip.id } },
        body: { recordIds: [ada] },
      }),
    );
    ok(
      await client.DELETE('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId }, query: { ids: [ada] } },
      }),
    );
    const [record] = await differences(clip.id);
    expect(record).toMatchObject({
      changeType: 'deletedSince',
      values: { name: { value: null, clipValue: 'Ada', warning: true } },
      resolves: [{ type: 'conflict' }],
    });

    ok(
      await client.DELETE('/v1/data-clips/{dataClipId}', {
        params: { path: { dataClipId: clip.id } },
      }),
    );
    const gone = failure(
      await client.GET('/v1/sheets/{sheetId}', { params: { path: { sheetId: clip.clipSheetId } } }),
    );
    expect(gone.status).toBe(404);
  });
});
