/**
 * Environments of the shared dev server made ahead of the tests that take them, and removed behind
 * them. Making one (a round trip and an event subscription) and removing one (its spaces, then
 * itself) cost a test more than everything else the package does for it; done off its path, they
 * overlap the waits of the test before or after. Only the shared server pools, since it is the one
 * whose end the package controls: `drain()` (called by `closeSharedTestServer`) closes what was
 * made ahead and waits for every removal, and throws a removal that failed.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { createClient, type ImportkitClient, unwrap } from '@importkit/api';
import { EventRecorder } from '../events/event-recorder';
import { removeEnvironment } from './remove-environment';
import type { TestServer } from './test-server';

/** An environment with its recorder open, ready for a test. */
export interface PreparedEnvironment {
  readonly client: ImportkitClient;
  readonly id: string;
  readonly recorder: EventRecorder;
}

/** Enough for tests run one after another; `test.concurrent` takes more and waits for them. */
const AHEAD = 2;

let environments = 0;

/** A name unique on a server that several test files (each with its own counter) share. */
export function uniqueEnvironmentName(): string {
  return `test ${++environments} ${randomBytes(4).toString('hex')}`;
}

/**
 * Creates an environment named `name` on `server` and opens its recorder.
 *
 * @example
 * const { id, recorder } = await prepareEnvironment(server, 'checkout test');
 */
export async function prepareEnvironment(
  server: TestServer,
  name: string,
): Promise<PreparedEnvironment> {
  const client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
  const { data } = await unwrap(client.POST('/v1/environments', { body: { name } }));
  const recorder = await EventRecorder.start(client, data.id, server);
  return { client, id: data.id, recorder };
}

export class EnvironmentPool {
  readonly #server: TestServer;
  readonly #ahead: Promise<PreparedEnvironment>[] = [];
  readonly #removals = new Set<Promise<void>>();
  readonly #failures: unknown[] = [];
  #draining = false;

  constructor(server: TestServer) {
    this.#server = server;
  }

  /** A fresh environment, made ahead when one is ready; the next one is started at once. */
  take(): Promise<PreparedEnvironment> {
    if (this.#draining) throw new Error('@importkit/testing: the shared dev server is closing');
    const next = this.#ahead.shift() ?? prepareEnvironment(this.#server, uniqueEnvironmentName());
    while (this.#ahead.length < AHEAD) {
      const made = prepareEnvironment(this.#server, uniqueEnvironmentName());
      // Taken later, and its failure thrown to that test; until then it must not go unhandled.
      made.catch(() => {});
      this.#ahead.push(made);
    }
    return next;
  }

  /** Removes an environment a test is done with, without the test waiting for it. */
  remove(client: ImportkitClient, environmentId: string, spaceIds: readonly string[]): void {
    const removal = removeEnvironment(client, environmentId, spaceIds).catch((error: unknown) => {
      this.#failures.push(error);
    });
    this.#removals.add(removal);
    void removal.finally(() => this.#removals.delete(removal));
  }

  /** Closes the environments made ahead and waits for every removal; throws one that failed. */
  async drain(): Promise<void> {
    this.#draining = true;
    const ahead = this.#ahead.splice(0);
    await Promise.all(
      ahead.map((made) => made.then(({ recorder }) => recorder.close()).catch(() => {})),
    );
    await Promise.all(this.#removals);
    if (this.#failures.length > 0) {
      throw new AggregateError(
        this.#failures,
        `@importkit/testing: ${this.#failures.length} environment(s) could not be removed after their test`,
      );
    }
  }
}
