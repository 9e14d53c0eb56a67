import { describe, expect, it } from 'vitest';
import { type SerializableRecords, serializePayload } from './payload-writer';

type SheetPage = { sheetIndex: number; records: unknown[] };

// Pages as the records API sends them: the JSON of the records array, brackets cut off, cut in
// `parts` pieces at arbitrary bytes (as a response arrives in chunks); empty pieces are not sent.
async function* pagesOf(pages: SheetPage[], parts: number): AsyncGenerator<SerializableRecords> {
  for (const { sheetIndex, records } of pages) {
    const bytes = Buffer.from(JSON.stringify(records).slice(1, -1));
    let pageStart = true;
    for (let part = 0; part < parts; part += 1) {
      const from = Math.floor((bytes.length * part) / parts);
      const to = Math.floor((bytes.length * (part + 1)) / parts);
      if (to === from) continue;
      yield { sheetIndex, elements: bytes.subarray(from, to), pageStart };
      pageStart = false;
    }
  }
}

async function serialize(
  workbook: object,
  sheets: object[],
  pages: SheetPage[],
  parts = 1,
): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of serializePayload(workbook, sheets, pagesOf(pages, parts))) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// What the payload must equal: the workbook's fields (without its own `sheets`), then `sheets`
// holding each sheet's fields (without any `records`) and all its records.
function expected(
  workbook: Record<string, unknown>,
  sheets: Record<string, unknown>[],
  records: unknown[][],
) {
  const { sheets: _ignored, ...fields } = workbook;
  return JSON.stringify({
    workbook: {
      ...fields,
      sheets: sheets.map((sheet, index) => {
        const { records: _old, ...sheetFields } = sheet;
        return { ...sheetFields, records: records[index] };
      }),
    },
  });
}

const record = (id: string, email: string) => ({
  id,
  values: { email: { value: email, valid: true, messages: [] } },
  metadata: {},
});

describe('serializePayload', () => {
  it('writes the same JSON as JSON.stringify of the whole payload, across pages, sheets and pages cut in pieces', async () => {
    const workbook = {
      id: 'wb',
      name: 'Import "Q3" — ünïcode ✓',
      sheets: [{ id: 'ignored' }],
      spaceId: 'sp',
    };
    const sheets = [
      { id: 's1', name: 'Contacts', config: { fields: [{ key: 'email' }] } },
      { id: 's2', name: 'Empty' },
      { id: 's3', name: 'Companies', records: 'stale' },
    ];
    const s1 = [record('r1', 'a@x.io'), record('r2', 'line\nbreak'), record('r3', '')];
    const s3 = [record('r4', '\u2028'), record('r5', 'z')];
    const pages = [
      { sheetIndex: 0, records: s1.slice(0, 2) },
      { sheetIndex: 0, records: [] },
      { sheetIndex: 0, records: s1.slice(2) },
      { sheetIndex: 2, records: s3.slice(0, 1) },
      { sheetIndex: 2, records: s3.slice(1) },
    ];
    for (const parts of [1, 2, 7]) {
      const text = await serialize(workbook, sheets, pages, parts);
      expect(text).toBe(expected(workbook, sheets, [s1, [], s3]));
      expect(
        JSON.parse(text).workbook.sheets.map((s: { records: unknown[] }) => s.records.length),
      ).toEqual([3, 0, 2]);
    }
  });

  it('writes every sheet with empty records when there are no pages', async () => {
    const sheets = [{ id: 's1' }, { id: 's2' }];
    const text = await serialize({ id: 'wb' }, sheets, []);
    expect(text).toBe(expected({ id: 'wb' }, sheets, [[], []]));
  });

  it('handles a workbook without sheets and an empty workbook object', async () => {
    expect(await serialize({ id: 'wb' }, [], [])).toBe('{"workbook":{"id":"wb","sheets":[]}}');
    expect(await serialize({}, [{}], [])).toBe('{"workbook":{"sheets":[{"records":[]}]}}');
  });

  it('refuses pages that go back to an earlier sheet', async () => {
    const writing = serialize(
      {},
      [{}, {}],
      [
        { sheetIndex: 1, records: [record('a', 'a')] },
        { sheetIndex: 0, records: [record('b', 'b')] },
      ],
    );
    await expect(writing).rejects.toThrow(RangeError);
  });
});
