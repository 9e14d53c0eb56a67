import { openapiDocument } from '@importkit/api/contract';
import { describe, expect, it } from 'vitest';
import { isPlainRecordBatch } from './fast-record-check';
import { readContractOperations } from './operations';
import { requestValidators } from './request-validators';

const document = openapiDocument as Record<string, unknown>;
const insertRecords = requestValidators(document, readContractOperations(document)).get(
  'insertRecords',
);

const batches: [string, unknown, boolean][] = [
  ['plain values', [{ a: { value: 'x' }, b: { value: 1 }, c: { value: null }, d: {} }], true],
  ['array values and valid', [{ a: { value: ['x', 2, true], valid: false } }], true],
  ['messages (left to ajv)', [{ a: { value: 'x', messages: [{ message: 'm' }] } }], false],
  ['a nested value', [{ a: { value: { x: 1 } } }], false],
  ['a nested array value', [{ a: { value: [['x']] } }], false],
  ['a bare cell', [{ a: 'x' }], false],
  ['a string valid', [{ a: { valid: 'yes' } }], false],
  ['a record that is an array', [[{ value: 'x' }]], false],
  ['not an array', { a: { value: 'x' } }, false],
];

describe('isPlainRecordBatch', () => {
  it.each(batches)('%s → %s, and only batches the contract accepts', (_name, body, quick) => {
    expect(isPlainRecordBatch(body)).toBe(quick);
    if (quick) expect(insertRecords?.body(body)).toBeUndefined();
  });
});
