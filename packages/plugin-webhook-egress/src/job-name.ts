import { InvalidJobNameError } from './errors';

// Each part is a topic-like word: letters, digits, `-` and `_` (e.g. `workbook:submitActionFg`).
const JOB_NAME = /^[A-Za-z][\w-]*:[A-Za-z][\w-]*$/;

/** Throws `InvalidJobNameError` (a TypeError) unless `job` is a `domain:operation` name. */
export function assertJobName(job: unknown): asserts job is `${string}:${string}` {
  if (typeof job !== 'string' || !JOB_NAME.test(job)) throw new InvalidJobNameError(job);
}
