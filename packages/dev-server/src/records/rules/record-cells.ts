/**
 * Cells in and out: field keys checked against the sheet, messages normalised (every cell has a
 * `messages` list, empty when none), validity derived (a cell is valid when it has no `error`
 * message; a record when all its cells are and its own `messages` hold no error), and the merge
 * rule of an update.
 * @module
 */

import { appendPathSegment } from '../../contract/validation-issue';
import type { Schema } from '../../contract/wire-types';
import { badRequest } from '../../http/http-error';
import type {
  SheetEntity,
  StoredCell,
  StoredRecord,
  ValidationMessage,
} from '../../store/entities';
import type { BuiltinRules } from './builtin-rules';

/** A cell as a request carries it. */
export type CellInput = Schema<'CellValue'>;

/** A cell change as `records:updated` reports it. */
export interface CellChange {
  recordId: string;
  fieldKey: string;
  previousValue: unknown;
  newValue: unknown;
}

/**
 * Returns a checker for the cell keys of one record against the fields of a sheet (every key is
 * fine with `allowAdditionalFields`). `at` is the caller-facing path of the record's cells
 * (`body[3]`, `body[3].values`).
 */
export function fieldKeyChecker(sheet: SheetEntity): (cells: object, at: string) => void {
  if (sheet.config.allowAdditionalFields === true) return () => {};
  const keys = new Set(sheet.config.fields.map((field) => field.key));
  return (cells, at) => {
    for (const key in cells) {
      if (keys.has(key)) continue;
      const path = appendPathSegment(at, key);
      throw badRequest(`${path} is not a field of sheet "${sheet.name}" (${sheet.id})`, path);
    }
  };
}

/** Messages as stored: each with its `type` (`error` when the caller gave none). */
export function normalizeMessages(messages: ValidationMessage[] | undefined): ValidationMessage[] {
  if (!messages || messages.length === 0) return [];
  return messages.map((message) =>
    message.type ? message : { ...message, type: 'error' as const },
  );
}

const hasError = (messages: ValidationMessage[] | undefined) =>
  messages?.some((message) => (message.type ?? 'error') === 'error') === true;

/** Whether a record is valid: every cell is, and its own messages hold no error. */
export function isRecordValid(record: Pick<StoredRecord, 'values' | 'messages'>): boolean {
  for (const key in record.values) if (record.values[key]?.valid === false) return false;
  return !hasError(record.messages);
}

function cellFrom(value: unknown, hasValue: boolean, messages: ValidationMessage[]) {
  const valid = !hasError(messages);
  const cell: StoredCell = hasValue ? { value, valid, messages } : { valid, messages };
  return cell;
}

/**
 * A new record from an inserted `RecordData`. The cells of `data` (freshly parsed from the
 * request) are completed in place rather than copied: this runs for every cell of a million-record
 * import. A cell keeps what the caller sent; `valid` is derived from its messages, after the
 * sheet's built-in `rules` (if any) added theirs.
 */
export function newRecord(
  id: string,
  data: Record<string, CellInput>,
  rules?: BuiltinRules,
): StoredRecord {
  rules?.(data);
  let valid = true;
  for (const key in data) {
    const cell = data[key] as CellInput;
    const messages = normalizeMessages(cell.messages);
    // `valid` before `messages` (when the caller sent neither): the text a file's rows are
    // written as (row-records.ts) and a merged cell's, so equal cells are equal text.
    cell.valid = !hasError(messages);
    cell.messages = messages;
    if (!cell.valid) valid = false;
  }
  return { id, values: data as Record<string, StoredCell>, valid };
}

/**
 * Merges the given cells into a stored record: a given `value` replaces the value, given
 * `messages` replace that cell's messages, a cell given with only a value keeps its messages.
 * Pushes the value changes onto `changes`; returns the merged record.
 */
export function mergeRecord(
  record: StoredRecord,
  cells: Record<string, CellInput>,
  changes: CellChange[],
  rules?: BuiltinRules,
): StoredRecord {
  const values = { ...record.values };
  for (const [key, input] of Object.entries(cells)) {
    // Own cells only: a field keyed `constructor` must not find Object's.
    const previous = Object.hasOwn(values, key) ? values[key] : undefined;
    const hasValue = 'value' in input;
    const value = hasValue ? input.value : previous?.value;
    const messages =
      input.messages !== undefined ? normalizeMessages(input.messages) : (previous?.messages ?? []);
    values[key] = cellFrom(
      value,
      hasValue || (previous !== undefined && 'value' in previous),
      messages,
    );
    if (hasValue && JSON.stringify(previous?.value ?? null) !== JSON.stringify(value ?? null)) {
      changes.push({
        recordId: record.id,
        fieldKey: key,
        previousValue: previous?.value ?? null,
        newValue: value ?? null,
      });
    }
  }
  rules?.(values);
  const merged = { ...record, values };
  merged.valid = isRecordValid(merged);
  return merged;
}
