/**
 * Makes an isolated environment: finds or starts its dev server, creates a fresh environment
 * there and opens its event recorder before handing it to the test.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { createClient, unwrap } from '@importkit/api';
import { EventRecorder } from '../events/event-recorder';
import { TestEnvironment, type TestEnvironmentOptions } from './test-environment';
import { sharedTestServer, startTestServer, type TestServer } from './test-server';

let environments = 0;

async function serverFor(option: TestEnvironmentOptions['server']) {
  if (option === undefined || option === 'shared') return { server: await sharedTestServer() };
  if (typeof option === 'object' && 'url' in option && 'apiKey' in option) {
    return { server: { ...option, close: async () => {} } as TestServer };
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
    const client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
    // Unique on a server that several test files (each with its own counter) share.
    const name = options.name ?? `test ${++environments} ${randomBytes(4).toString('hex')}`;
    const { data } = await unwrap(client.POST('/v1/environments', { body: { name } }));
    const recorder = await EventRecorder.start(client, data.id, server);
    return new TestEnvironment(
      { server, own: own !== undefined, client, id: data.id, recorder },
      options,
    );
  } catch (error) {
    await own?.close();
    throw error;
  }
}
