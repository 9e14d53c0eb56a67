/**
 * Bulk update (the hosted `PATCH /sheets/{sheetId}/records/bulk-update`): the same cells merged
 * into every record the query selects, under find and replace's readonly rules. Records are
 * rewritten one at a time from their stored text, as find and replace does.
 * @module
 */

import { appendPathSegment } from '../contract/validation-issue';
import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import type { SheetEntity, StoredRecord } from '../store/entities';
import { isReadonlyCell, type RecordSelection } from '../store/record-query';
import {
  checkQueryField,
  checkRecordSelection,
  type RequestedSelection,
  withHostedIds,
} from './record-selection';
import { readonlyFieldKeys } from './rules/readonly-rules';
import { type CellInput, fieldKeyChecker } from './rules/record-cells';
import { rewriteCells } from './write/cell-rewrites';
import { targetOf } from './write/sheet-target';

type BulkUpdateQuery = RequestedSelection & {
  ids?: string[];
  sortField?: string;
  sortDirection?: 'asc' | 'desc';
  silent?: boolean;
};

/**
 * The records a bulk update selects, from the hosted query. As the hosted `ids` says: beside a
 * filter (`filter` valid, error or all, `searchValue`, `q`) the ids are left out of what it
 * selects; alone they are the records. `sortField` must be a field; the order changes nothing,
 * since every selected record gets the same cells.
 */
function bulkSelection(
  sheet: SheetEntity,
  query: BulkUpdateQuery,
): RecordSelection & { ids?: string[] } {
  const { sortField, sortDirection: _order, silent: _silent, ids, ...requested } = query;
  const selection = checkRecordSelection(sheet, requested);
  checkQueryField(sheet, 'query.sortField', sortField);
  return withHostedIds(selection, ids);
}

export const bulkUpdateHandlers: HandlerMap = {
  bulkUpdateRecords: ({ params, query, body }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const { fieldUpdates } = body as Schema<'BulkUpdateRequest'>;
    const request = query as unknown as BulkUpdateQuery;
    const selection = bulkSelection(sheet, request);
    const exclude = selection.excludeReadOnly === true;
    fieldKeyChecker(sheet)(fieldUpdates, 'body.fieldUpdates');
    const readonlyFields = exclude ? readonlyFieldKeys(sheet) : undefined;
    const keys = Object.keys(fieldUpdates);
    for (const key of keys) {
      // As find and replace: with excludeReadOnly a readonly field is an error, not a skip.
      if (readonlyFields !== undefined && readonlyFields !== true && readonlyFields.has(key)) {
        throw badRequest(
          `Field "${key}" is readonly: a bulk update with excludeReadOnly cannot change it`,
          appendPathSegment('body.fieldUpdates', key),
        );
      }
    }
    // Cells that set messages write a record even when no value changes.
    const keepUnchanged = keys.some((key) => fieldUpdates[key]?.messages !== undefined);
    const cellsFor = (record: StoredRecord) => {
      const cells: Record<string, CellInput> = {};
      for (const key of keys) {
        if (exclude && isReadonlyCell(record, key)) continue;
        cells[key] = fieldUpdates[key] as CellInput;
      }
      return cells;
    };
    // Every record of a readonly sheet is readonly.
    const rewrite =
      readonlyFields === true
        ? undefined
        : {
            mightChange: () => true,
            cellsFor,
            keepUnchanged,
            selection: { ...selection, readonlyFields },
          };
    return rewriteCells(runtime, targetOf(runtime, { sheet, workbook }), rewrite, {
      silent: request.silent === true,
    });
  },
};
