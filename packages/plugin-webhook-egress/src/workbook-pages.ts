import { type ImportkitClient, iterateRecordPages } from '@importkit/api';
import type { Sheet, SheetRecord } from './contract-types';
import type { SheetPage } from './payload-writer';

/**
 * Every page of every sheet, sheet after sheet, as the records API returns them (a sheet without
 * records yields no page).
 */
export async function* workbookPages(
  client: ImportkitClient,
  sheets: readonly Sheet[],
  pageSize: number,
): AsyncGenerator<SheetPage<SheetRecord>> {
  for (const [sheetIndex, sheet] of sheets.entries()) {
    for await (const records of iterateRecordPages(client, sheet.id, { pageSize })) {
      yield { sheetIndex, records };
    }
  }
}
