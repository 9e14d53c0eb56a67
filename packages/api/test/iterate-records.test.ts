import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createClient,
  ImportkitError,
  iterateRecordPages,
  iterateRecords,
  type SheetRecord,
} from '../src/index';

type SheetOptions = {
  counts?: boolean;
  valid?: (index: number) => boolean;
  failOnPage?: number;
  /** Answers as a server without cursors does: `after` is not read. */
  ignoreAfter?: boolean;
};

/**
 * A records endpoint over `total` records, served through an injected fetch: pages by
 * pageSize after the `after` record (pageNumber/pageSize without it), `filter=valid|error`,
 * `counts` on request; it records each query.
 */
function sheet(total: number, options: SheetOptions = {}) {
  const isValid = options.valid ?? (() => true);
  const all: SheetRecord[] = Array.from({ length: total }, (_, index) => ({
    id: `us_rc_${index + 1}`,
    values: { name: { value: `Row ${index + 1}`, messages: [] } },
    valid: isValid(index),
  }));
  const requests: URLSearchParams[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(new Request(input, init).url);
    requests.push(url.searchParams);
    const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
    if (requests.length === options.failOnPage) {
      return Response.json({ errors: [{ message: 'Sheet not found' }] }, { status: 404 });
    }
    const pageSize = Number(url.searchParams.get('pageSize'));
    const filter = url.searchParams.get('filter');
    const after = options.ignoreAfter ? null : url.searchParams.get('after');
    const start = after === null ? 0 : all.findIndex((record) => record.id === after) + 1;
    const matching = all
      .slice(start)
      .filter((record) =>
        filter === 'valid' ? record.valid : filter === 'error' ? !record.valid : true,
      );
    const records = matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    const valid = all.filter((record) => record.valid).length;
    const counts = { total, valid, error: total - valid };
    const withCounts = options.counts !== false && url.searchParams.get('includeCounts') === 'true';
    return Response.json({ data: { records, ...(withCounts && { counts }) } });
  };
  const client = createClient({ baseUrl: 'http://api.importkit.test', apiKey: 'sk_test', fetch });
  return { client, requests };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('iterateRecordPages', () => {
  it.each([
    { total: 0, pages: 0, requests: 1 },
    { total: 1, pages: 1, requests: 1 },
    { total: 3, pages: 1, requests: 1 },
    { total: 6, pages: 2, requests: 2 },
    { total: 17, pages: 6, requests: 6 },
  ])(
    'stops exactly at the last record: $total records in pages of 3',
    async ({ total, pages, requests }) => {
      const target = sheet(total);

      const received = await collect(iterateRecordPages(target.client, 'us_sh_1', { pageSize: 3 }));

      expect(received).toHaveLength(pages);
      expect(received.flat().map((record) => record.id)).toEqual(
        Array.from({ length: total }, (_, index) => `us_rc_${index + 1}`),
      );
      expect(target.requests).toHaveLength(requests);
      // Each page after the first starts after the last record received (a cursor).
      expect(target.requests.map((query) => query.get('after'))).toEqual(
        Array.from({ length: requests }, (_, index) => (index === 0 ? null : `us_rc_${index * 3}`)),
      );
      expect(target.requests.every((query) => !query.has('pageNumber'))).toBe(true);
      expect(target.requests[0]?.get('includeCounts')).toBe('true');
      expect(target.requests.slice(1).every((query) => !query.has('includeCounts'))).toBe(true);
    },
  );

  it('stops at the first short page when the server sends no counts', async () => {
    const shortLast = sheet(7, { counts: false });
    const exactMultiple = sheet(6, { counts: false });

    expect(
      (await collect(iterateRecords(shortLast.client, 'us_sh_1', { pageSize: 3 }))).length,
    ).toBe(7);
    expect(shortLast.requests).toHaveLength(3);
    // Without counts, only an empty page can tell that 6 records were exactly two full pages.
    expect(
      (await collect(iterateRecords(exactMultiple.client, 'us_sh_1', { pageSize: 3 }))).length,
    ).toBe(6);
    expect(exactMultiple.requests).toHaveLength(3);
  });

  it('uses the count of the filtered records to stop', async () => {
    const target = sheet(10, { valid: (index) => index % 2 === 0 });

    const valid = await collect(
      iterateRecords(target.client, 'us_sh_1', { pageSize: 5, filter: 'valid' }),
    );

    expect(valid.map((record) => record.id)).toEqual([
      'us_rc_1',
      'us_rc_3',
      'us_rc_5',
      'us_rc_7',
      'us_rc_9',
    ]);
    expect(target.requests).toHaveLength(1);
    expect(target.requests[0]?.get('filter')).toBe('valid');
  });

  it('throws instead of repeating records when the server ignores the cursor', async () => {
    const target = sheet(10, { ignoreAfter: true });

    const failure = await collect(iterateRecords(target.client, 'us_sh_1', { pageSize: 3 })).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ImportkitError);
    expect(failure).toMatchObject({ code: 'CURSOR_IGNORED' });
    expect((failure as Error).message).toContain('after=us_rc_3');
    expect(target.requests).toHaveLength(2);
  });

  it('defaults to pages of 10,000', async () => {
    const target = sheet(2);

    await collect(iterateRecordPages(target.client, 'us_sh_1'));

    expect(target.requests[0]?.get('pageSize')).toBe('10000');
  });

  it('throws an ApiError when a page fails', async () => {
    const target = sheet(10, { failOnPage: 2 });

    const pages: SheetRecord[][] = [];
    const failure = await (async () => {
      for await (const page of iterateRecordPages(target.client, 'us_sh_1', { pageSize: 3 }))
        pages.push(page);
    })().catch((error: unknown) => error);

    expect(pages).toHaveLength(1);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      method: 'GET',
      path: '/v1/sheets/us_sh_1/records',
    });
  });

  it('stops when its signal is aborted', async () => {
    const target = sheet(30);
    const controller = new AbortController();
    const ids: string[] = [];

    const failure = await (async () => {
      for await (const record of iterateRecords(target.client, 'us_sh_1', {
        pageSize: 5,
        signal: controller.signal,
      })) {
        ids.push(record.id);
        if (ids.length === 7) controller.abort();
      }
    })().catch((error: unknown) => error);

    expect(failure).toMatchObject({ name: 'AbortError' });
    expect(ids).toHaveLength(7);
    expect(target.requests).toHaveLength(2);
  });
});
