/**
 * Records in and out of a sheet through the API, in the shapes tests compare: rows of plain
 * values in (each wrapped as a cell), records out in insertion order.
 */
import type { Json, TestApi } from './test-api';

/** Inserts rows (`{ key: value }`, or `{ key: { value, … } }` cells as they are); returns the records. */
export async function insertRows(
  api: TestApi,
  sheetId: string,
  rows: Record<string, unknown>[],
): Promise<Json[]> {
  const body = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { value },
      ]),
    ),
  );
  return (await api.ok('POST', `/v1/sheets/${sheetId}/records`, { body })).data.records;
}

/** Every record of a sheet (one page of up to 10,000), in insertion order. */
export async function readRecords(
  api: TestApi,
  sheetId: string,
  query: Record<string, string | number | boolean | string[] | undefined> = {},
): Promise<Json[]> {
  return (await api.ok('GET', `/v1/sheets/${sheetId}/records`, { query })).data.records;
}
