/**
 * A check's verdict, shared by the plain assertion functions (for node:test, jest or any runner)
 * and the vitest matchers: whether it passed, and what to say either way.
 * @module
 */
import { AssertionError } from 'node:assert';

/** The verdict of a check: `message` says what was found, for the failure of either form. */
export interface CheckResult {
  readonly pass: boolean;
  /** What failed when `pass` is false; what held when true (for a negated matcher). */
  readonly message: string;
  readonly actual?: unknown;
  readonly expected?: unknown;
}

/** Throws an `AssertionError` with the check's message when it did not pass. */
export function assertCheck(result: CheckResult, operator: string): void {
  if (result.pass) return;
  throw new AssertionError({
    message: result.message,
    actual: result.actual,
    expected: result.expected,
    operator,
  });
}

/** Whether a text is the expected one: equal, or matching a regular expression. */
export function textMatches(actual: string | undefined, expected: string | RegExp): boolean {
  if (actual === undefined) return false;
  return typeof expected === 'string' ? actual === expected : expected.test(actual);
}
