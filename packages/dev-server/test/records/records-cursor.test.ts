import {
  ApiError,
  createClient,
  type ImportkitClient,
  iterateRecordPages,
  type SheetRecord,
  unwrap,
} from '@importkit/api';
import { type DevServer, startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let server: DevServer;
let client: ImportkitClient;
beforeEach(async () => {
  server = await startDevServer({ port: 0 });
  client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
});
afterEach(() => server.close());

/** A sheet (field `n`) with `count` records whose `n` is 0 … count - 1; returns the ids in order. */
async function sheetWith(count: number): Promise<{ sheetId: string; ids: string[] }> {
  const { data: space } = await unwrap(client.POST('/v1/spaces', { body: { name: 'Cursor' } }));
  const { data: workbook } = await unwrap(
    client.POST('/v1/workbooks', {
      body: {
        name: 'Cursor',
        spaceId: space.id,
        sheets: [{ name: 'Rows', fields: [{ key: 'n', type: 'number' }] }],
      },
    }),
  );
  const sheetId = workbook.sheets?.[0]?.id as string;
  const { data } = await unwrap(
    client.POST('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId } },
      body: Array.from({ length: count }, (_, n) => ({ n: { value: n } })),
    }),
  );
  return { sheetId, ids: data.records.map((record) => record.id) };
}

async function page(
  sheetId: string,
  query: { pageSize: number; after?: string; pageNumber?: number },
) {
  const { data } = await unwrap(
    client.GET('/v1/sheets/{sheetId}/records', { params: { path: { sheetId }, query } }),
  );
  return data.records.map((record) => record.id);
}

async function deleteRecords(sheetId: string, ids: string[]) {
  await unwrap(
    client.DELETE('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId }, query: { ids } },
    }),
  );
}

describe('GET records with `after`', () => {
  it('answers the records inserted after the given one, also when that record was deleted', async () => {
    const { sheetId, ids } = await sheetWith(10);

    expect(await page(sheetId, { pageSize: 3, after: ids[2] })).toEqual(ids.slice(3, 6));

    await deleteRecords(sheetId, [ids[2] as string, ids[3] as string]);

    expect(await page(sheetId, { pageSize: 3, after: ids[2] })).toEqual(ids.slice(4, 7));
    expect(await page(sheetId, { pageSize: 3, after: ids[9] })).toEqual([]);
  });

  it('applies the filters after the cursor', async () => {
    const { sheetId, ids } = await sheetWith(6);
    const { data } = await unwrap(
      client.GET('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId }, query: { after: ids[1], searchValue: '5' } },
      }),
    );
    expect(data.records.map((record) => record.id)).toEqual([ids[5]]);
  });

  it('refuses `after` with a pageNumber other than 1', async () => {
    const { sheetId, ids } = await sheetWith(4);

    const failure = await page(sheetId, { pageSize: 2, after: ids[0], pageNumber: 2 }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400 });
    expect((failure as ApiError).message).toContain('pageNumber');
  });
});

describe('iterateRecordPages against the dev server', () => {
  it('skips no record when records of a page already read are deleted meanwhile', async () => {
    const { sheetId, ids } = await sheetWith(10);
    const received: SheetRecord[] = [];

    for await (const records of iterateRecordPages(client, sheetId, { pageSize: 3 })) {
      // The first page read, three of its records go: with pages by number, the records that
      // moved up into page 1 (ids 3 to 5) would never be seen.
      if (received.length === 0) await deleteRecords(sheetId, ids.slice(0, 3));
      received.push(...records);
    }

    expect(received.map((record) => record.id)).toEqual(ids);
  });

  it('sees every record that exists throughout while others are deleted and inserted', async () => {
    const { sheetId, ids } = await sheetWith(20);
    const received = new Set<string>();
    const deleted = new Set<string>();
    let round = 0;

    for await (const records of iterateRecordPages(client, sheetId, { pageSize: 4 })) {
      for (const record of records) received.add(record.id);
      // Each round: a record already read goes, a record not yet read goes, one is inserted.
      round += 1;
      const read = ids.find((id) => received.has(id) && !deleted.has(id));
      const unread = ids.find((id) => !received.has(id) && !deleted.has(id));
      const doomed = [read, unread].filter((id): id is string => id !== undefined);
      if (doomed.length > 0) await deleteRecords(sheetId, doomed);
      for (const id of doomed) deleted.add(id);
      await unwrap(
        client.POST('/v1/sheets/{sheetId}/records', {
          params: { path: { sheetId } },
          body: [{ n: { value: 100 + round } }],
        }),
      );
    }

    const survivors = ids.filter((id) => !deleted.has(id));
    expect(survivors.filter((id) => !received.has(id))).toEqual([]);
  });
});
