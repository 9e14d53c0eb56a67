import { unwrap } from '@importkit/api';
import { Listener } from '@importkit/listener';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestEnvironment,
  type TestEnvironment,
  type WorkbookBlueprint,
} from '../../src/index';

const open: TestEnvironment[] = [];
async function environment(...args: Parameters<typeof createTestEnvironment>) {
  const env = await createTestEnvironment(...args);
  open.push(env);
  return env;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((env) => env.close()));
});

const contacts = {
  name: 'Contacts',
  sheets: [{ name: 'Contacts', slug: 'contacts', fields: [{ key: 'email', type: 'string' }] }],
} as const satisfies WorkbookBlueprint;

describe('an isolated environment', () => {
  it('shares the dev server but nothing else: spaces, events and jobs stay in their environment', async () => {
    const [first, second] = [await environment(), await environment()];
    expect(first.server.url).toBe(second.server.url);
    expect(first.environmentId).not.toBe(second.environmentId);

    const workbook = await first.workbook(contacts);
    await first.createJob({ type: 'workbook', operation: 'export', source: workbook.id });
    await first.waitForEvent('job:ready');

    const spacesOf = async (env: TestEnvironment) =>
      (
        await unwrap(
          env.client.GET('/v1/spaces', { params: { query: { environmentId: env.environmentId } } }),
        )
      ).data.map((space) => space.id);
    expect(await spacesOf(first)).toEqual([workbook.spaceId]);
    expect(await spacesOf(second)).toEqual([]);
    expect(first.eventsOf('workbook:created')).toHaveLength(1);
    expect(second.events.map((event) => event.topic)).toEqual([]);
    const jobs = await unwrap(
      second.client.GET('/v1/jobs', { params: { query: { environmentId: second.environmentId } } }),
    );
    expect(jobs.data).toEqual([]);
  });

  it('removes its spaces and itself once closed (off the test path on the shared server)', async () => {
    const env = await createTestEnvironment();
    const workbook = await env.workbook(contacts);
    await env.close();
    await vi.waitFor(async () => {
      const { response } = await env.client.GET('/v1/environments/{environmentId}', {
        params: { path: { environmentId: env.environmentId } },
      });
      expect(response.status).toBe(404);
    });
    const { response } = await env.client.GET('/v1/spaces/{spaceId}', {
      params: { path: { spaceId: workbook.spaceId } },
    });
    expect(response.status).toBe(404);
  });

  it('is fresh when it was made ahead: nothing of the test before it', async () => {
    const first = await createTestEnvironment();
    await first.workbook(contacts);
    await first.close();
    const next = await createTestEnvironment();
    try {
      expect(next.environmentId).not.toBe(first.environmentId);
      const { data } = await next.client.GET('/v1/spaces', {
        params: { query: { environmentId: next.environmentId } },
      });
      expect(data?.data).toEqual([]);
      expect(next.events).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('runs on a dev server of its own when asked, with its options', async () => {
    const shared = await environment();
    const own = await environment({ server: { jobLeaseMs: 10_000 } });
    expect(own.server.url).not.toBe(shared.server.url);
    await own.close();
    await expect(fetch(`${own.server.url}/v1/spaces`)).rejects.toThrow();
  });
});

describe('the clock', () => {
  it('stands still until advanced, and a scheduled job becomes ready when its time comes', async () => {
    const env = await environment();
    const before = await env.now();
    const workbook = await env.workbook(contacts);
    const scheduledAt = new Date(before.getTime() + 5 * 60_000).toISOString();
    const job = await env.createJob({
      type: 'workbook',
      operation: 'nightly',
      source: workbook.id,
      trigger: 'manual',
      scheduledAt,
    });
    await env.waitForEvent('job:scheduled', { jobId: job.id });
    expect((await env.now()).getTime()).toBe(before.getTime());

    await env.advance('4m59s');
    expect((await job.read()).status).toBe('scheduled');
    const after = await env.advance('1s');

    expect(after.getTime() - before.getTime()).toBe(300_000);
    expect(await env.waitForEvent('job:ready', { jobId: job.id })).toMatchObject({
      topic: 'job:ready',
    });
  });

  it('ticks cron for a deployed agent, and a connected listener receives each tick', async () => {
    const env = await environment();
    await unwrap(
      env.client.POST('/v1/agents', {
        params: { query: { environmentId: env.environmentId } },
        body: { slug: 'ticker', topics: ['cron:hourly'] },
      }),
    );
    const ticks: string[] = [];
    const connection = await env.connect(
      new Listener().on('cron:hourly', (event) => {
        ticks.push(event.createdAt);
      }),
    );
    await env.advance('2h');
    const [first, second] = await env.waitForEvents('cron:hourly', undefined, 2);
    await connection.waitForRun('cron:hourly', { id: second?.id });
    expect(ticks).toEqual([first?.createdAt, second?.createdAt]);
    expect(ticks.map((at) => new Date(at).getUTCMinutes())).toEqual([0, 0]);
    await expect(env.waitForEvents('cron:hourly', undefined, 3, { timeoutMs: 50 })).rejects.toThrow(
      'no event cron:hourly within 50 ms',
    );
  });

  it('moves past 31 days in steps, so retention expires a workbook after a year', async () => {
    const env = await environment();
    const workbook = await env.workbook(contacts);
    await env.advance('366d');
    const expired = await env.waitForEvent('workbook:expired', { workbookId: workbook.id });
    expect(expired.payload).toMatchObject({ workbookId: workbook.id });
  });
});

describe('waitForEvent', () => {
  it('fails after its timeout saying what it waited for and what happened instead', async () => {
    const env = await environment();
    await env.workbook(contacts);
    await expect(
      env.waitForEvent('job:completed', { jobId: 'us_jb_none' }, { timeoutMs: 50 }),
    ).rejects.toThrow(
      /no event job:completed with jobId="us_jb_none" within 50 ms\. The environment's last events: .*workbook:created/,
    );
  });

  it('finds an event already recorded, or only newer ones with since: new', async () => {
    const env = await environment();
    const workbook = await env.workbook(contacts);
    const created = await env.waitForEvent('workbook:created');
    expect(created.payload).toMatchObject({ workbookId: workbook.id });
    const waiting = env.waitForEvent('sheet:updated', undefined, { since: 'new' });
    await unwrap(
      env.client.PATCH('/v1/sheets/{sheetId}', {
        params: { path: { sheetId: workbook.sheets.contacts.id } },
        body: { name: 'People' },
      }),
    );
    expect((await waiting).context).toMatchObject({ sheetId: workbook.sheets.contacts.id });
  });
});
