/**
 * Records read like the domain: a cell's messages as `'error: Bounced'`, and checks that a cell
 * is in error with a message or that a record is valid.
 * @module
 */
import type { SheetRecord } from '@importkit/api';
import { assertCheck, type CheckResult, textMatches } from './check-result';

/** A message type of a cell. */
export type MessageType = 'error' | 'warn' | 'info';

/**
 * A cell's messages as `'<type>: <message>'`, in order (`[]` for a cell without any).
 *
 * @example
 * cellMessages(record, 'email'); // ['warn: Looks unusual', 'error: Bounced']
 */
export function cellMessages(record: SheetRecord | undefined, field: string): string[] {
  return (record?.values[field]?.messages ?? []).map(
    (message) => `${message.type ?? 'error'}: ${message.message}`,
  );
}

const describe = (record: SheetRecord | undefined) =>
  record ? `record ${record.id}` : 'no record';

/**
 * Whether the cell has a message of this type (equal to, or matching, `message` when given).
 *
 * @example
 * const { pass, message } = checkCellMessage(record, 'name', 'warn', /nickname/);
 */
export function checkCellMessage(
  record: SheetRecord | undefined,
  field: string,
  type: MessageType,
  message?: string | RegExp,
): CheckResult {
  const messages = record?.values[field]?.messages ?? [];
  const pass = messages.some(
    (candidate) =>
      (candidate.type ?? 'error') === type &&
      (message === undefined || textMatches(candidate.message, message)),
  );
  const wanted = message === undefined ? `an ${type} message` : `the ${type} ${String(message)}`;
  const found = cellMessages(record, field);
  return {
    pass,
    message: `expected ${describe(record)}'s ${field} cell ${pass ? 'not ' : ''}to have ${wanted}; its messages: ${found.length === 0 ? 'none' : found.join(', ')}`,
    actual: found,
    expected: message === undefined ? `${type}: …` : `${type}: ${String(message)}`,
  };
}

/**
 * Whether every cell of the record is valid (no `error` message).
 *
 * @example
 * if (!checkRecordValid(record).pass) console.log(cellMessages(record, 'email'));
 */
export function checkRecordValid(record: SheetRecord | undefined): CheckResult {
  const errors = Object.keys(record?.values ?? {}).flatMap((field) =>
    cellMessages(record, field)
      .filter((text) => text.startsWith('error: '))
      .map((text) => `${field}: ${text.slice('error: '.length)}`),
  );
  const pass = record !== undefined && record.valid !== false && errors.length === 0;
  return {
    pass,
    message: pass
      ? `expected ${describe(record)} not to be valid`
      : `expected ${describe(record)} to be valid; its errors: ${errors.join(', ') || 'none'}`,
    actual: errors,
    expected: [],
  };
}

/**
 * Throws an `AssertionError` unless the cell has an error message (equal to, or matching,
 * `message` when given). For node:test, jest or any runner; vitest has `toHaveCellError`.
 *
 * @example
 * assertCellError(record, 'email', 'Bounced');
 */
export function assertCellError(
  record: SheetRecord | undefined,
  field: string,
  message?: string | RegExp,
): void {
  assertCheck(checkCellMessage(record, field, 'error', message), 'cellError');
}

/**
 * Throws an `AssertionError` unless the record has no error message.
 *
 * @example
 * assertRecordValid(await sheet.record(id));
 */
export function assertRecordValid(record: SheetRecord | undefined): void {
  assertCheck(checkRecordValid(record), 'recordValid');
}
