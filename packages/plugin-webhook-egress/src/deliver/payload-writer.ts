/** Records of the sheet at `sheetIndex` as JSON array elements (no brackets), maybe a part. */
export interface SerializableRecords {
  sheetIndex: number;
  /** Non-empty: whole records, or the start, middle or end of one. */
  elements: Buffer;
  /** The first part of a page: a comma goes before it if its sheet already has records. */
  pageStart: boolean;
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
 * Serializes `{ "workbook": { …workbook, "sheets": [ { …sheet, "records": [ … ] } ] } }` as the
 * records come: the output is the JSON of the whole payload, but nothing is held. The records'
 * bytes are passed through as they are (zero-copy); only the small workbook and sheet parts are
 * stringified here. Sheets without records are written with `"records": []`.
 */
export async function* serializePayload(
  workbook: object,
  sheets: readonly object[],
  parts: AsyncIterable<SerializableRecords>,
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

  for await (const part of parts) {
    if (part.sheetIndex < openSheet) {
      throw new RangeError(`records of sheet ${part.sheetIndex} after sheet ${openSheet}`);
    }
    openSheetsUpTo(part.sheetIndex);
    if (part.elements.length === 0) continue;
    if (part.pageStart && sheetHasRecords) text += ',';
    sheetHasRecords = true;
    if (text.length > 0) {
      yield Buffer.from(text);
      text = '';
    }
    yield part.elements;
  }
  openSheetsUpTo(sheets.length - 1);
  if (openSheet >= 0) text += ']}';
  yield Buffer.from(`${text}]}}`);
}
