/**
 * The checks of the record integrity test: a page read while writes were in flight, and a sheet
 * read whole (every page, filters, ids and counts) once they are done.
 */
import { expect } from 'vitest';
import {
  canonical,
  type ModelRecord,
  type PageQuery,
  type Random,
  type SheetModel,
} from './record-model';
import type { RecordsHttp } from './records-http';

/** A sheet under test: its id, its model and each record's place in insertion order. */
export interface Sheet {
  id: string;
  model: SheetModel;
  sequence: Map<string, number>;
}

function expectSameRecords(actual: ModelRecord[], expected: ModelRecord[], what: string) {
  expect(actual.map(canonical), what).toEqual(expected.map(canonical));
}

function isValidFor(record: ModelRecord, field: string | undefined): boolean {
  return field === undefined ? record.valid : record.values[field]?.valid !== false;
}

/**
 * A page read while writes were in flight: each record is as it was before the writes or as it
 * is after them (never anything else), in insertion order, matching the query, at most a page.
 */
export function checkConcurrentRead(
  sheet: Sheet,
  before: ReadonlyMap<string, ModelRecord> | undefined,
  query: PageQuery,
  records: ModelRecord[],
): void {
  const what = `page read during writes ${JSON.stringify({ ...query, ids: query.ids?.length })}`;
  expect(records.length, what).toBeLessThanOrEqual(query.pageSize);
  let previous = -1;
  for (const record of records) {
    const place = sheet.sequence.get(record.id);
    expect(place, `${what}: unknown id ${record.id}`).toBeDefined();
    expect(place as number, `${what}: ${record.id} out of order`).toBeGreaterThan(previous);
    previous = place as number;
    const text = canonical(record);
    const versions = [before?.get(record.id), sheet.model.records.get(record.id)];
    const known = versions.filter((version) => version !== undefined).map(canonical);
    if (!known.includes(text)) expect(text, `${what}: record ${record.id}`).toBe(known.at(-1));
    if (query.ids) expect(query.ids, what).toContain(record.id);
    if (query.filter) {
      expect(isValidFor(record, query.filterField), `${what}: ${record.id}`).toBe(
        query.filter === 'valid',
      );
    }
  }
}

/** Reads the whole sheet (paged, filtered, by ids, with counts) and compares it to the model. */
export async function expectSheetEqualsModel(http: RecordsHttp, sheet: Sheet, random: Random) {
  const pageSize = random.pick([97, 1000, 10000]);
  for (let pageNumber = 1; ; pageNumber++) {
    const query = { pageSize, pageNumber };
    const { records } = await http.page(sheet.id, query);
    expectSameRecords(records, sheet.model.page(query), `page ${JSON.stringify(query)}`);
    if (records.length < pageSize) break;
  }
  const { counts } = await http.page(sheet.id, { pageSize: 1, pageNumber: 1, includeCounts: true });
  expect(counts).toEqual(sheet.model.counts());
  for (const filter of ['valid', 'error'] as const) {
    const filterField = random.next() < 0.5 ? undefined : `f${random.int(6)}`;
    const query: PageQuery = { pageSize: 50_000, pageNumber: 1, filter, filterField };
    const { records } = await http.page(sheet.id, query);
    expectSameRecords(records, sheet.model.page(query), `page ${JSON.stringify(query)}`);
  }
  const ids = random.sample(sheet.model.order, Math.min(200, sheet.model.order.length));
  const query = { pageSize: 1000, pageNumber: 1, ids };
  expectSameRecords((await http.page(sheet.id, query)).records, sheet.model.page(query), 'by ids');
}
