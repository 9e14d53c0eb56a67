/**
 * The hosted records read's options beyond the selection: `for` (the records an event names),
 * `fields` (only these cells in each record) and `sortField` / `sortDirection` checked against
 * the sheet. `includeMessages`, `includeLength` and `includeLinks` need nothing here: messages
 * are always in the records, `includeLength` answers the counts as `includeCounts` does, and no
 * record carries `links` locally.
 * @module
 */

import type { QueryOf } from '../contract/wire-types';
import { badRequest, notFound } from '../http/http-error';
import { parseEventId } from '../runtime/event-log';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord } from '../store/entities';
import { checkQueryField } from './record-selection';
import { MAX_VERSIONS_PLACED, peekVersion, sequenceOfVersion } from './write/sheet-commits';

/** The hosted read options this module checks and applies (as the contract types them). */
export type RecordReadOptions = Pick<
  QueryOf<'getRecords'>,
  | 'sortField'
  | 'sortDirection'
  | 'fields'
  | 'for'
  | 'versionId'
  | 'commitId'
  | 'sinceVersionId'
  | 'sinceCommitId'
>;

const RECORD_TOPICS = ['records:created', 'records:updated'];

/** Checks the fields the options name: each must be a field of the sheet. */
export function checkReadOptions(sheet: SheetEntity, options: RecordReadOptions): void {
  checkQueryField(sheet, 'query.sortField', options.sortField);
  for (const field of options.fields ?? []) checkQueryField(sheet, 'query.fields', field);
}

/**
 * The ids of the records of `sheet` that event `eventId` names: its `recordIds` (a records event
 * of that sheet), or, for a `commit:created` of that sheet, those of the records events of the
 * same commit (a commit that only deleted records names none left: an empty page). A 404 for an
 * event not in the log; a 400 for an event that is neither of those for this sheet.
 */
export function recordIdsOfEvent(runtime: DevRuntime, sheet: SheetEntity, eventId: string) {
  const event = runtime.events.get(eventId);
  if (!event) throw notFound('Event', eventId, 'query.for');
  const payload = event.payload as { sheetId?: unknown; recordIds?: unknown };
  if (payload.sheetId === sheet.id && Array.isArray(payload.recordIds)) {
    return payload.recordIds as string[];
  }
  if (event.topic === 'commit:created' && payload.sheetId === sheet.id) {
    const sequence = parseEventId(event.id) as number;
    return recordIdsWrittenAfter(runtime, sheet, event.context.environmentId, sequence, true);
  }
  throw badRequest(
    `query.for: event ${eventId} (${event.topic}) is neither a records event nor a commit of sheet ${sheet.id}`,
    'query.for',
  );
}

/** A page's records with only the cells of `fields` (the rest of each record as stored). */
export function projectFields(chunks: Buffer[], fields: string[]): Buffer[] {
  if (chunks.length === 0) return chunks;
  const records = JSON.parse(`[${Buffer.concat(chunks).toString('utf8')}]`) as StoredRecord[];
  const keep = new Set(fields);
  const projected = records.map((record) => {
    const values: StoredRecord['values'] = {};
    for (const key of Object.keys(record.values)) {
      if (keep.has(key)) values[key] = record.values[key] as StoredRecord['values'][string];
    }
    return JSON.stringify({ ...record, values });
  });
  return [Buffer.from(projected.join(','))];
}

/**
 * `versionId` / `commitId`: the dev server keeps a sheet's current version only (earlier ones
 * live in snapshots), so either must name it; another is a 400 that says so.
 */
export function checkVersion(runtime: DevRuntime, sheet: SheetEntity, options: RecordReadOptions) {
  const current = peekVersion(runtime, sheet.id)?.versionId;
  for (const key of ['versionId', 'commitId'] as const) {
    const asked = options[key];
    if (asked === undefined || asked === current) continue;
    throw badRequest(
      `query.${key}: ${asked} is not the current version of sheet ${sheet.id} (${current ?? 'none yet'}); the dev server keeps only the current version (take a snapshot to keep one)`,
      `query.${key}`,
    );
  }
}

/**
 * `sinceVersionId` / `sinceCommitId` (the same locally; both given must agree): the ids of the
 * records created or updated by the sheet's commits after that version, from the event log. A
 * version this server did not make (or made before a restart, or too long ago), or one whose
 * later events the log no longer holds whole, is a 400 naming the parameter. Undefined when
 * neither is given.
 */
export function recordIdsSince(
  runtime: DevRuntime,
  sheet: SheetEntity,
  environmentId: string,
  options: RecordReadOptions,
): string[] | undefined {
  const { sinceVersionId, sinceCommitId } = options;
  if (
    sinceVersionId !== undefined &&
    sinceCommitId !== undefined &&
    sinceVersionId !== sinceCommitId
  ) {
    throw badRequest(
      'query.sinceCommitId: give sinceVersionId or sinceCommitId, or both the same (a commit and its version share one id)',
      'query.sinceCommitId',
    );
  }
  const key = sinceVersionId !== undefined ? 'sinceVersionId' : 'sinceCommitId';
  const since = sinceVersionId ?? sinceCommitId;
  if (since === undefined) return undefined;
  const sequence = sequenceOfVersion(runtime, since);
  if (sequence === undefined) {
    throw badRequest(
      `query.${key}: ${since} is not a version this dev server made since it started (or it is older than the ${MAX_VERSIONS_PLACED.toLocaleString('en')} it remembers)`,
      `query.${key}`,
    );
  }
  if (runtime.events.firstSequence > sequence + 1) {
    throw badRequest(
      `query.${key}: the event log no longer holds every event since ${since} (see eventLogLimit / eventLogBytes)`,
      `query.${key}`,
    );
  }
  return recordIdsWrittenAfter(runtime, sheet, environmentId, sequence, false);
}

/**
 * The ids of the sheet's records that the records events after event `sequence` name (each
 * once), up to the sheet's next commit with `oneCommit`.
 */
function recordIdsWrittenAfter(
  runtime: DevRuntime,
  sheet: SheetEntity,
  environmentId: string,
  sequence: number,
  oneCommit: boolean,
): string[] {
  const topics = oneCommit ? ['commit:created', ...RECORD_TOPICS] : RECORD_TOPICS;
  const ids = new Set<string>();
  // Filtered by the sheet in each event's context: only this sheet's events are parsed.
  const filter = { environmentId, sheetId: sheet.id, topics };
  for (const { json } of runtime.events.after(sequence, filter)) {
    const event = JSON.parse(json) as { topic: string; payload: { recordIds?: unknown } };
    // The sheet's next commit starts another write.
    if (event.topic === 'commit:created') break;
    if (!Array.isArray(event.payload.recordIds)) continue;
    for (const id of event.payload.recordIds as string[]) ids.add(id);
  }
  return [...ids];
}
