/**
 * Validating a sheet again (the hosted `POST /v1/sheets/{sheetId}/validate`, "trigger data hooks
 * and validation"): the sheet's built-in rules and unique constraints run over every record, the
 * records whose messages change are rewritten one at a time, and one commit names every record
 * (`records:updated` without value changes), so the listeners that react to a commit's records
 * run on all of them. Values do not change, so the indexes kept of them stay true.
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../../store/entities';
import { builtinRules } from '../rules/builtin-rules';
import { isRecordValid } from '../rules/record-cells';
import { announceUpdatedRecords } from './record-announcements';
import { acknowledgeValuesUnchanged } from './reference-links';
import type { CommitIds } from './sheet-commits';
import { uniqueWrite } from './unique-rules';

/** Validates every record of a sheet again; the commit, or undefined for a sheet without records. */
export function revalidateRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
): CommitIds | undefined {
  const rules = builtinRules(sheet, runtime);
  const unique = uniqueWrite(runtime, sheet);
  const writesBefore = runtime.store.records.writeCount(sheet.id);
  const recordIds: string[] = [];
  runtime.store.records.rewriteText(sheet.id, (text) => {
    recordIds.push(text.id);
    if (rules === undefined && unique === undefined) return undefined;
    const stored = text.bytes.toString('utf8', text.start, text.end);
    const record = JSON.parse(stored) as StoredRecord;
    rules?.(record.values);
    // Its values are the same: only its unique messages are set again.
    unique?.changeNow(record, record);
    record.valid = isRecordValid(record);
    return JSON.stringify(record) === stored ? undefined : { record };
  });
  unique?.settle();
  unique?.done();
  acknowledgeValuesUnchanged(runtime, sheet, writesBefore);
  if (recordIds.length === 0) return undefined;
  return announceUpdatedRecords(runtime, workbook, sheet, recordIds, []);
}
