/**
 * The envelope keys hosted listener code reads beyond topic, context and payload, added to every
 * event the server emits (the event log calls `hostedEnvelope` once the event has its id):
 *
 * - `dataUrl` on the events about records (`records:created|updated|deleted`, `commit:created`):
 *   `v1/sheets/{sheetId}/records?for={eventId}`, which answers the records the event names in
 *   the records read's shape and takes the hosted write-back (`PUT`, the records with their
 *   changed cells, gzip or not) at the same address. It is relative, without a leading slash, as
 *   hosted listeners join it to their API URL (`@flatfile/listener` appends it to
 *   `AGENT_INTERNAL_URL` and a `/`); it holds a query, since that package passes it through
 *   `URLSearchParams`, which would append `=` to a URL without one.
 * - `callbackUrl` on `job:ready`: where the event is acknowledged (`POST`).
 * - `target`: the resource the event is about, as `kind(id)` (`sheet(us_sh_…)`), and `origin`:
 *   that resource's id and, when it has one, its slug.
 * - `namespaces`: `space:<namespace>` and `workbook:<namespace>` of the space and workbook the
 *   event belongs to (what `listener.namespace(['space:red'], …)` filters on), when they have one.
 * @module
 */
import type { DevEvent, EventExtras } from '../runtime/event-log';
import type { DevRuntime } from '../runtime/runtime';

/** The topics whose records a listener reads from `dataUrl`. */
const RECORDS_TOPICS = new Set([
  'records:created',
  'records:updated',
  'records:deleted',
  'commit:created',
]);

/** The context key naming the resource of a topic's domain, and the resource's kind. */
const TARGETS: Record<string, [kind: string, key: string]> = {
  environment: ['environment', 'environmentId'],
  space: ['space', 'spaceId'],
  workbook: ['workbook', 'workbookId'],
  sheet: ['sheet', 'sheetId'],
  records: ['sheet', 'sheetId'],
  commit: ['sheet', 'sheetId'],
  layer: ['sheet', 'sheetId'],
  snapshot: ['snapshot', 'snapshotId'],
  job: ['job', 'jobId'],
  file: ['file', 'fileId'],
  upload: ['file', 'fileId'],
  document: ['document', 'documentId'],
  action: ['action', 'actionId'],
  program: ['program', 'programId'],
  thread: ['thread', 'threadId'],
  'data-clip': ['data-clip', 'dataClipId'],
};

/** The most specific resource a context names, for a topic whose domain is not listed. */
const FALLBACK_TARGETS: [kind: string, key: string][] = [
  ['sheet', 'sheetId'],
  ['workbook', 'workbookId'],
  ['space', 'spaceId'],
  ['environment', 'environmentId'],
];

/** The path (relative to the API's root) of the records an event names. */
export function recordsDataUrl(sheetId: string, eventId: string): string {
  return `v1/sheets/${encodeURIComponent(sheetId)}/records?for=${encodeURIComponent(eventId)}`;
}

function targetOf(event: Readonly<DevEvent>): [kind: string, id: string] | undefined {
  const domain = event.topic.slice(0, event.topic.indexOf(':'));
  const listed = TARGETS[domain];
  for (const [kind, key] of listed ? [listed] : FALLBACK_TARGETS) {
    const id = event.context[key];
    if (typeof id === 'string') return [kind, id];
  }
  return undefined;
}

function slugOf(runtime: DevRuntime, kind: string, id: string): string | undefined {
  if (kind === 'sheet') return runtime.store.sheets.get(id)?.slug;
  if (kind === 'environment') return runtime.store.environments.get(id)?.slug;
  return undefined;
}

function namespacesOf(runtime: DevRuntime, event: Readonly<DevEvent>): string[] | undefined {
  const { spaceId, workbookId } = event.context;
  const space = spaceId === undefined ? undefined : runtime.store.spaces.get(spaceId);
  const workbook = workbookId === undefined ? undefined : runtime.store.workbooks.get(workbookId);
  const namespaces = [
    ...(space?.namespace ? [`space:${space.namespace}`] : []),
    ...(workbook?.namespace ? [`workbook:${workbook.namespace}`] : []),
  ];
  return namespaces.length > 0 ? namespaces : undefined;
}

/**
 * The function the event log calls for every event of this server.
 *
 * @example
 * runtime.events.completeEnvelopesWith(hostedEnvelope(runtime));
 */
export function hostedEnvelope(runtime: DevRuntime) {
  return (event: Readonly<DevEvent>): Omit<EventExtras, 'domain'> => {
    const extras: Omit<EventExtras, 'domain'> = {};
    const sheetId = event.payload.sheetId;
    if (RECORDS_TOPICS.has(event.topic) && typeof sheetId === 'string') {
      extras.dataUrl = recordsDataUrl(sheetId, event.id);
    }
    if (event.topic === 'job:ready') extras.callbackUrl = `v1/events/${event.id}/ack`;
    const target = targetOf(event);
    if (target) {
      const [kind, id] = target;
      extras.target = `${kind}(${id})`;
      const slug = slugOf(runtime, kind, id);
      extras.origin = slug === undefined ? { id } : { id, slug };
    }
    const namespaces = namespacesOf(runtime, event);
    if (namespaces) extras.namespaces = namespaces;
    return extras;
  };
}
