/**
 * @importkit/testing/vitest — the vitest conveniences: a `test` whose `env` fixture is a fresh
 * isolated environment (on one dev server per worker), and matchers that read like the domain.
 * Importing it registers the matchers with vitest's `expect`.
 * @module
 */
import type { SheetRecord } from '@importkit/api';
// Loaded with the test file (its import phase), not inside the first test that starts the
// server: loading the dev server is most of that first start.
import '@importkit/dev-server';
import { test as base, expect } from 'vitest';
import { checkJobEnd, type ExpectedOutcome } from './assertions/job-assertions';
import {
  checkCellMessage,
  checkRecordValid,
  type MessageType,
} from './assertions/record-assertions';
import { createTestEnvironment } from './environment/create-test-environment';
import type { TestEnvironment, TestEnvironmentOptions } from './environment/test-environment';
import {
  closeSharedTestServer,
  sharedTestServer,
  type TestServer,
} from './environment/test-server';

type JobLike = Parameters<typeof checkJobEnd>[0];

const verdict = (result: {
  pass: boolean;
  message: string;
  actual?: unknown;
  expected?: unknown;
}) => ({
  pass: result.pass,
  message: () => result.message,
  actual: result.actual,
  expected: result.expected,
});

/**
 * The matchers, registered on import; also exported to pass to `expect.extend` yourself.
 *
 * @example
 * expect(record).toHaveCellError('email', 'Bounced');
 * expect(await job.settled()).toHaveCompleted({ message: /Submitted 3 records/ });
 */
export const importkitMatchers = {
  toHaveCellError(received: SheetRecord | undefined, field: string, message?: string | RegExp) {
    return verdict(checkCellMessage(received, field, 'error', message));
  },
  toHaveCellMessage(
    received: SheetRecord | undefined,
    field: string,
    type: MessageType,
    message?: string | RegExp,
  ) {
    return verdict(checkCellMessage(received, field, type, message));
  },
  toBeValidRecord(received: SheetRecord | undefined) {
    return verdict(checkRecordValid(received));
  },
  toHaveCompleted(received: JobLike, expected?: ExpectedOutcome) {
    return verdict(checkJobEnd(received, 'succeeded', expected));
  },
  toHaveFailed(received: JobLike, message?: string | RegExp) {
    return verdict(checkJobEnd(received, 'failed', message === undefined ? {} : { message }));
  },
};

expect.extend(importkitMatchers);

/** The matchers' types, added to vitest's `expect`. */
export interface ImportkitMatchers<R = unknown> {
  /** The record's `field` cell has an error message (equal to, or matching, `message`). */
  toHaveCellError(field: string, message?: string | RegExp): R;
  /** The record's `field` cell has a message of this type (equal to, or matching, `message`). */
  toHaveCellMessage(field: string, type: MessageType, message?: string | RegExp): R;
  /** No cell of the record has an error message. */
  toBeValidRecord(): R;
  /** The job (or `settled()` result) completed, its outcome saying what `expected` says. */
  toHaveCompleted(expected?: ExpectedOutcome): R;
  /** The job failed (its outcome message equal to, or matching, `message`). */
  toHaveFailed(message?: string | RegExp): R;
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: vitest declares `Matchers<T = any>`; a merge must repeat it.
  interface Matchers<T = any> extends ImportkitMatchers<T> {}
}

/** The fixtures `test` adds. */
export interface ImportkitFixtures {
  /** A fresh isolated environment, closed after the test. */
  env: TestEnvironment;
  /** Options of `env` (`test.scoped({ importkitOptions: { server: 'own' } })`). */
  importkitOptions: TestEnvironmentOptions;
  /** The worker's dev server (started on first use, closed when the worker ends). */
  importkitServer: TestServer;
}

/**
 * vitest's `test` with an `env` fixture: a fresh environment per test on one dev server per
 * worker (started on first use, manual clock), closed after the test, whose close fails the test
 * when a connected listener reported an error no wait surfaced.
 *
 * @example
 * import { expect, test } from '@importkit/testing/vitest';
 *
 * test('submits', async ({ env }) => {
 *   const workbook = await env.workbook(blueprint);
 *   await env.connect(listener);
 *   const job = await env.trigger('workbook:submit', { workbookId: workbook.id });
 *   expect(await job.settled()).toHaveCompleted();
 * });
 */
export const test = base.extend<ImportkitFixtures>({
  importkitServer: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(await sharedTestServer());
      await closeSharedTestServer();
    },
    { scope: 'worker' },
  ],
  importkitOptions: [{}, { injected: true }],
  env: async ({ importkitServer, importkitOptions }, use) => {
    const env = await createTestEnvironment({ server: importkitServer, ...importkitOptions });
    try {
      await use(env);
    } finally {
      await env.close();
    }
  },
});

export { expect };
