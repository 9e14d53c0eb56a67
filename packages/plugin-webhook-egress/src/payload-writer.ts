/** One page of records of the sheet at `sheetIndex` (pages come in sheet order). */
export interface SheetPage<TRecord = unknown> {
  sheetIndex: number;
  records: readonly TRecord[];
}

// `JSON.stringify(value)` of an object without its closing brace, ready for more members.
function openObject(value: object): string {
  const json = JSON.stringify(value);
  return json === '{}' ? '{' : `${json.slice(0, -1)},`;
}

function withoutKey<T extends object>(value: T, key: string): object {
  const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * Serializes `{ "workbook": { …workbook, "sheets": [ { …sheet, "records": [ … ] } ] } }` one page at
 * a time: the output equals `JSON.stringify` of the whole payload, but only one page is ever held
 * as text. Each page is stringified in one call (the fast path of V8's serializer) and its
 * brackets trimmed; sheets without pages are written with `"records": []`.
 */
export async function* serializePayload<TRecord>(
  workbook: object,
  sheets: readonly object[],
  pages: AsyncIterable<SheetPage<TRecord>>,
): AsyncGenerator<Buffer> {
  let text = `{"workbook":${openObject(withoutKey(workbook, 'sheets'))}"sheets":[`;
  let openSheet = -1;
  let sheetHasRecords = false;

  const openSheetsUpTo = (index: number): void => {
    while (openSheet < index) {
      if (openSheet >= 0) text += ']}';
      openSheet += 1;
      const sheet = sheets[openSheet];
      if (sheet === undefined) throw new RangeError(`no sheet at index ${openSheet}`);
      text += `${openSheet > 0 ? ',' : ''}${openObject(withoutKey(sheet, 'records'))}"records":[`;
      sheetHasRecords = false;
    }
  };

  for await (const page of pages) {
    if (page.sheetIndex < openSheet) {
      throw new RangeError(`page of sheet ${page.sheetIndex} after sheet ${openSheet}`);
    }
    openSheetsUpTo(page.sheetIndex);
    if (page.records.length === 0) continue;
    const json = JSON.stringify(page.records);
    text += `${sheetHasRecords ? ',' : ''}${json.slice(1, -1)}`;
    sheetHasRecords = true;
    yield Buffer.from(text);
    text = '';
  }
  openSheetsUpTo(sheets.length - 1);
  if (openSheet >= 0) text += ']}';
  yield Buffer.from(`${text}]}}`);
}
