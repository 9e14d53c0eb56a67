/**
 * Find and replace (the hosted `PUT /sheets/{sheetId}/find-replace`): in the records the query
 * selects, one field's cells whose value equals `find` get `replace`. Records are rewritten one
 * at a time from their stored text, as a clear column does.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import type { StoredRecord } from '../store/entities';
import { isReadonlyCell } from '../store/record-query';
import { checkRecordSelection, type RequestedSelection } from './record-selection';
import { checkFindReplaceField, readonlyFieldKeys } from './rules/readonly-rules';
import { rewriteCells } from './write/cell-rewrites';
import { targetOf } from './write/sheet-target';

type FindReplaceQuery = RequestedSelection & { ids?: string[] };

/** A cell value as JSON text, `null` for an empty cell: values match when their texts do. */
const valueText = (value: unknown) => JSON.stringify(value ?? null);

export const findReplaceHandlers: HandlerMap = {
  findAndReplace: ({ params, query, body }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const request = body as Schema<'FindAndReplaceRequest'>;
    const selection = checkRecordSelection(sheet, query as unknown as FindReplaceQuery);
    const exclude = selection.excludeReadOnly === true;
    checkFindReplaceField(sheet, request.fieldKey, exclude);
    const key = request.fieldKey;
    const find = valueText(request.find);
    const replacement = { value: request.replace ?? null };
    // Every record of a readonly sheet is readonly; equal find and replace change nothing.
    const nothingToDo =
      (exclude && sheet.config.readonly === true) || find === valueText(request.replace);
    const cellsFor = (record: StoredRecord) => {
      const cell = Object.hasOwn(record.values, key) ? record.values[key] : undefined;
      if (valueText(cell?.value) !== find) return undefined;
      if (exclude && isReadonlyCell(record, key)) return undefined;
      return { [key]: replacement };
    };
    const rewrite = nothingToDo
      ? undefined
      : {
          // The record's text must hold the value (an empty cell may be missing: no pre-check).
          mightChange: find === 'null' ? () => true : (text: string) => text.includes(find),
          cellsFor,
          keepUnchanged: true,
          selection: {
            ...selection,
            readonlyFields: exclude ? readonlyFieldKeys(sheet) : undefined,
          },
        };
    return rewriteCells(runtime, targetOf(runtime, { sheet, workbook }), rewrite);
  },
};
