/**
 * What a data clip changes, compared with its source sheet: for every clip record, each field
 * whose clip value differs from the source's now. Both are compared with the value the record had
 * when it was clipped (`snapshotValue`): a field changed on both sides, differently, is a conflict
 * (`warning`), and so is a record deleted from the source since. A record's `resolves` are the
 * resolutions given for it (`updateDataClipResolutions`), then a `conflict` entry for each
 * conflicting field not resolved yet.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { ResourceEntity } from '../resources/resource-definition';
import { storedCollection } from '../resources/resource-store';
import type { DevRuntime } from '../runtime/runtime';
import { type ClippedRecord, clippedRecords } from './clip-sheets';

type DiffRecord = Schema<'DiffRecord'>;
type Resolve = Schema<'Resolve'>;

/** The resolutions given for a clip, by conflict id (a clip record's id, for a record's resolves). */
export const resolutionsOf = storedCollection('data-clip-resolutions');

const CONFLICT_WARNING = 'Changed in the data clip and in the source sheet since it was clipped';
const DELETED_WARNING = 'Deleted from the source sheet since it was clipped';

/** Which differences a request asks for. */
export interface DifferenceFilter {
  /** Only records whose differences include this field. */
  filterColumn?: string;
  /** Only records with a conflict. */
  filterConflicts?: boolean;
}

/** A clip record's differences, and whether any is a conflict. */
interface Difference {
  record: DiffRecord;
  fields: string[];
  conflicting: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const cellValue = (
  record: { values: Record<string, { value?: unknown }> } | undefined,
  key: string,
) => record?.values[key]?.value ?? null;

/** The resolves stored for a clip record (a record's resolution is its list of resolves). */
function storedResolves(runtime: DevRuntime, clip: ResourceEntity, recordId: string): Resolve[] {
  const stored = resolutionsOf(runtime).get(`${clip.id}:${recordId}`)?.resolution;
  return Array.isArray(stored) ? (stored as Resolve[]) : [];
}

function differenceOf(
  runtime: DevRuntime,
  clip: ResourceEntity,
  clipped: ClippedRecord,
  fieldKeys: string[],
): Difference | undefined {
  const { clip: record, source, snapshot } = clipped;
  const resolves = storedResolves(runtime, clip, record.id);
  const resolved = new Set(resolves.map((resolve) => resolve.field));
  const values: DiffRecord['values'] = {};
  const fields: string[] = [];
  let conflicting = source === undefined;
  for (const key of fieldKeys) {
    const clipValue = cellValue(record, key);
    const mainValue = cellValue(source, key);
    if (source !== undefined && same(clipValue, mainValue)) continue;
    const snapshotValue = snapshot[key] ?? null;
    const conflict =
      source !== undefined && !same(clipValue, snapshotValue) && !same(mainValue, snapshotValue);
    conflicting ||= conflict;
    fields.push(key);
    values[key] = {
      value: mainValue as Schema<'CellScalar'>,
      clipValue: clipValue as Schema<'CellScalar'>,
      snapshotValue,
      warning: conflict || source === undefined,
      warnings: conflict ? [CONFLICT_WARNING] : source === undefined ? [DELETED_WARNING] : [],
    };
    if (conflict && !resolved.has(key)) resolves.push({ field: key, type: 'conflict' });
  }
  if (fields.length === 0 && source !== undefined) return undefined;
  if (source === undefined && !resolves.some((resolve) => resolve.removedFromMainResolution)) {
    resolves.push({ type: 'conflict' });
  }
  return {
    record: {
      id: record.id,
      values,
      valid: record.valid,
      metadata: record.metadata,
      changeType: source === undefined ? 'deletedSince' : 'updatedSince',
      resolves,
    },
    fields,
    conflicting,
  };
}

/** The clip's records that differ from the source, in the order they were clipped. */
export function clipDifferences(
  runtime: DevRuntime,
  clip: ResourceEntity,
  filter: DifferenceFilter = {},
): DiffRecord[] {
  const sheet = runtime.store.sheets.get(String(clip.clipSheetId));
  const fieldKeys = sheet?.config.fields.map((field) => field.key) ?? [];
  const differences: DiffRecord[] = [];
  for (const clipped of clippedRecords(runtime, clip)) {
    const difference = differenceOf(runtime, clip, clipped, fieldKeys);
    if (!difference) continue;
    if (filter.filterColumn !== undefined && !difference.fields.includes(filter.filterColumn)) {
      continue;
    }
    if (filter.filterConflicts === true && !difference.conflicting) continue;
    differences.push(difference.record);
  }
  return differences;
}
