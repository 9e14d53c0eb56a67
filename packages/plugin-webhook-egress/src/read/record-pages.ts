import { type ImportkitClient, unwrap } from '@importkit/api';
import type { SheetRecord } from '../contract-types';
import type { RecordIdSink } from './record-id-reader';
import { RecordsScanner } from './records-scanner';

/** A run of records of the sheet at `sheetIndex`, as raw JSON (array elements, no brackets). */
export interface RecordBytes {
  sheetIndex: number;
  /** Part of a records page: whole records, or a record cut anywhere (the rest follows). */
  elements: Buffer;
  /** Records that start in `elements`. */
  count: number;
  /** The first bytes of a page (a new run of records, to be separated from the previous page's). */
  pageStart: boolean;
}

/** A sheet to read: its id, how many records it had when counted, and where its ids go. */
export interface SheetToRead {
  id: string;
  total: number;
  /** Gets the id of every record sent. */
  ids?: RecordIdSink;
}

interface PageRequest {
  sheetIndex: number;
  /** Records of this sheet read before this page. */
  readBefore: number;
  /** The cursor the page was asked for with (none for a sheet's first page). */
  after: string | undefined;
  abort: AbortController;
  body: Promise<ReadableStreamDefaultReader<Uint8Array>>;
}

function requestPage(
  client: ImportkitClient,
  sheet: SheetToRead,
  sheetIndex: number,
  pageSize: number,
  after: { id: string; readBefore: number } | undefined,
): PageRequest {
  const abort = new AbortController();
  const query = after === undefined ? { pageSize } : { pageSize, after: after.id };
  const body = unwrap(
    client.GET('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId: sheet.id }, query },
      parseAs: 'stream',
      signal: abort.signal,
    }),
  ).then((stream) => {
    if (!stream) throw new TypeError('importkit/plugin-webhook-egress: a records page had no body');
    // Locked at once: fetch cancels the unlocked body of a response that was garbage collected,
    // and a page read ahead may wait a while for its turn.
    return (stream as ReadableStream<Uint8Array>).getReader();
  });
  // Read later (or cancelled): its failure must not become an unhandled rejection meanwhile.
  body.catch(() => {});
  return { sheetIndex, readBefore: after?.readBefore ?? 0, after: after?.id, abort, body };
}

function cancel(request: PageRequest): void {
  request.abort.abort();
  request.body.then((reader) => reader.cancel()).catch(() => {});
}

/**
 * Every record of every sheet, sheet after sheet, as the bytes the records API sent: each page's
 * response is streamed through a `RecordsScanner` and its records are passed on chunk by chunk,
 * never parsed (records with messages are parsed one by one for `onMessages`) and never held as a
 * whole page.
 *
 * Pages are read by cursor: each page asks for the records inserted after the last record of the
 * page before (`after`), so records deleted or inserted meanwhile cannot make it skip a record
 * that exists throughout (pages by number would: a deletion shifts the later pages). A sheet is
 * read until as many records as it was counted with have come (records inserted meanwhile come
 * after every counted one), or a page comes back short; a sheet counted empty is not read. The
 * next page is requested as soon as the page being read has ended in the scanner (its last id is
 * known), while its last bytes are passed on; its response waits in its socket (bounded by TCP
 * flow control, not by this process's memory) until its turn.
 */
export async function* workbookRecordBytes(
  client: ImportkitClient,
  sheets: readonly SheetToRead[],
  pageSize: number,
  onMessages: (sheetIndex: number, records: SheetRecord[]) => void,
): AsyncGenerator<RecordBytes> {
  // The first page of the first sheet at or after `from` that was counted with records.
  const firstPage = (from: number): PageRequest | undefined => {
    for (let index = from; index < sheets.length; index += 1) {
      const sheet = sheets[index] as SheetToRead;
      if (sheet.total > 0) return requestPage(client, sheet, index, pageSize, undefined);
    }
    return undefined;
  };
  // The page after `page`, whose records the scanner has read to the end.
  const pageAfter = (page: PageRequest, scanner: RecordsScanner): PageRequest | undefined => {
    const sheet = sheets[page.sheetIndex] as SheetToRead;
    // A page after X that ends with X: the API ignored the cursor (it answered the first page
    // again); reading on would send the same records again.
    if (page.after !== undefined && scanner.count > 0 && scanner.lastRecordId === page.after) {
      throw new TypeError(
        `importkit/plugin-webhook-egress: the records API ignored after=${page.after} for sheet ${sheet.id}: it does not page by cursor`,
      );
    }
    const read = page.readBefore + scanner.count;
    if (scanner.count < pageSize || read >= sheet.total) return firstPage(page.sheetIndex + 1);
    const id = scanner.lastRecordId;
    if (id === undefined) {
      throw new TypeError(
        `importkit/plugin-webhook-egress: the last record of a page of sheet ${sheet.id} has no id`,
      );
    }
    return requestPage(client, sheet, page.sheetIndex, pageSize, { id, readBefore: read });
  };

  let next = firstPage(0);
  try {
    while (next) {
      const page = next;
      next = undefined;
      const { sheetIndex } = page;
      const reader = await page.body;
      const scanner = new RecordsScanner((records) => onMessages(sheetIndex, records), {
        ids: sheets[sheetIndex]?.ids,
      });
      let requested = false;
      let pageStart = true;
      try {
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          const { elements, count } = scanner.push(read.value);
          if (scanner.complete && !requested) {
            requested = true;
            next = pageAfter(page, scanner);
          }
          if (elements === undefined) continue;
          yield { sheetIndex, elements, count, pageStart };
          pageStart = false;
        }
      } finally {
        // Stopped early (the consumer returned or failed): release the response.
        reader.cancel().catch(() => {});
      }
      const rest = scanner.end();
      if (!requested) next = pageAfter(page, scanner);
      if (rest.elements)
        yield { sheetIndex, elements: rest.elements, count: rest.count, pageStart };
    }
  } finally {
    if (next) cancel(next);
  }
}
