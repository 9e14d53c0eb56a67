/**
 * A program written for the hosted service, tested in-process with `@importkit/testing`:
 * `env.connectHosted()` feeds a `FlatfileListener` (with the hosted vendor's published record-hook
 * plugin) the environment's events, and the test sees what the plugin did, every handler run, and
 * every error a handler threw. The plugin makes its API client when it loads, so it is imported
 * once `pointHostedPackages()` has pointed the hosted packages at the shared test server.
 */
import { FlatfileListener } from '@flatfile/listener';
import {
  assertCellError,
  closeSharedTestServer,
  createTestEnvironment,
  pointHostedPackages,
  startTestServer,
} from '@importkit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let bulkRecordHook: typeof import('@flatfile/plugin-record-hook').bulkRecordHook;
beforeAll(async () => {
  await pointHostedPackages();
  ({ bulkRecordHook } = await import('@flatfile/plugin-record-hook'));
});
afterAll(closeSharedTestServer);

const contacts = {
  name: 'CRM',
  sheets: [
    {
      name: 'Contacts',
      slug: 'contacts',
      fields: [
        { key: 'name', type: 'string' },
        { key: 'email', type: 'string' },
      ],
    },
  ],
} as const;

describe('env.connectHosted()', () => {
  it('runs a hosted record hook on the records a test inserts', async () => {
    const env = await createTestEnvironment();
    try {
      const listener = new FlatfileListener();
      listener.use(
        bulkRecordHook('contacts', (records) => {
          for (const record of records) {
            const name = record.get('name');
            if (typeof name === 'string') record.set('name', name.toUpperCase());
            if (!String(record.get('email') ?? '').includes('@')) {
              record.addError('email', 'Not an email address');
            }
          }
          return records;
        }),
      );
      const connection = await env.connectHosted(listener);
      expect(process.env.FLATFILE_ENVIRONMENT_ID).toBe(env.environmentId);

      const workbook = await env.workbook(contacts);
      await workbook.sheets.contacts.insert([
        { name: 'ada', email: 'ada@example.com' },
        { name: 'grace', email: 'not-an-email' },
      ]);
      await connection.waitForRun('commit:created');
      await env.waitForEvent('records:updated', { sheetId: workbook.sheets.contacts.id });

      const records = await workbook.sheets.contacts.records();
      expect(records.map((record) => record.values.name?.value)).toEqual(['ADA', 'GRACE']);
      assertCellError(records[1], 'email', 'Not an email address');
      expect(connection.errors).toEqual([]);
    } finally {
      await env.close();
    }
    expect(process.env.FLATFILE_ENVIRONMENT_ID).toBeUndefined();
  });

  it('hands the test what a handler threw, which the hosted listener only logs', async () => {
    const env = await createTestEnvironment();
    try {
      const listener = new FlatfileListener();
      listener.on('space:created', async function crmIsDown() {
        throw new Error('CRM is down');
      });
      const connection = await env.connectHosted(listener, { errors: 'collect' });
      const { data: space } = await env.client.POST('/v1/spaces', {
        body: { name: 'Acme', environmentId: env.environmentId },
      });

      const run = await connection.waitForRun('space:created');
      expect(run).toMatchObject({ handlerName: 'crmIsDown', topics: ['space:created'] });
      expect(run.error?.message).toBe('CRM is down');
      expect(connection.errors.map((reported) => reported.event?.context.spaceId)).toEqual([
        space?.data.id,
      ]);
    } finally {
      await env.close();
    }
  });

  it('refuses to run when the hosted packages point at another service', async () => {
    const other = await startTestServer();
    const env = await createTestEnvironment({ server: other });
    try {
      await expect(env.connectHosted(new FlatfileListener())).rejects.toThrow(
        /FLATFILE_API_URL is "http:\/\/127\.0\.0\.1:\d+", not this environment's dev server.*pointHostedPackages/,
      );
    } finally {
      await env.close();
      await other.close();
    }
  });

  it('refuses a listener of ours, and says which method takes it', async () => {
    const env = await createTestEnvironment();
    try {
      const { Listener } = await import('@importkit/listener');
      await expect(env.connectHosted(new Listener() as never)).rejects.toThrow('use connect()');
    } finally {
      await env.close();
    }
  });
});
