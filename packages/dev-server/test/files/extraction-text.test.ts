/**
 * Delimited text as users bring it: the encoding chosen by BOM, then valid UTF-8 (the whole
 * file, not a sample), else Windows-1252; UTF-16 BE; the delimiter when a title line comes first;
 * header detection options given with the upload; a row too long to hold fails with its line.
 */
import { uploadFile } from '@importkit/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';
import { extract, recordsOf, workbooksOfSpace } from './extraction-support';

let api: ClientApi;
let spaceId: string;
beforeEach(async () => {
  api = await startClientApi();
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
});
afterEach(() => api.close());

describe('the encoding of delimited text', () => {
  it('reads a file that is not UTF-8 as Windows-1252 (Latin-1 with € and curly quotes)', async () => {
    // "café", "€5" and “quoted” in Windows-1252 bytes: not valid UTF-8.
    const bytes = Buffer.from([
      ...Buffer.from('name,price\ncaf'),
      0xe9,
      ...Buffer.from(','),
      0x80,
      ...Buffer.from('5\n'),
      0x93,
      ...Buffer.from('quoted'),
      0x94,
      ...Buffer.from(',1\n'),
    ]);
    const { file } = await extract(api, spaceId, 'menu.csv', bytes);
    expect(file.status).toBe('complete');
    expect(file.extraction?.encoding).toBe('windows-1252');
    expect(await recordsOf(api, file.sheetId as string)).toEqual([
      { name: 'café', price: '€5' },
      { name: '“quoted”', price: '1' },
    ]);
  });

  it('decides on the whole file: a Latin-1 byte far past the start still makes it Windows-1252', async () => {
    const rows = Array.from(
      { length: 9000 },
      (_, index) => `${index},plain ascii text long enough to pass the sample`,
    );
    const bytes = Buffer.concat([
      Buffer.from(`id,text\n${rows.join('\n')}\n`),
      Buffer.from([...Buffer.from('9000,na'), 0xef, ...Buffer.from('ve\n')]),
    ]);
    expect(bytes.length).toBeGreaterThan(256 * 1024);
    const { file } = await extract(api, spaceId, 'late.csv', bytes);
    expect(file.extraction?.encoding).toBe('windows-1252');
    const records = await recordsOf(api, file.sheetId as string);
    expect(records.at(-1)).toEqual({ id: '9000', text: 'naïve' });
  });

  it('keeps UTF-8 whose characters straddle read chunks, and reads UTF-16 BE by its BOM', async () => {
    // 1 MiB chunks: a two-byte character is cut by the first chunk's end.
    const filler = 'x'.repeat(1024 * 1024 - 'id,text\n1,'.length - 1);
    const utf8 = await extract(api, spaceId, 'wide.csv', `id,text\n1,${filler}é\n2,ü\n`);
    expect(utf8.file.extraction?.encoding).toBe('utf-8');
    const records = await recordsOf(api, utf8.file.sheetId as string);
    expect(records[0]?.text).toBe(`${filler}é`);
    expect(records[1]).toEqual({ id: '2', text: 'ü' });

    const le = Buffer.from('name;city\nZoë;Zürich\n', 'utf16le');
    const be = Buffer.alloc(le.length);
    for (let index = 0; index < le.length; index += 2) {
      be[index] = le[index + 1] as number;
      be[index + 1] = le[index] as number;
    }
    const utf16 = await extract(
      api,
      spaceId,
      'be.csv',
      Buffer.concat([Buffer.from([0xfe, 0xff]), be]),
    );
    expect(utf16.file.extraction).toMatchObject({ encoding: 'utf-16be', delimiter: ';' });
    expect(await recordsOf(api, utf16.file.sheetId as string)).toEqual([
      { name: 'Zoë', city: 'Zürich' },
    ]);
  });
});

describe('the shape of delimited text', () => {
  it('finds the delimiter and the header below a title line', async () => {
    const csv = 'Contacts exported in May\n\nname;email;phone\nAda;ada@x.io;1\nBob;bob@x.io;\n';
    const { file } = await extract(api, spaceId, 'export.csv', csv);
    expect(file.extraction).toMatchObject({
      delimiter: ';',
      sheets: [{ headerRow: 1, records: 2, raggedRows: 0 }],
    });
    expect(await recordsOf(api, file.sheetId as string)).toEqual([
      { name: 'Ada', email: 'ada@x.io', phone: '1' },
      { name: 'Bob', email: 'bob@x.io' },
    ]);
  });

  it('takes the header detection options of the upload', async () => {
    const explicit = await extract(api, spaceId, 'bare.csv', 'junk line\n1,Ada\n2,Bob\n', {
      headerDetection: { algorithm: 'explicitHeaders', headers: ['id', 'name'], skip: 1 },
    });
    expect(await recordsOf(api, explicit.file.sheetId as string)).toEqual([
      { id: '1', name: 'Ada' },
      { id: '2', name: 'Bob' },
    ]);

    const twoRowHeader = 'First,Last,\nname,name,age\nAda,Lovelace,36\n';
    const specific = await extract(api, spaceId, 'two.csv', twoRowHeader, {
      headerDetection: { algorithm: 'specificRows', rowNumbers: [0, 1] },
    });
    expect(await recordsOf(api, specific.file.sheetId as string)).toEqual([
      { 'First name': 'Ada', 'Last name': 'Lovelace', age: '36' },
    ]);

    // A header row the file does not have fails the job with what was asked.
    const missing = await extract(api, spaceId, 'short.csv', 'a,b\n1,2\n', {
      headerDetection: { algorithm: 'specificRows', rowNumbers: [5] },
    });
    expect(missing.file.status).toBe('failed');
    expect(missing.job.outcome?.message).toMatch(/header row 5 does not exist/);
    expect(await workbooksOfSpace(api, spaceId)).toHaveLength(2);
  });

  it('refuses header detection options that do not fit, before storing anything', async () => {
    for (const [options, field] of [
      [{ algorithm: 'explicitHeaders' }, 'body.headerDetection.headers'],
      [{ algorithm: 'default', headers: ['a'] }, 'body.headerDetection.headers'],
      [{ algorithm: 'aiDetection' }, 'body.headerDetection.algorithm'],
      [{ algorithm: 'default', rowsToSearch: 0 }, 'body.headerDetection.rowsToSearch'],
    ] as const) {
      const attempt = uploadFile(api.client, {
        spaceId,
        environmentId: api.server.environmentId,
        file: Buffer.from('a,b\n1,2\n'),
        name: 'x.csv',
        headerDetection: options as never,
      });
      await expect(attempt).rejects.toMatchObject({
        status: 400,
        errors: [expect.objectContaining({ key: field })],
      });
    }
    const listed = ok(await api.client.GET('/v1/files', { params: { query: { spaceId } } }));
    expect(listed.data).toEqual([]);
  });

  it('fails a row too long to hold (a quote never closed in a large file) with its line', async () => {
    const rows = Array.from({ length: 100 }, (_, index) => `${index},ok`);
    const tail = `x,"${'y'.repeat(17 * 1024 * 1024)}`;
    const { file, job } = await extract(
      api,
      spaceId,
      'runaway.csv',
      `id,v\n${rows.join('\n')}\n${tail}`,
    );
    expect(file.status).toBe('failed');
    expect(job.outcome?.message).toMatch(/runaway\.csv cannot be read: .*\(line 102/);
    expect(await workbooksOfSpace(api, spaceId)).toEqual([]);
  });
});

describe('the records an extraction stores', () => {
  it('reads exactly as the same cells inserted through the records API, key order included', async () => {
    const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    const quotedNewlines = [
      ['say "hi"', 'back\\slash', 'tab\there', '😀 ü €'],
      ['', 'only second', '', ''],
      ['line\nbreak', 'ctl\u0001char', 'x', 'ragged extra', 'beyond the header'],
      ['short'],
    ];
    // Packed and written from bytes whatever the cell holds: quoted or not, escaped quotes, a
    // quote inside an unquoted cell, control characters, CRLF lines.
    const plain = [
      ['say "hi"', 'back\\slash', 'tab\there', '😀 ü €'],
      ['', 'only second', '', ''],
      ['5" screen', 'ctl\u0001char\u001f', '', 'x', 'ragged extra', 'beyond'],
      ['short'],
      ['日本語, "quoted"', '\u007f\u2028', 'a\bb\fc', ''],
    ];
    const plainText = [
      '"say ""hi""",back\\slash,tab\there,😀 ü €',
      ',only second,,',
      '5" screen,"ctl\u0001char\u001f","",x,ragged extra,beyond',
      'short',
      ',,,',
      '"日本語, ""quoted""",\u007f\u2028,a\bb\fc,',
    ].join('\r\n');
    const files = [
      {
        rows: quotedNewlines,
        csv: `a,b,c,d\n${quotedNewlines.map((row) => row.map(quote).join(',')).join('\n')}\n`,
      },
      { rows: plain, csv: `a,b,c,d\r\n${plainText}\r\n` },
    ];
    for (const [index, { rows, csv }] of files.entries()) {
      const { file } = await extract(api, spaceId, `cells-${index}.csv`, csv);
      expect(file.extraction?.sheets?.[0]).toMatchObject({ records: rows.length, raggedRows: 2 });
      const fields = ['a', 'b', 'c', 'd'].map((key) => ({ key, type: 'string' as const }));
      const workbook = ok(
        await api.client.POST('/v1/workbooks', {
          body: { name: 'Typed', spaceId, sheets: [{ name: 'Same', slug: 'same', fields }] },
        }),
      ).data;
      const sheetId = workbook.sheets?.[0]?.id as string;
      const body = rows.map((row) =>
        Object.fromEntries(
          row
            .slice(0, 4)
            .map((cell, index) => [['a', 'b', 'c', 'd'][index], { value: cell }] as const)
            .filter(([, cell]) => cell.value !== ''),
        ),
      );
      ok(
        await api.client.POST('/v1/sheets/{sheetId}/records', {
          params: { path: { sheetId } },
          body,
        }),
      );
      const stored = async (id: string) => {
        const page = ok(
          await api.client.GET('/v1/sheets/{sheetId}/records', {
            params: { path: { sheetId: id } },
          }),
        ).data.records;
        return page.map(({ values, valid }) => JSON.stringify({ values, valid }));
      };
      expect(await stored(file.sheetId as string)).toEqual(await stored(sheetId));
    }
  });
});
