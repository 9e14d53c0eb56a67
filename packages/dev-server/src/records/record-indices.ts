/**
 * Record indices (the hosted `GET /v1/sheets/{sheetId}/records/indices`): where records stand in
 * a sorted, filtered view of a sheet, so a grid can scroll to them. The view is what a records
 * read with the same query answers, read whole; `ids` are the records asked about, not a filter
 * of the view. Each index counts from 0; a record the view leaves out is not in the answer.
 * @module
 */
import type { QueryOf } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import { checkRecordsRead } from './records';

export const recordIndexHandlers: HandlerMap = {
  getRecordIndices: ({ params, query }, runtime) => {
    const found = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const { ids, ...selection } = query as QueryOf<'getRecordIndices'>;
    const request = checkRecordsRead(runtime, found, selection);
    const view = runtime.store.records.view(found.sheet.id, request);
    const asked = new Set(ids);
    const indexOf = new Map<string, number>();
    for (let index = 0; index < view.order.length && indexOf.size < asked.size; index++) {
      const id = view.records.idAt(view.order[index] as number);
      if (asked.has(id)) indexOf.set(id, index);
    }
    const answer = [...asked]
      .filter((id) => indexOf.has(id))
      .map((id) => ({ id, index: indexOf.get(id) as number }));
    // The hosted answer is the bare list, without `data`.
    return answer;
  },
};
