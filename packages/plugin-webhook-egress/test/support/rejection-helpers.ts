import type { ImportkitClient, SheetRecord } from '@importkit/api';
import { unwrap } from '@importkit/api';
import type { Rejections } from '../../src/rejections/rejection-schema';
import type { TestWorkbook } from './harness';

export const idOf = (records: SheetRecord[][], sheet: number, index: number): string =>
  records[sheet]?.[index]?.id ?? 'missing';

export const cellMessages = (record: SheetRecord | undefined, field: string) =>
  (record?.values[field]?.messages ?? []).map((message) => [message.type, message.message]);

export async function setMessage(
  client: ImportkitClient,
  sheetId: string,
  id: string,
  message: string,
) {
  await unwrap(
    client.PUT('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId } },
      body: [
        { id, values: { name: { messages: [{ type: 'warn', message, source: 'custom-logic' }] } } },
      ],
    }),
  );
}

export function rejections(workbook: TestWorkbook, sheets: Rejections['sheets']) {
  return { rejections: { id: workbook.id, sheets } };
}
