/**
 * Cell values: the distinct values of one field over the selected records, with counts. Values
 * are counted by their JSON text, so `1` and `"1"` stay apart and arrays count as a whole.
 * @module
 */

import type { QueryOf } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import { isReadonlyCell } from '../store/record-query';
import { checkQueryField, checkRecordSelection } from './record-selection';
import { readonlyFieldKeys } from './rules/readonly-rules';

export const cellValueHandlers: HandlerMap = {
  getCellValues: ({ params, query }, runtime) => {
    const { sheet } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const request = checkRecordSelection(sheet, query as QueryOf<'getCellValues'>);
    if (request.fieldKey === undefined) {
      throw badRequest(
        'query.fieldKey is required: the field whose values are counted',
        'query.fieldKey',
      );
    }
    const key = request.fieldKey;
    checkQueryField(sheet, 'query.fieldKey', key);
    const exclude = request.excludeReadOnly === true;
    const readonlyFields = exclude ? readonlyFieldKeys(sheet) : undefined;
    const counts = new Map<string, number>();
    if (readonlyFields !== true && !readonlyFields?.has(key)) {
      runtime.store.records.scan(
        sheet.id,
        () => true,
        (record) => {
          if (exclude && isReadonlyCell(record, key)) return;
          const cell = Object.hasOwn(record.values, key) ? record.values[key] : undefined;
          const text = JSON.stringify(cell?.value ?? null);
          counts.set(text, (counts.get(text) ?? 0) + 1);
        },
        { ...request, readonlyFields },
      );
    }
    const pageSize = request.pageSize ?? 1000;
    const first = ((request.pageNumber ?? 1) - 1) * pageSize;
    const values = [...counts]
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .slice(first, first + pageSize)
      .map(([text, count]) => ({ value: JSON.parse(text) as unknown, count }));
    return { data: { [key]: values } };
  },
};
