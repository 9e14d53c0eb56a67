/**
 * A sheet's records as CSV (the hosted `GET /v1/sheets/{sheetId}/download`): the records a read
 * with the same query selects, in its order, one column per field of the sheet in field order
 * under a header of the field keys (RFC 4180: CRLF line ends, a cell with a comma, quote or line
 * break quoted). The records are frozen when the request arrives and streamed a batch at a time,
 * so the file is one version of the sheet and memory does not grow with it.
 * @module
 */
import { Readable } from 'node:stream';
import { type HandlerMap, HIJACKED } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import { parseEntry } from '../store/frozen-records';
import type { RecordView } from '../store/record-table';
import { checkRecordsRead, type RecordsReadQuery } from './records';

/** Records per chunk of the stream. */
const BATCH = 1000;

/** A cell's value as CSV text: empty for no value, list elements joined by ", ". */
function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of the view, a header then a chunk per batch of records. */
function* csvChunks(view: RecordView, keys: string[]): Iterable<string> {
  yield `${keys.map(cellText).join(',')}\r\n`;
  for (let start = 0; start < view.order.length; start += BATCH) {
    let chunk = '';
    const end = Math.min(view.order.length, start + BATCH);
    for (let index = start; index < end; index++) {
      const { values } = parseEntry(view.records.entry(view.order[index] as number));
      const row = keys.map((key) => cellText(Object.hasOwn(values, key) ? values[key]?.value : ''));
      chunk += `${row.join(',')}\r\n`;
    }
    yield chunk;
  }
}

/** A `content-disposition` naming the download (any characters, RFC 5987). */
const attachment = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

export const recordsCsvHandlers: HandlerMap = {
  getRecordsAsCsv: ({ params, query, reply }, runtime) => {
    const found = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const request = checkRecordsRead(runtime, found, query as unknown as RecordsReadQuery);
    const view = runtime.store.records.view(found.sheet.id, request);
    const keys = found.sheet.config.fields.map((field) => field.key);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`${found.sheet.slug ?? found.sheet.name}.csv`));
    reply.send(Readable.from(csvChunks(view, keys)));
    return HIJACKED;
  },
};
