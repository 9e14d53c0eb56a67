import { AssertionError } from 'node:assert';
import type { SheetRecord } from '@importkit/api';
import { describe, expect, it } from 'vitest';
import {
  assertCellError,
  assertRecordValid,
  cellMessages,
  checkCellMessage,
  checkRecordValid,
} from './record-assertions';

const record = {
  id: 'us_rc_1',
  valid: false,
  values: {
    email: {
      value: 'ada@',
      valid: false,
      messages: [
        { type: 'warn', message: 'Looks unusual' },
        { type: 'error', message: 'Bounced' },
      ],
    },
    name: { value: 'Ada', valid: true, messages: [{ message: 'No type means error' }] },
    age: { value: 36, valid: true },
  },
} as unknown as SheetRecord; // the wire allows a message without a type (an error)

describe('cellMessages', () => {
  it("reads a cell's messages as type: message, an untyped one as an error", () => {
    expect(cellMessages(record, 'email')).toEqual(['warn: Looks unusual', 'error: Bounced']);
    expect(cellMessages(record, 'name')).toEqual(['error: No type means error']);
    expect(cellMessages(record, 'age')).toEqual([]);
    expect(cellMessages(undefined, 'age')).toEqual([]);
  });
});

describe('checkCellMessage and assertCellError', () => {
  it('passes for an error message equal to or matching the expected one', () => {
    expect(checkCellMessage(record, 'email', 'error', 'Bounced').pass).toBe(true);
    expect(checkCellMessage(record, 'email', 'error', /^Boun/).pass).toBe(true);
    expect(checkCellMessage(record, 'email', 'warn').pass).toBe(true);
    expect(() => assertCellError(record, 'email')).not.toThrow();
  });

  it('fails saying which messages the cell has', () => {
    const result = checkCellMessage(record, 'email', 'error', 'Unknown domain');
    expect(result).toMatchObject({
      pass: false,
      message:
        "expected record us_rc_1's email cell to have the error Unknown domain; its messages: warn: Looks unusual, error: Bounced",
    });
    expect(() => assertCellError(record, 'age', 'Too young')).toThrow(AssertionError);
    expect(() => assertCellError(record, 'age')).toThrow(
      "expected record us_rc_1's age cell to have an error message; its messages: none",
    );
  });
});

describe('checkRecordValid and assertRecordValid', () => {
  it('names the errors of an invalid record', () => {
    expect(checkRecordValid(record).message).toBe(
      'expected record us_rc_1 to be valid; its errors: email: Bounced, name: No type means error',
    );
    expect(() => assertRecordValid(undefined)).toThrow('expected no record to be valid');
    const valid = {
      id: 'us_rc_2',
      valid: true,
      values: { age: { value: 1, valid: true, messages: [] } },
    };
    expect(() => assertRecordValid(valid as SheetRecord)).not.toThrow();
  });
});
