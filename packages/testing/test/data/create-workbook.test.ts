import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf } from 'vitest';
import { cellMessages, readCsvRecords, type SheetHandle } from '../../src/index';
import { test } from '../../src/vitest';

const files = fileURLToPath(new URL('../fixtures/files/', import.meta.url));

describe('data in one line', () => {
  test('a workbook from a blueprint, with inline records, typed sheets by slug', async ({
    env,
  }) => {
    const workbook = await env.workbook({
      name: 'CRM',
      actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
      sheets: [
        {
          name: 'Contacts',
          slug: 'contacts',
          fields: [
            { key: 'email', type: 'string', constraints: [{ type: 'required' }] },
            { key: 'age', type: 'number' },
          ],
          records: [
            { email: 'ada@example.com', age: 36 },
            {
              email: { value: 'grace@example.com', messages: [{ type: 'warn', message: 'Check' }] },
            },
            { age: 45 },
          ],
        },
        { name: 'Notes', slug: 'notes', fields: [{ key: 'text', type: 'string' }] },
      ],
    });
    expectTypeOf(workbook.sheets.contacts).toEqualTypeOf<SheetHandle>();
    expect(workbook.sheetList.map((sheet) => sheet.slug)).toEqual(['contacts', 'notes']);

    const records = await workbook.sheets.contacts.records();
    expect(records.map((record) => record.values.email?.value ?? null)).toEqual([
      'ada@example.com',
      'grace@example.com',
      null,
    ]);
    expect(cellMessages(records[1], 'email')).toEqual(['warn: Check']);
    expect(records[2]).toHaveCellError('email');
    expect(await workbook.sheets.contacts.counts()).toEqual({ total: 3, valid: 2, error: 1 });
    expect(await workbook.sheets.notes.records()).toEqual([]);
    expect(() => workbook.sheet('orders')).toThrow(
      `workbook ${workbook.id} has no sheet "orders" (its sheets: contacts, notes)`,
    );
  });

  test('records from a CSV or TSV fixture, and inserted later with their ids', async ({ env }) => {
    const fields = [
      { key: 'email', type: 'string' as const },
      { key: 'name', type: 'string' as const },
      { key: 'age', type: 'string' as const },
    ];
    const workbook = await env.workbook({
      name: 'CRM',
      sheets: [{ name: 'Contacts', slug: 'contacts', fields, records: `${files}contacts.csv` }],
    });
    const sheet = workbook.sheets.contacts;
    const [id] = await sheet.insert(await readCsvRecords(`${files}more-contacts.tsv`));

    const records = await sheet.records();
    expect(records.map((record) => record.values.name?.value)).toEqual([
      'Ada',
      'Grace',
      'Linus',
      'Marie',
    ]);
    expect(records[0]?.values.age?.value).toBe('36');
    expect(records[3]?.id).toBe(id);
    expect((await sheet.record(id ?? '')).values.email?.value).toBe('marie@example.com');
  });

  test('a whole blueprint file, as importkit-dev --seed reads it', async ({ env }) => {
    const [space] = await env.seed(`${files}seed.json`);
    const crm = space?.workbooks[0];
    expect(crm?.name).toBe('CRM');
    const contacts = await crm?.sheet('contacts').records();
    expect(contacts?.map((record) => record.values.email?.value ?? '')).toEqual([
      'ada@example.com',
      '',
      'linus@example.com',
    ]);
    expect(contacts?.[1]).toHaveCellError('email');
    const companies = await crm?.sheet('companies').records();
    expect(companies?.map((record) => record.values.name?.value)).toEqual([
      'Analytical Engines Ltd',
      'Babbage & Co',
    ]);
  });

  test('a file uploaded and extracted, with the workbook it became', async ({ env }) => {
    const { file, extraction, workbook } = await env.upload(`${files}contacts.csv`);
    expect(extraction).toHaveCompleted();
    expect(file.status).toBe('complete');
    const sheet = workbook?.sheetList[0];
    const records = await sheet?.records();
    expect(records?.map((record) => record.values.email?.value ?? '')).toEqual([
      'ada@example.com',
      '',
      'linus@example.com',
    ]);
  });

  test('an upload that cannot be extracted gives the failed job and no workbook', async ({
    env,
  }) => {
    const { file, extraction, workbook } = await env.upload(Buffer.from('a,"b\n1,2\n'), {
      name: 'broken.csv',
    });
    expect(extraction).toHaveFailed(/broken\.csv/);
    expect(file.status).toBe('failed');
    expect(workbook).toBeUndefined();
  });
});
