import { type ImportkitClient, unwrap } from '@importkit/api';
import type { SheetRecord } from './contract-types';
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

/** A sheet to read: its id and how many records it had when counted. */
export interface SheetToRead {
  id: string;
  total: number;
}

/**
 * Requests sent ahead of the page being read, to hide each page's time to first byte. One is
 * enough (a page takes longer to stream than the next one takes to start); more only make the
 * API hold more page bodies that wait (measured: the dev server then spent about twice the CPU).
 */
export const PAGES_AHEAD = 1;

interface PageRequest {
  sheetIndex: number;
  pageNumber: number;
  abort: AbortController;
  body: Promise<ReadableStreamDefaultReader<Uint8Array>>;
}

function requestPage(
  client: ImportkitClient,
  sheet: SheetToRead,
  sheetIndex: number,
  pageSize: number,
  pageNumber: number,
): PageRequest {
  const abort = new AbortController();
  const body = unwrap(
    client.GET('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId: sheet.id }, query: { pageSize, pageNumber } },
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
  return { sheetIndex, pageNumber, abort, body };
}

// The pages a workbook is read in: for each sheet, as many as its count fills.
function* plannedPages(sheets: readonly SheetToRead[], pageSize: number) {
  for (const [sheetIndex, sheet] of sheets.entries()) {
    for (let pageNumber = 1; (pageNumber - 1) * pageSize < sheet.total; pageNumber += 1) {
      yield { sheet, sheetIndex, pageNumber };
    }
  }
}

function cancel(request: PageRequest): void {
  request.abort.abort();
  request.body.then((reader) => reader.cancel()).catch(() => {});
}

/**
 * Every record of every sheet, sheet after sheet, as the bytes the records API sent: each page's
 * response is streamed through a `RecordsScanner` and its records are passed on chunk by chunk,
 * never parsed (records with messages are parsed one by one for `onMessages`) and never held as a
 * whole page. A sheet is read until as many records as it was counted with have come, or a page
 * comes back short; a sheet counted empty is not read. The next page is requested while one is
 * read; its response waits in its socket (bounded by TCP flow control, not by this process's
 * memory) until its turn.
 */
export async function* workbookRecordBytes(
  client: ImportkitClient,
  sheets: readonly SheetToRead[],
  pageSize: number,
  onMessages: (sheetIndex: number, records: SheetRecord[]) => void,
): AsyncGenerator<RecordBytes> {
  const plan = plannedPages(sheets, pageSize);
  const inFlight: PageRequest[] = [];
  const fill = (): void => {
    while (inFlight.length < PAGES_AHEAD) {
      const next = plan.next();
      if (next.done) return;
      const { sheet, sheetIndex, pageNumber } = next.value;
      inFlight.push(requestPage(client, sheet, sheetIndex, pageSize, pageNumber));
    }
  };
  try {
    fill();
    let shortSheet = -1;
    for (let page = inFlight.shift(); page; page = inFlight.shift()) {
      if (page.sheetIndex === shortSheet) {
        cancel(page); // an earlier page of this sheet came back short: nothing more to read
        fill();
        continue;
      }
      const { sheetIndex } = page;
      const reader = await page.body;
      fill();
      const scanner = new RecordsScanner((records) => onMessages(sheetIndex, records));
      let pageStart = true;
      try {
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          const { elements, count } = scanner.push(read.value);
          if (elements === undefined) continue;
          yield { sheetIndex, elements, count, pageStart };
          pageStart = false;
        }
      } finally {
        // Stopped early (the consumer returned or failed): release the response.
        reader.cancel().catch(() => {});
      }
      const rest = scanner.end();
      if (rest.elements)
        yield { sheetIndex, elements: rest.elements, count: rest.count, pageStart };
      if (scanner.count < pageSize) shortSheet = sheetIndex;
    }
  } finally {
    for (const page of inFlight) cancel(page);
  }
}
