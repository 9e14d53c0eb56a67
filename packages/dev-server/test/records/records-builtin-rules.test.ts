import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi();

async function createSheet() {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Rules' } })).data;
  const workbook = (
    await api.ok('POST', '/v1/workbooks', {
      body: {
        name: 'Orders',
        spaceId: space.id,
        sheets: [
          {
            name: 'Orders',
            fields: [
              { key: 'order.id', type: 'string', constraints: [{ type: 'required' }] },
              {
                key: 'size',
                type: 'enum',
                config: {
                  sortBy: 'ordinal',
                  options: [
                    { value: 'S', ordinal: 2 },
                    { value: 'M', ordinal: 1 },
                  ],
                },
              },
              { key: 'color', type: 'enum' },
              { key: 'note', type: 'enum', config: { allowCustom: true, options: [] } },
            ],
          },
        ],
      },
    })
  ).data;
  const sheet = workbook.sheets[0] as Json;
  return { sheet, path: `/v1/sheets/${sheet.id}/records` };
}

const messagesOf = (cell: Json) => cell?.messages ?? [];

describe('built-in validation', () => {
  it('puts an empty or missing required cell in error and clears it once the cell has a value', async () => {
    const { path } = await createSheet();
    const [missing, empty] = (
      await api.ok('POST', path, {
        body: [{ size: { value: 'S' } }, { 'order.id': { value: '' } }],
      })
    ).data.records;
    expect(missing.valid).toBe(false);
    expect(missing.values['order.id']).toEqual({
      valid: false,
      messages: [
        {
          type: 'error',
          source: 'required-constraint',
          field: 'order.id',
          message: 'order.id is required',
        },
      ],
    });
    expect(messagesOf(empty.values['order.id'])[0].source).toBe('required-constraint');
    await api.ok('PUT', path, {
      body: [
        {
          id: missing.id,
          values: {
            'order.id': { value: 'A-1', messages: [{ type: 'warn', message: 'looks odd' }] },
          },
        },
      ],
    });
    const [fixed] = (await api.ok('GET', path)).data.records;
    expect(fixed.valid).toBe(true);
    expect(fixed.values['order.id']).toEqual({
      value: 'A-1',
      valid: true,
      messages: [{ type: 'warn', message: 'looks odd' }],
    });
  });

  it('marks an enum value that is not an option invalid-option; undefined options are none', async () => {
    const { path } = await createSheet();
    const [record] = (
      await api.ok('POST', path, {
        body: [
          {
            'order.id': { value: 'A-1' },
            size: { value: 'XL' },
            color: { value: 'red' },
            note: { value: 'anything' },
          },
        ],
      })
    ).data.records;
    expect(record.valid).toBe(false);
    expect(messagesOf(record.values.size)).toEqual([
      {
        type: 'error',
        source: 'invalid-option',
        field: 'size',
        message: '"XL" is not an option of size',
      },
    ]);
    expect(messagesOf(record.values.color)[0].source).toBe('invalid-option');
    expect(record.values.note).toEqual({ value: 'anything', valid: true, messages: [] });
    await api.ok('PUT', path, { body: [{ id: record.id, values: { size: { value: 'M' } } }] });
    const [updated] = (await api.ok('GET', path)).data.records;
    expect(updated.values.size).toEqual({ value: 'M', valid: true, messages: [] });
    const counts = (await api.ok('GET', path.replace('/records', '/counts'))).data.counts;
    expect(counts.errorsByField).toEqual({ color: 1 });
  });

  it('applies to a cleared column and a find and replace, and stores enum sortBy', async () => {
    const { sheet, path } = await createSheet();
    await api.ok('POST', path, { body: [{ 'order.id': { value: 'A-1' }, size: { value: 'S' } }] });
    await api.ok('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
      body: { find: 'S', replace: 'XS', fieldKey: 'size' },
    });
    await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, { body: { field: 'order.id' } });
    const [record] = (await api.ok('GET', path)).data.records;
    expect(messagesOf(record.values.size)[0].source).toBe('invalid-option');
    expect(messagesOf(record.values['order.id'])[0].source).toBe('required-constraint');
    const stored = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data;
    expect(stored.config.fields[1].config.sortBy).toBe('ordinal');
  });
});
