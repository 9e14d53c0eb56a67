/**
 * The checks of arguments given at registration, each failing with a `ListenerArgumentError` that
 * names the argument and shows what was passed.
 * @module
 */
import { describeValue } from './describe-value';
import { ListenerArgumentError } from './errors';

/** Throws unless `value` is a function. */
export function assertFunction(value: unknown, argument: string): void {
  if (typeof value !== 'function') {
    throw new ListenerArgumentError(
      argument,
      `${argument} must be a function (got ${describeValue(value)})`,
    );
  }
}

/**
 * One name or a non-empty array of them, each a non-empty string; `aName` says what a name is
 * in the message (`a job name such as 'workbook:submit'`).
 */
export function nameList(value: unknown, argument: string, aName: string): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new ListenerArgumentError(
      argument,
      `${argument} must be ${aName} or an array of them (got ${describeValue(value)})`,
    );
  }
  return list as string[];
}

/** The longest delay `setTimeout` honours: Node fires a longer one after 1 ms. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Throws unless `value` is a whole number of milliseconds from `min` to `MAX_TIMER_MS`. */
export function assertTimerMs(value: unknown, argument: string, min: number): void {
  if (!(Number.isInteger(value) && (value as number) >= min && (value as number) <= MAX_TIMER_MS)) {
    throw new ListenerArgumentError(
      argument,
      `${argument} must be a whole number of milliseconds from ${min} to ${MAX_TIMER_MS} (got ${describeValue(value)})`,
    );
  }
}
