/**
 * Flags on records: a record carries the slugs of its workbook's flags in `metadata.flags` (the
 * records API shows them there; the hosted record shape has no place of its own for them). Every
 * change goes through the one write path as an update of the records' metadata, a batch at a
 * time, each batch one commit with its `records:updated`.
 * @module
 */
import { badRequest, HttpError } from '../http/http-error';
import { checkRecordSelection, type RequestedSelection } from '../records/record-selection';
import { mergeUpdates } from '../records/write/record-writes';
import { targetOf } from '../records/write/sheet-target';
import { sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';
import type { RecordSelection } from '../store/record-query';

/** Records updated per write. */
const BATCH = 1000;

/** The flag slugs a record carries. */
export function flagsOf(record: StoredRecord): string[] {
  const flags = (record.metadata as { flags?: unknown } | undefined)?.flags;
  return Array.isArray(flags)
    ? flags.filter((flag): flag is string => typeof flag === 'string')
    : [];
}

/** Which records of a workbook a flag change applies to, sheet by sheet. */
export interface FlagSelection {
  /** Only these records (the hosted `ids`); undefined: every record the rest selects. */
  ids?: string[];
  /** Records left alone. */
  exceptions?: string[];
  /** The filter, search and `q` of each sheet they apply to; a sheet missing is left out. */
  bySheet: Map<string, RecordSelection>;
}

/**
 * Checks the hosted selection against each sheet of the workbook. A sheet that lacks a field the
 * selection names is left out; when every sheet lacks it, the first sheet's 400 is thrown (with
 * `at` the selection's place, `body`).
 */
export function flagSelection(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  request: RequestedSelection & { ids?: string[]; exceptions?: string[] },
  at: string,
): FlagSelection {
  const { filter, filterField, searchValue, searchField, q } = request;
  const bySheet = new Map<string, RecordSelection>();
  let refusal: HttpError | undefined;
  for (const sheet of sheetsOf(runtime, workbook.id)) {
    try {
      const checked = checkRecordSelection(
        sheet,
        { filter, filterField, searchValue, searchField, q },
        at,
      );
      bySheet.set(sheet.id, checked);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refusal ??= error;
    }
  }
  if (bySheet.size === 0 && refusal) throw refusal;
  if (request.ids?.length === 0) {
    throw badRequest(
      `${at}.ids is empty: name a record, or leave ids out for every record`,
      `${at}.ids`,
    );
  }
  return { ids: request.ids, exceptions: request.exceptions, bySheet };
}

/**
 * Rewrites the flags of the selected records of a workbook (`change` answers a record's new
 * slugs, or undefined to leave it); returns how many records changed.
 */
export function rewriteFlags(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  selection: FlagSelection,
  change: (flags: string[]) => string[] | undefined,
): number {
  const exceptions = new Set(selection.exceptions ?? []);
  let changed = 0;
  for (const sheet of sheetsOf(runtime, workbook.id)) {
    const sheetSelection = selection.bySheet.get(sheet.id);
    if (!sheetSelection) continue;
    const updates: { record: StoredRecord; flags: string[] }[] = [];
    runtime.store.records.scan(
      sheet.id,
      () => true,
      (record) => {
        if (exceptions.has(record.id)) return;
        const next = change(flagsOf(record));
        if (next) updates.push({ record, flags: next });
      },
      { ...sheetSelection, ids: selection.ids },
    );
    writeFlags(runtime, workbook, sheet, updates);
    changed += updates.length;
  }
  return changed;
}

/** Stores records' new flags in their metadata, a batch per commit. */
function writeFlags(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  updates: { record: StoredRecord; flags: string[] }[],
) {
  for (let start = 0; start < updates.length; start += BATCH) {
    const batch = updates.slice(start, start + BATCH).map(({ record, flags }) => {
      const { flags: _old, ...rest } = (record.metadata ?? {}) as Record<string, unknown>;
      const metadata = flags.length > 0 ? { ...rest, flags } : rest;
      return { record, cells: {}, metadata, config: record.config };
    });
    mergeUpdates(runtime, targetOf(runtime, { workbook, sheet }), batch);
  }
}

/** Every record of a workbook (the selection of a flag's rename or removal). */
export function wholeWorkbook(runtime: DevRuntime, workbook: WorkbookEntity): FlagSelection {
  return {
    bySheet: new Map(sheetsOf(runtime, workbook.id).map((sheet) => [sheet.id, {}])),
  };
}
