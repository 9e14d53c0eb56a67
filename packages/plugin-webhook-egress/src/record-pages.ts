import { type ImportkitClient, unwrap } from '@importkit/api';
import { locateRecordsArray, type RecordsSlice } from './records-array';

/** One page of records of the sheet at `sheetIndex`, as raw JSON (the array's elements). */
export interface RecordPage extends RecordsSlice {
  sheetIndex: number;
}

/** A sheet to read: its id and how many records it had when counted. */
export interface SheetToRead {
  id: string;
  total: number;
}

/**
 * Reads one page as bytes and cuts the records out of it unparsed, so they are forwarded exactly
 * as the API returned them at the cost of one byte scan (parsing and re-serializing costs about
 * ten times more). A response of another layout is parsed instead.
 */
async function fetchPage(
  client: ImportkitClient,
  sheetId: string,
  pageSize: number,
  pageNumber: number,
): Promise<RecordsSlice> {
  const body = await unwrap(
    client.GET('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId }, query: { pageSize, pageNumber } },
      parseAs: 'arrayBuffer',
    }),
  );
  const bytes = Buffer.from(body);
  const slice = locateRecordsArray(bytes);
  if (slice) return slice;
  const parsed = JSON.parse(bytes.toString('utf8')) as { data?: { records?: unknown } };
  const records = parsed.data?.records;
  if (!Array.isArray(records)) {
    throw new TypeError(
      `importkit/plugin-webhook-egress: the records page ${pageNumber} of sheet ${sheetId} has no data.records array`,
    );
  }
  return { elements: Buffer.from(JSON.stringify(records).slice(1, -1)), count: records.length };
}

/**
 * Every page of every sheet, sheet after sheet. A sheet is read until as many records as it was
 * counted with have come, or a page comes back short; a sheet counted empty is not read.
 */
export async function* workbookRecordPages(
  client: ImportkitClient,
  sheets: readonly SheetToRead[],
  pageSize: number,
): AsyncGenerator<RecordPage> {
  for (const [sheetIndex, sheet] of sheets.entries()) {
    let delivered = 0;
    for (let pageNumber = 1; delivered < sheet.total; pageNumber += 1) {
      const page = await fetchPage(client, sheet.id, pageSize, pageNumber);
      if (page.count > 0) yield { sheetIndex, ...page };
      delivered += page.count;
      if (page.count < pageSize) break;
    }
  }
}
