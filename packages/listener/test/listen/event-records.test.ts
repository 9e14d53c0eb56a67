/**
 * A handler reads the records an event is about and writes them back through the event's
 * `dataUrl` (`context.readRecords()` / `context.writeRecords()`), against a real dev server: the
 * records change, and the write-back makes no `commit:created` for a record hook to answer again.
 */
import type { HandlerRun } from '@importkit/listener';
import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { Listener, ListenerArgumentError } from '../../src/index';

const contacts = {
  name: 'Contacts',
  slug: 'contacts',
  fields: [
    { key: 'email', type: 'string' as const },
    { key: 'name', type: 'string' as const },
  ],
};

describe('the records of an event', () => {
  test('a records:created handler reads them and writes them back changed', async ({ env }) => {
    const commits: string[] = [];
    const listener = new Listener()
      .on('records:created', async (event, { readRecords, writeRecords }) => {
        const records = await readRecords();
        expect(records.map((record) => record.id)).toEqual(event.payload.recordIds);
        await writeRecords(
          records.map((record) => ({
            id: record.id,
            values: {
              name: {
                value: String(record.values.name?.value).toUpperCase(),
                messages: [{ message: 'Upper-cased', type: 'info' as const }],
              },
            },
          })),
        );
      })
      .on('commit:created', (event) => void commits.push(event.payload.versionId));
    const connection = await env.connect(listener);
    const { sheets } = await env.workbook({ name: 'CRM', sheets: [contacts] });
    const sheet = sheets.contacts;
    if (!sheet) throw new Error('no contacts sheet');
    await sheet.insert([
      { email: 'ada@example.com', name: 'ada' },
      { email: 'bob@example.com', name: 'bob' },
    ]);
    const run: HandlerRun = await connection.waitForRun('records:created');
    expect(run.error).toBeUndefined();

    const records = await sheet.records();
    expect(records.map((record) => record.values.name?.value)).toEqual(['ADA', 'BOB']);
    expect(records[0]?.values.name?.messages).toEqual([
      expect.objectContaining({ message: 'Upper-cased', type: 'info' }),
    ]);
    // The insert made one commit; the write-back none.
    await connection.waitForRun('commit:created');
    expect(commits).toHaveLength(1);
  });

  test('an event about no records says it has none to read', async ({ env }) => {
    const refusals: unknown[] = [];
    const listener = new Listener().on('workbook:created', async (_event, { readRecords }) => {
      await readRecords().catch((error: unknown) => void refusals.push(error));
    });
    const connection = await env.connect(listener);
    await env.workbook({ name: 'Empty' });
    await connection.waitForRun('workbook:created');
    expect(refusals).toEqual([expect.any(ListenerArgumentError)]);
    expect(String(refusals[0])).toContain('event workbook:created has no dataUrl');
  });
});
