/**
 * Clear column: empties one field's cells in every record of a sheet, leaving readonly cells as
 * they are. The records are rewritten one at a time from their stored text, so clearing a column
 * of a million records never holds the sheet as objects.
 * @module
 */
import type { HandlerMap } from '../app/operation-handler';
import type { Schema } from '../contract/wire-types';
import { takeSnapshot } from '../snapshots/take-snapshot';
import type { StoredRecord } from '../store/entities';
import { isReadonlyCell } from '../store/record-query';
import { builtinRules } from './builtin-rules';
import { requireSheet } from './lookups';
import { checkColumnClearable } from './readonly-rules';
import { type CellChange, mergeRecord } from './record-cells';
import { answerRewrite, MAX_REPORTED_CHANGES } from './records';
import { uniqueWrite } from './unique-rules';

/** What clearing a cell writes: no value, no messages (the merge rule of an update). */
const CLEARED = { value: null, messages: [] };

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
    runtime.store.records.rewrite(
      sheet.id,
      (text) => text.includes(property),
      (record): StoredRecord | undefined => {
        const cell = Object.hasOwn(record.values, key) ? record.values[key] : undefined;
        if (cell === undefined) return undefined;
        if ((cell.value ?? null) === null && cell.messages === undefined) return undefined;
        if (isReadonlyCell(record, key)) return undefined;
        recordChanges.length = 0;
        const cleared = mergeRecord(record, { [key]: CLEARED }, recordChanges, rules);
        // One change past the cap is kept, so the event can say its list was cut.
        if (changes.length <= MAX_REPORTED_CHANGES) changes.push(...recordChanges);
        unique?.changeNow(record, cleared);
        recordIds.push(record.id);
        return cleared;
      },
    );
    return answerRewrite(runtime, workbook, sheet, unique, recordIds, changes);
  },
};
