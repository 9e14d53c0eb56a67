/** One page of the sheet at `sheetIndex`: its records as JSON array elements (no brackets). */
export interface SerializablePage {
  sheetIndex: number;
  elements: Buffer;
  count: number;
}

// `JSON.stringify(value)` of an object without its closing brace, ready for more members.
function openObject(value: object): string {
  const json = JSON.stringify(value);
  return json === '{}' ? '{' : `${json.slice(0, -1)},`;
}

function withoutKey(value: object, key: string): object {
  const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * Serializes `{ "workbook": { …workbook, "sheets": [ { …sheet, "records": [ … ] } ] } }` one page at
 * a time: the output is the JSON of the whole payload, but only one page is held at once. Pages
 * are passed through as they are (zero-copy); only the small workbook and sheet parts are
 * stringified here. Sheets without pages are written with `"records": []`.
 */
export async function* serializePayload(
  workbook: object,
  sheets: readonly object[],
  pages: AsyncIterable<SerializablePage>,
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
    if (page.count === 0) continue;
    if (sheetHasRecords) text += ',';
    sheetHasRecords = true;
    yield Buffer.from(text);
    yield page.elements;
    text = '';
  }
  openSheetsUpTo(sheets.length - 1);
  if (openSheet >= 0) text += ']}';
  yield Buffer.from(`${text}]}}`);
}
