import { describe, expect, it } from 'vitest';
import type { StoredRecord } from './entities';
import { findCell, keyText } from './record-text';

/** The record's stored text (with the comma the table stores after it) and the cell found. */
function locate(record: unknown, key: string, stopAtCell = false) {
  const bytes = Buffer.from(`${JSON.stringify(record)},`);
  const found = findCell(bytes, 0, bytes.length - 1, keyText(key), stopAtCell);
  const cell =
    found && found.cellStart !== -1
      ? JSON.parse(bytes.toString('utf8', found.cellStart, found.cellEnd))
      : undefined;
  return { bytes, found, cell };
}

const tricky = [
  'order.id',
  'say "hi"',
  'back\\slash',
  'naïve ключ 🎉',
  'tab\there',
  'valid',
  'values',
];

function recordWith(values: StoredRecord['values'], valid = true): StoredRecord {
  return { id: 'us_rc_1', values, valid };
}

describe('findCell', () => {
  it('finds a cell whose key has periods, quotes, backslashes or any Unicode', () => {
    const values: StoredRecord['values'] = {};
    tricky.forEach((key, index) => {
      values[key] = { value: `v${index}`, valid: true };
    });
    for (const [index, key] of tricky.entries()) {
      const { cell, found } = locate(recordWith(values), key);
      expect(cell).toEqual({ value: `v${index}`, valid: true });
      expect(found?.valid).toBe(true);
    }
  });

  it('is not fooled by a key or value that holds another key in its text', () => {
    const record = recordWith(
      {
        a: { value: '"b":{"value":"fake"}', valid: true },
        'x"b': { value: 'not b', valid: true },
        b: {
          value: 'real \\ "b" }{ ] ,',
          valid: false,
          messages: [{ type: 'error', message: '"b":{}' }],
        },
      },
      false,
    );
    const { cell, found } = locate(record, 'b');
    expect(cell).toEqual(record.values.b);
    expect(found?.valid).toBe(false);
  });

  it('says a record has no such cell, and where its valid literal is', () => {
    const { bytes, found } = locate(recordWith({ a: { value: 1, valid: true } }, false), 'b');
    expect(found).toMatchObject({ cellStart: -1, cellEnd: -1, valid: false });
    expect(bytes.toString('utf8', found?.validStart, found?.validEnd)).toBe('false');
    expect(locate(recordWith({}), 'b').found).toMatchObject({ cellStart: -1, valid: true });
  });

  it('answers undefined for a record of another shape (metadata, config, another order)', () => {
    const values = { a: { value: 1, valid: true } };
    expect(locate({ ...recordWith(values), metadata: { a: 1 } }, 'a').found).toBeUndefined();
    expect(
      locate({ ...recordWith(values), config: { fields: { a: { readonly: true } } } }, 'a').found,
    ).toBeUndefined();
    expect(locate({ id: 'r', valid: true, values }, 'a').found).toBeUndefined();
    expect(locate({ id: 'r', values, config: {}, valid: true }, 'a').found).toBeUndefined();
  });

  it('stops at the cell when asked, finding the same cell without checking the rest', () => {
    const values = { a: { value: 'x', valid: true }, b: { value: '"a":{}', valid: true } };
    const configured = {
      id: 'r',
      values,
      config: { fields: { b: { readonly: false } } },
      valid: true,
    };
    expect(locate(configured, 'a').found).toBeUndefined();
    expect(locate(configured, 'a', true).cell).toEqual(values.a);
    for (const key of ['a', 'b']) {
      expect(locate(recordWith(values), key, true).cell).toEqual(
        locate(recordWith(values), key).cell,
      );
    }
    expect(locate(recordWith(values), 'c', true).found).toMatchObject({ cellStart: -1 });
  });
});
