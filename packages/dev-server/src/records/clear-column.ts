/**
 * Clear column: empties one field's cells in every record of a sheet, leaving readonly cells as
 * they are. The records are rewritten one at a time from their stored text, so clearing a column
 * of a million records never holds the sheet as objects. Where clearing the cell cannot change
 * anything else of the record (see `clearsInText`), the cell is spliced out of the stored text
 * without parsing the record; any record of another shape is parsed and merged as an update is.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import { takeSnapshot } from '../snapshots/take-snapshot';
import type { SheetEntity, StoredCell, StoredRecord } from '../store/entities';
import { isReadonlyCell, READONLY_TEXT } from '../store/record-query';
import { parseStoredText, type StoredText, type TextRewrite } from '../store/record-table';
import { findCell, hasAt, keyText } from '../store/record-text';
import { TextOccurrences } from '../store/text-occurrences';
import { type BuiltinRules, builtinRules } from './rules/builtin-rules';
import { checkColumnClearable } from './rules/readonly-rules';
import { type CellChange, mergeRecord } from './rules/record-cells';
import { uniqueRulesOf } from './rules/unique-index';
import { rewriteRecordTexts } from './write/cell-rewrites';
import { MAX_REPORTED_CHANGES } from './write/record-announcements';
import { uniqueWrite } from './write/unique-rules';

/** What clearing a cell writes: no value, no messages (the merge rule of an update). */
const CLEARED = { value: null, messages: [] };

const VALUE_HEAD = Buffer.from('{"value":');
const NULL_INITIAL = 'n'.charCodeAt(0);
/** The text of a cell that is already empty, as a clear (without a required rule) leaves it. */
const EMPTY_CELL = Buffer.from(JSON.stringify({ value: null, valid: true, messages: [] }));
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');

/**
 * Whether clearing `key` changes nothing of a record but that cell (and the record's validity):
 * no unique constraint reads the field (the index and other records' messages would move) and no
 * reference field filters by it (another cell's `unlinked` messages would change).
 */
function clearsInText(sheet: SheetEntity, key: string): boolean {
  const unique = uniqueRulesOf(sheet).some(
    (rule) => rule.fields.includes(key) || rule.requiredFields.includes(key),
  );
  const filtersBy = sheet.config.fields.some(
    (field) =>
      (field.type === 'reference' || field.type === 'reference-list') &&
      field.config.filter?.recordField === key,
  );
  return !unique && !filtersBy;
}

/**
 * The cell a clear leaves, as the update merge and the sheet's rules make it (a required field's
 * message included). It does not depend on the rest of the record: an empty value is checked
 * against nothing else.
 */
function clearedCell(key: string, rules: BuiltinRules | undefined): StoredCell {
  const probe: StoredRecord = { id: '', values: { [key]: { valid: true } }, valid: true };
  return mergeRecord(probe, { [key]: CLEARED }, [], rules).values[key] as StoredCell;
}

/** Whether `bytes` [start, end) equal `expected`. */
function bytesEqual(bytes: Buffer, start: number, end: number, expected: Buffer): boolean {
  return (
    end - start === expected.length && bytes.compare(expected, 0, expected.length, start, end) === 0
  );
}

export const clearColumnHandlers: HandlerMap = {
  clearColumn: ({ params, body }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const { field: key } = body as Schema<'ClearColumnRequest'>;
    checkColumnClearable(sheet, key);
    // The description: a snapshot labeled with the column key is taken before a column is cleared.
    takeSnapshot(runtime, { sheetId: sheet.id, label: key });
    // A record whose text lacks the key as a property name has no such cell: skip it unparsed.
    const property = `${JSON.stringify(key)}:`;
    const recordIds: string[] = [];
    const changes: CellChange[] = [];
    const recordChanges: CellChange[] = [];
    const rules = builtinRules(sheet, runtime);
    const unique = uniqueWrite(runtime, sheet);

    const clearParsed = (text: StoredText): TextRewrite | undefined => {
      if (!text.bytes.toString('utf8', text.start, text.end).includes(property)) return undefined;
      const record = parseStoredText(text);
      const cell = Object.hasOwn(record.values, key) ? record.values[key] : undefined;
      if (cell === undefined) return undefined;
      if ((cell.value ?? null) === null && !cell.messages?.length) return undefined;
      if (isReadonlyCell(record, key)) return undefined;
      recordChanges.length = 0;
      const cleared = mergeRecord(record, { [key]: CLEARED }, recordChanges, rules);
      // One change past the cap is kept, so the event can say its list was cut.
      if (changes.length <= MAX_REPORTED_CHANGES) changes.push(...recordChanges);
      unique?.changeNow(record, cleared);
      recordIds.push(record.id);
      return { record: cleared };
    };

    const inText = clearsInText(sheet, key);
    const keyBytes = keyText(key);
    const cleared = clearedCell(key, rules);
    const clearedText = Buffer.from(JSON.stringify(cleared));
    // A text without a readonly setting needs no walk past the cell to rule out a `config`.
    const readonlyTexts = new TextOccurrences(Buffer.from(READONLY_TEXT));
    const clearInText = (text: StoredText): TextRewrite | undefined => {
      const { bytes, start, end } = text;
      const found = inText
        ? findCell(bytes, start, end, keyBytes, !readonlyTexts.within(bytes, start, end))
        : undefined;
      // Another shape (metadata, a config that may make the cell readonly): parse it.
      if (found === undefined) return clearParsed(text);
      const { cellStart, cellEnd } = found;
      if (cellStart === -1) return undefined;
      // A cell whose text starts with a non-null value is cleared; any other is read first.
      const hasValue =
        hasAt(bytes, cellStart, VALUE_HEAD) &&
        bytes[cellStart + VALUE_HEAD.length] !== NULL_INITIAL;
      let previous: StoredCell | undefined;
      if (!hasValue) {
        if (bytesEqual(bytes, cellStart, cellEnd, EMPTY_CELL)) return undefined;
        previous = JSON.parse(bytes.toString('utf8', cellStart, cellEnd)) as StoredCell;
        if ((previous?.value ?? null) === null && !previous?.messages?.length) return undefined;
      }
      if (hasValue && changes.length <= MAX_REPORTED_CHANGES) {
        previous ??= JSON.parse(bytes.toString('utf8', cellStart, cellEnd)) as StoredCell;
        changes.push({
          recordId: text.id,
          fieldKey: key,
          previousValue: previous.value,
          newValue: null,
        });
      }
      recordIds.push(text.id);
      const errorFields = text.errorFields?.filter((field) => field !== key) ?? [];
      if (!cleared.valid) errorFields.push(key);
      const valid = errorFields.length === 0;
      const splices = [{ from: cellStart, to: cellEnd, with: clearedText }];
      if (valid !== found.valid) {
        splices.push({ from: found.validStart, to: found.validEnd, with: valid ? TRUE : FALSE });
      }
      return { splices, valid, errorFields };
    };

    return rewriteRecordTexts(
      runtime,
      { workbook, sheet },
      clearInText,
      unique,
      recordIds,
      changes,
    );
  },
};
