import { jobHandler, Listener } from '@importkit/listener';
import { describe, expect } from 'vitest';
import {
  ActionDisabledError,
  ListenerReportedError,
  type WorkbookBlueprint,
} from '../../src/index';
import { test } from '../../src/vitest';

const orders = {
  name: 'Orders',
  actions: [
    {
      operation: 'submit',
      mode: 'foreground' as const,
      label: 'Submit',
      requireAllValidTotal: true,
    },
    { operation: 'export', mode: 'foreground' as const, label: 'Export' },
    { operation: 'report', mode: 'background' as const, label: 'Report' },
  ],
  sheets: [
    {
      name: 'Orders',
      slug: 'orders',
      fields: [
        { key: 'sku', type: 'string' as const, constraints: [{ type: 'required' as const }] },
      ],
      actions: [
        { operation: 'archive', label: 'Archive', requireSelection: true, requireAllValid: true },
      ],
      records: [{ sku: 'A-1' }, { sku: 'B-2' }],
    },
  ],
} as const satisfies WorkbookBlueprint;

describe('trigger', () => {
  test('presses a workbook action as the console does and settles with the outcome', async ({
    env,
  }) => {
    const workbook = await env.workbook(orders);
    await env.connect(
      new Listener().use(
        jobHandler('workbook:submit', async (event, tick) => {
          await tick(50, 'Halfway');
          return { outcome: { heading: 'Sent', message: `Sent ${event.context.workbookId}` } };
        }),
      ),
    );

    const job = await env.trigger('workbook:submit', { workbookId: workbook.id });
    const result = await job.settled();

    expect(job.created).toMatchObject({
      type: 'workbook',
      operation: 'submit',
      source: workbook.id,
      mode: 'foreground',
    });
    expect(result).toHaveCompleted({ heading: 'Sent', message: `Sent ${workbook.id}` });
    expect(result.end).toBe('succeeded');
    expect(result.errors).toEqual([]);
    expect(job.events().map((event) => event.topic)).toEqual([
      'job:created',
      'job:ready',
      'job:updated',
      'job:updated',
      'job:completed',
    ]);
  });

  test('sends the selection as the subject of a sheet action', async ({ env }) => {
    const workbook = await env.workbook(orders);
    const [first] = await workbook.sheets.orders.records();
    const job = await env.trigger(
      'sheet:archive',
      { sheetId: workbook.sheets.orders.id },
      { selection: [first?.id ?? ''] },
    );
    // The contract's Job does not list `subject`; the dev server keeps and returns it.
    expect((job.created as { subject?: unknown }).subject).toEqual({
      type: 'collection',
      resource: 'records',
      params: { sheetId: workbook.sheets.orders.id },
      query: { ids: [first?.id] },
    });
  });

  test('refuses what the console would not let a user press', async ({ env }) => {
    const workbook = await env.workbook(orders);
    const sheetId = workbook.sheets.orders.id;
    await expect(env.trigger('workbook:import', { workbookId: workbook.id })).rejects.toThrow(
      `workbook ${workbook.id} has no action "import" (its actions: submit, export, report)`,
    );
    await expect(env.trigger('sheet:archive', { sheetId })).rejects.toThrow(
      new ActionDisabledError('sheet:archive', 'Select at least one record first.'),
    );
    const [invalid] = await workbook.sheets.orders.insert([{ sku: '' }]);
    await expect(
      env.trigger('sheet:archive', { sheetId }, { selection: [invalid ?? ''] }),
    ).rejects.toThrow('1 selected record has errors; fix them or unselect them first.');
    await expect(env.trigger('workbook:submit', { workbookId: workbook.id })).rejects.toThrow(
      '"workbook:submit" cannot be pressed: 1 record has errors; every record must be valid first.',
    );
    await expect(env.trigger('sheet:submit', { workbookId: workbook.id })).rejects.toThrow(
      '"sheet:submit" is not a workbook job',
    );
  });
});

describe('errors of connected listeners', () => {
  test("reports a job handler's error with that job's end, not as a failure of the test", async ({
    env,
  }) => {
    const workbook = await env.workbook(orders);
    await env.connect((listener) =>
      listener.use(
        jobHandler('workbook:export', () => {
          throw new Error('The exporter is down');
        }),
      ),
    );
    const result = await (
      await env.trigger('workbook:export', { workbookId: workbook.id })
    ).settled();
    expect(result).toHaveFailed('The exporter is down');
    expect(result.errors.map(({ error, source }) => [source, error.message])).toEqual([
      ['handler', 'The exporter is down'],
    ]);
  });

  test('fails the wait in progress when a handler throws about something else', async ({ env }) => {
    const workbook = await env.workbook(orders);
    await env.connect(
      new Listener().on('records:created', () => {
        throw new Error('Cannot read the new records');
      }),
    );
    const waiting = env.waitForEvent('job:completed', { workbookId: workbook.id });
    await workbook.sheets.orders.insert([{ sku: 'C-3' }]);
    const failure = await waiting.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ListenerReportedError);
    expect((failure as Error).message).toMatch(
      /reported an error: Cannot read the new records \(handler while handling records:created us_evt_\d+\)/,
    );
  });

  test('collects errors without failing anything when asked to', async ({ env }) => {
    const workbook = await env.workbook(orders);
    const connection = await env.connect(
      new Listener().on('records:created', () => {
        throw new Error('Expected in this test');
      }),
      { errors: 'collect' },
    );
    await workbook.sheets.orders.insert([{ sku: 'C-3' }]);
    const run = await connection.waitForRun('records:created');
    expect(run.error?.message).toBe('Expected in this test');
    expect(connection.errors.map(({ error }) => error.message)).toEqual(['Expected in this test']);
  });

  test("a job nobody runs: settled() times out saying the job's status", async ({ env }) => {
    const workbook = await env.workbook(orders);
    const job = await env.trigger('workbook:report', { workbookId: workbook.id });
    await expect(job.settled({ timeoutMs: 50 })).rejects.toThrow(
      `Job ${job.id} is created (a job that is not immediate, such as a background action's, waits for POST /v1/jobs/{jobId}/execute).`,
    );
  });
});
