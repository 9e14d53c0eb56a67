import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi();

/** A sheet whose `order.id` (a key with a period) is unique, and `a`+`b` unique together. */
async function createSheet(fieldConstraint: Json = { type: 'unique' }) {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Unique' } })).data;
  const workbook = (
    await api.ok('POST', '/v1/workbooks', {
      body: {
        name: 'Orders',
        spaceId: space.id,
        sheets: [
          {
            name: 'Orders',
            fields: [
              { key: 'order.id', type: 'string', constraints: [fieldConstraint] },
              { key: 'a', type: 'string' },
              { key: 'b $[x]', type: 'string' },
              { key: 'note', type: 'string' },
            ],
            constraints: [
              { type: 'unique', name: 'pair', fields: ['a', 'b $[x]'], strategy: 'hash' },
            ],
          },
        ],
      },
    })
  ).data;
  const sheet = workbook.sheets[0] as Json;
  return { sheet, path: `/v1/sheets/${sheet.id}/records` };
}

const uniqueMessages = (cell: Json) =>
  (cell?.messages ?? []).filter((message: Json) => message.source === 'unique-constraint');

async function byId(path: string) {
  const records = (await api.ok('GET', path)).data.records as Json[];
  return new Map(records.map((record) => [record.id, record]));
}

describe('unique constraints', () => {
  it('puts every duplicated cell in error, and clears the others once one changes', async () => {
    const { path } = await createSheet();
    const inserted = (
      await api.ok('POST', path, {
        body: [{ 'order.id': { value: 'A-1' } }, { 'order.id': { value: 'A-2' } }],
      })
    ).data.records;
    expect(inserted.every((record: Json) => record.valid)).toBe(true);
    // A third record repeats A-1: both it and the first are in error.
    const [third] = (await api.ok('POST', path, { body: [{ 'order.id': { value: 'A-1' } }] })).data
      .records;
    expect(third.valid).toBe(false);
    expect(third.values['order.id']).toEqual({
      value: 'A-1',
      valid: false,
      messages: [
        {
          type: 'error',
          source: 'unique-constraint',
          field: 'order.id',
          message: '"A-1" is not unique in order.id',
        },
      ],
    });
    let records = await byId(path);
    expect(records.get(inserted[0].id).valid).toBe(false);
    expect(uniqueMessages(records.get(inserted[0].id).values['order.id'])).toHaveLength(1);
    expect(records.get(inserted[1].id).valid).toBe(true);
    const counts = (await api.ok('GET', path, { query: { includeCounts: true } })).data.counts;
    expect(counts).toMatchObject({
      total: 3,
      valid: 1,
      error: 2,
      errorsByField: { 'order.id': 2 },
    });
    const errors = (
      await api.ok('GET', path, { query: { filter: 'error', filterField: 'order.id' } })
    ).data.records.map((record: Json) => record.id);
    expect(errors).toEqual([inserted[0].id, third.id]);

    // Changing the third clears the first too.
    await api.ok('PUT', path, {
      body: [{ id: third.id, values: { 'order.id': { value: 'A-3' } } }],
    });
    records = await byId(path);
    for (const record of records.values()) {
      expect(record.valid).toBe(true);
      expect(uniqueMessages(record.values['order.id'])).toEqual([]);
    }
    const updated = (
      await api.ok('GET', '/v1/events', {
        query: { environmentId: api.server.environmentId, topic: ['records:updated'] },
      })
    ).data.at(-1).payload;
    expect(updated.recordIds).toEqual([third.id, inserted[0].id]);
  });

  it('clears the duplicate of a deleted record; a listener message on the cell is kept', async () => {
    const { path } = await createSheet();
    const [first, second] = (
      await api.ok('POST', path, {
        body: [
          { 'order.id': { value: 'X', messages: [{ type: 'warn', message: 'checked by hand' }] } },
          { 'order.id': { value: 'X' } },
        ],
      })
    ).data.records;
    expect(first.values['order.id'].messages).toHaveLength(2);
    await api.ok('DELETE', path, { query: { ids: [second.id] } });
    const [left] = (await api.ok('GET', path)).data.records;
    expect(left.id).toBe(first.id);
    expect(left.valid).toBe(true);
    expect(left.values['order.id'].messages).toEqual([
      { type: 'warn', message: 'checked by hand' },
    ]);
  });

  it('follows clear column and find and replace, and ignores empty cells', async () => {
    const { sheet, path } = await createSheet();
    await api.ok('POST', path, {
      body: [
        { 'order.id': { value: 'Q' } },
        { 'order.id': { value: 'R' } },
        { 'order.id': { value: null } },
        {},
      ],
    });
    await api.ok('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
      body: { find: 'R', replace: 'Q', fieldKey: 'order.id' },
    });
    let records = [...(await byId(path)).values()];
    expect(records.map((record) => record.valid)).toEqual([false, false, true, true]);
    await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, { body: { field: 'order.id' } });
    records = [...(await byId(path)).values()];
    expect(records.map((record) => record.valid)).toEqual([true, true, true, true]);
  });

  it('honours caseSensitive, ignoreEmpty, message and level from the constraint config', async () => {
    const { path } = await createSheet({
      type: 'unique',
      config: { caseSensitive: false, ignoreEmpty: false, message: 'Seen before', level: 'warn' },
    });
    const records = (
      await api.ok('POST', path, {
        body: [{ 'order.id': { value: 'abc' } }, { 'order.id': { value: 'ABC' } }, {}, {}],
      })
    ).data.records;
    for (const record of records) {
      // A warning: the records stay valid.
      expect(record.valid).toBe(true);
      expect(uniqueMessages(record.values['order.id'])).toEqual([
        { type: 'warn', source: 'unique-constraint', field: 'order.id', message: 'Seen before' },
      ]);
    }
  });

  it('applies the sheet-level unique over several fields to each of their cells', async () => {
    const { path } = await createSheet();
    const [one, two, three] = (
      await api.ok('POST', path, {
        body: [
          { a: { value: 'x' }, 'b $[x]': { value: 'y' } },
          { a: { value: 'x' }, 'b $[x]': { value: 'y' } },
          { a: { value: 'x' }, 'b $[x]': { value: 'z' } },
        ],
      })
    ).data.records;
    const message = {
      type: 'error',
      source: 'unique-constraint',
      message: 'The combination of a, b $[x] must be unique (constraint "pair")',
    };
    expect(uniqueMessages(two.values.a)).toEqual([{ ...message, field: 'a' }]);
    expect(uniqueMessages(two.values['b $[x]'])).toEqual([{ ...message, field: 'b $[x]' }]);
    expect(three.valid).toBe(true);
    await api.ok('PUT', path, { body: [{ id: two.id, values: { 'b $[x]': { value: 'w' } } }] });
    const records = await byId(path);
    expect(records.get(one.id).valid).toBe(true);
    expect(records.get(two.id).valid).toBe(true);
  });

  it('drops a removed field from the sheet-level unique, and the constraint once it has no field', async () => {
    const { sheet, path } = await createSheet({ type: 'required' });
    const ids = (
      await api.ok('POST', path, {
        body: [
          { a: { value: 'x' }, 'b $[x]': { value: 'y' } },
          { a: { value: 'x' }, 'b $[x]': { value: 'z' } },
        ],
      })
    ).data.records.map((record: Json) => record.id);
    expect((await byId(path)).get(ids[0]).values.a.valid).toBe(true);

    // Without b, the pair's combination is a alone, which both records share.
    await api.ok('DELETE', `/v1/sheets/${sheet.id}/fields/${encodeURIComponent('b $[x]')}`);
    let stored = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data;
    expect(stored.config.constraints).toEqual([
      { type: 'unique', name: 'pair', fields: ['a'], strategy: 'hash' },
    ]);
    let records = await byId(path);
    for (const id of ids) {
      expect(uniqueMessages(records.get(id).values.a)).toEqual([
        {
          type: 'error',
          source: 'unique-constraint',
          field: 'a',
          message: 'The combination of a must be unique (constraint "pair")',
        },
      ]);
    }

    await api.ok('DELETE', `/v1/sheets/${sheet.id}/fields/a`);
    stored = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data;
    expect(stored.config.constraints).toBeUndefined();
    records = await byId(path);
    for (const id of ids) {
      const record = records.get(id);
      expect(Object.values(record.values).flatMap(uniqueMessages)).toEqual([]);
    }
    const counts = (await api.ok('GET', path, { query: { includeCounts: true } })).data.counts;
    // Only order.id's required constraint is left in error.
    expect(counts.errorsByField ?? {}).not.toHaveProperty('a');
    const events = (
      await api.ok('GET', '/v1/events', {
        query: { environmentId: api.server.environmentId, pageSize: 1000 },
      })
    ).data.filter((event: Json) => event.topic === 'sheet:updated');
    expect(events.at(-1).payload.changes).toEqual([
      { type: 'field_removed', details: { key: 'a' } },
      {
        type: 'config_updated',
        details: {
          field: 'constraints',
          previousValue: [{ type: 'unique', name: 'pair', fields: ['a'], strategy: 'hash' }],
          newValue: null,
        },
      },
    ]);
  });

  it('rejects a sheet-level constraint naming a field the sheet does not have', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Bad' } })).data;
    const response = await api.request('POST', '/v1/workbooks', {
      body: {
        name: 'Bad',
        spaceId: space.id,
        sheets: [
          {
            name: 'S',
            fields: [{ key: 'a', type: 'string' }],
            constraints: [{ type: 'unique', name: 'u', fields: ['a', 'nope'], strategy: 'concat' }],
          },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toEqual({
      key: 'body.sheets[0].constraints[0].fields[1]',
      message: 'Constraint "u" of sheet "S" names "nope", which is not a field of the sheet',
    });
    const workbooks = (await api.ok('GET', '/v1/workbooks', { query: { spaceId: space.id } })).data;
    expect(workbooks).toEqual([]);
  });
});
