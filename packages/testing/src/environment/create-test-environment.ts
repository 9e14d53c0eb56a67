/**
 * Makes an isolated environment: finds or starts its dev server, creates a fresh environment
 * there and opens its event recorder before handing it to the test.
 * @module
 */
import { prepareEnvironment, uniqueEnvironmentName } from './environment-pool';
import { removeEnvironment } from './remove-environment';
import { TestEnvironment, type TestEnvironmentOptions } from './test-environment';
import {
  sharedEnvironmentPool,
  sharedTestServer,
  startTestServer,
  type TestServer,
} from './test-server';

async function serverFor(option: TestEnvironmentOptions['server']) {
  if (option === undefined || option === 'shared') return { server: await sharedTestServer() };
  if (typeof option === 'object' && 'url' in option && 'apiKey' in option) {
    // Kept as given when it is a server (the vitest fixture passes the shared one, which pools).
    return {
      server: 'close' in option ? (option as TestServer) : { ...option, close: async () => {} },
    };
  }
  const own = await startTestServer(option === 'own' ? {} : option);
  return { server: own, own };
}

/**
 * Creates an isolated environment: a fresh environment on the shared dev server (or the one
 * the options name), its event recorder open before it returns. Close it after the test.
 *
 * @example
 * const env = await createTestEnvironment();
 * try {
 *   const workbook = await env.workbook({ name: 'Contacts', sheets: [contactsSheet] });
 * } finally {
 *   await env.close();
 * }
 */
export async function createTestEnvironment(
  options: TestEnvironmentOptions = {},
): Promise<TestEnvironment> {
  const { server, own } = await serverFor(options.server);
  try {
    const pool = options.name === undefined ? sharedEnvironmentPool(server) : undefined;
    const prepared = pool
      ? await pool.take()
      : await prepareEnvironment(server, options.name ?? uniqueEnvironmentName());
    const { client, id } = prepared;
    const release = own
      ? () => own.close()
      : pool
        ? async (spaceIds: readonly string[]) => pool.remove(client, id, spaceIds)
        : (spaceIds: readonly string[]) => removeEnvironment(client, id, spaceIds);
    return new TestEnvironment({ ...prepared, server, release }, options);
  } catch (error) {
    await own?.close();
    throw error;
  }
}
