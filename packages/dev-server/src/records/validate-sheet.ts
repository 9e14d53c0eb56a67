/**
 * `POST /v1/sheets/{sheetId}/validate`: the sheet's records validated again, as one commit (see
 * write/revalidate-records.ts), answered as the hosted `Success`.
 * @module
 */
import { type HandlerMap, success } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import { revalidateRecords } from './write/revalidate-records';

export const validateSheetHandlers: HandlerMap = {
  validateSheet: ({ params }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    revalidateRecords(runtime, workbook, sheet);
    return success();
  },
};
