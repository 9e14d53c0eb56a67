/**
 * The records an event is about, read and written back through its `dataUrl` (the events about
 * records carry one: `records:created|updated|deleted`, `commit:created`), as hosted listeners
 * use `event.data` and `event.update(records)`. The URL is relative to the API's root; the reads
 * and writes go through the listener's client, with its key, retries and errors.
 * @module
 */
import { type components, type ImportkitClient, unwrap } from '@importkit/api';
import { ListenerArgumentError } from '../errors';

/** A record as the event's `dataUrl` answers it. */
export type EventRecord = components['schemas']['Record'];
/** What a write-back gives for a record: its id and the cells (and metadata) that change. */
export type EventRecordUpdate = components['schemas']['RecordUpdate'];

/** The records path every `dataUrl` names, typed as the contract's operation. */
const RECORDS_PATH = '/v1/sheets/{sheetId}/records' as const;

/** The path and query of an event's `dataUrl`; a `ListenerArgumentError` when it has none. */
function dataUrlOf(event: object): { path: typeof RECORDS_PATH; query: Record<string, string> } {
  const dataUrl = (event as { dataUrl?: unknown }).dataUrl;
  if (typeof dataUrl !== 'string' || dataUrl === '') {
    const topic = String((event as { topic?: unknown }).topic);
    throw new ListenerArgumentError(
      'event',
      `event ${topic} has no dataUrl: only the events about records (records:*, commit:created) have records to read or write`,
    );
  }
  const url = new URL(dataUrl, 'http://event.invalid/');
  // The path is concrete (`/v1/sheets/us_sh_…/records`): openapi-fetch sends it as it is.
  return { path: url.pathname as typeof RECORDS_PATH, query: Object.fromEntries(url.searchParams) };
}

/** The records the event names (one page of up to 10,000, as the server answers). */
export async function readEventRecords(
  client: ImportkitClient,
  event: object,
): Promise<EventRecord[]> {
  const { path, query } = dataUrlOf(event);
  const body = await unwrap(
    client.GET(path, { params: { path: { sheetId: '' }, query: query as never } }),
  );
  return body.data.records;
}

/**
 * Writes records of the event back (each its id and the cells that change). Sent with the hosted
 * `x-disable-hooks: true`, so the write makes no `commit:created` and a record hook does not run
 * again on its own change.
 */
export async function writeEventRecords(
  client: ImportkitClient,
  event: object,
  records: readonly EventRecordUpdate[],
): Promise<void> {
  const { path, query } = dataUrlOf(event);
  await unwrap(
    client.PUT(path, {
      params: { path: { sheetId: '' }, query: query as never },
      body: [...records],
      headers: { 'x-disable-hooks': 'true' },
    }),
  );
}
