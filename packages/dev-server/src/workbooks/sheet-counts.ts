/**
 * A sheet's record counts (`getRecordCounts`): of every record (kept by the store as records are
 * written, so answered without reading them), or of the records the hosted selection keeps
 * (sheet-selection.ts), and with `byField` each field's `{ total, valid, error, empty }`.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';
import { type SelectionQuery, selectionOf, visitSelected } from './sheet-selection';

type RecordCounts = Schema<'RecordCounts'>;
type FieldCounts = Schema<'FieldRecordCounts'>;

/** A cell with no value: missing, null, "" or an empty list (as the calculations count it). */
export const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** The counts of the records a visit is given, per record and (when asked) per field. */
class CountTally {
  total = 0;
  valid = 0;
  readonly errorsByField: Record<string, number> = {};
  readonly byField?: Record<string, FieldCounts>;

  constructor(
    private readonly keys: string[],
    withFields: boolean,
  ) {
    if (withFields) {
      this.byField = Object.fromEntries(
        keys.map((key) => [key, { total: 0, valid: 0, error: 0, empty: 0 }]),
      );
    }
  }

  add(record: StoredRecord): void {
    this.total++;
    if (record.valid) this.valid++;
    for (const key of this.keys) {
      const cell = Object.hasOwn(record.values, key) ? record.values[key] : undefined;
      const invalid = cell?.valid === false;
      if (invalid) this.errorsByField[key] = (this.errorsByField[key] ?? 0) + 1;
      const field = this.byField?.[key];
      if (!field) continue;
      field.total++;
      if (invalid) field.error++;
      else field.valid++;
      if (isEmptyValue(cell?.value)) field.empty++;
    }
  }

  counts(): RecordCounts {
    const counts: RecordCounts = {
      total: this.total,
      valid: this.valid,
      error: this.total - this.valid,
      errorsByField: this.errorsByField,
    };
    if (this.byField) counts.byField = this.byField;
    return counts;
  }
}

/** The counts a `getRecordCounts` query asks for. */
export function recordCounts(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  query: SelectionQuery & { byField?: boolean },
): RecordCounts {
  const selection = selectionOf(runtime, workbook, sheet, query);
  if (selection === undefined && query.byField !== true)
    return runtime.store.records.counts(sheet.id);
  const tally = new CountTally(
    sheet.config.fields.map((field) => field.key),
    query.byField === true,
  );
  visitSelected(runtime, sheet, selection, (record) => tally.add(record));
  return tally.counts();
}
