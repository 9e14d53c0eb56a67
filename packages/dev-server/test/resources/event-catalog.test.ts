/**
 * The whole event catalog, proven: one scenario performs, through the typed client, an operation
 * for every topic the dev server emits; each topic must then have arrived with a payload and a
 * context its catalog schema accepts. Topics whose resources other issues build are listed below
 * with their issue, so this test names them until they are emitted (and fails once one is, so the
 * list cannot go stale).
 */

import { type EventTopic, eventSchemas, eventTopics, subscribe, uploadFile } from '@importkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';
import type { Json } from '../support/test-api';
import { waitForJob } from '../support/wait';

/** Topics not emitted yet, and the issue that builds what emits them. */
const NOT_YET_EMITTED: Partial<Record<EventTopic, string>> = {
  'workbook:thawed': 'hosted only: the dev server never freezes a workbook',
  'flag:created': 'the flag operations are not served yet',
  'flag:updated': 'the flag operations are not served yet',
  'flag:deleted': 'the flag operations are not served yet',
};

let api: ClientApi;
let events: Json[];

/** Performs an operation for every topic that is emitted today. */
async function everyOperation() {
  const { client, server } = api;
  const environmentId = server.environmentId;

  // Environments, and an autobuild agent in the new one.
  const env = ok(await client.POST('/v1/environments', { body: { name: 'Second' } })).data;
  const envPath = { params: { path: { environmentId: env.id } } };
  ok(await client.PATCH('/v1/environments/{environmentId}', { ...envPath, body: { name: 'Two' } }));

  // Spaces, workbooks, sheets, records, actions.
  const space = ok(await client.POST('/v1/spaces', { body: { name: 'Catalog' } })).data;
  const spacePath = { params: { path: { spaceId: space.id } } };
  ok(await client.PATCH('/v1/spaces/{spaceId}', { ...spacePath, body: { name: 'Catalog 2' } }));
  ok(await client.POST('/v1/spaces/{spaceId}/archive', spacePath));
  ok(await client.POST('/v1/spaces/{spaceId}/unarchive', spacePath));
  const workbook = ok(
    await client.POST('/v1/workbooks', {
      body: {
        name: 'Contacts',
        spaceId: space.id,
        sheets: [
          { name: 'Contacts', slug: 'contacts', fields: [{ key: 'email', type: 'string' }] },
        ],
        actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
        // Commits complete (commit:updated, commit:completed) only with change tracking on.
        settings: { trackChanges: true },
      },
    }),
  ).data;
  const sheetId = workbook.sheets?.[0]?.id as string;
  const sheetPath = { params: { path: { sheetId } } };
  const inserted = ok(
    await client.POST('/v1/sheets/{sheetId}/records', {
      ...sheetPath,
      body: [{ email: { value: 'a@x' } }, { email: { value: 'b@x' } }],
    }),
  ).data;
  const recordId = inserted.records?.[0]?.id as string;
  ok(
    await client.PUT('/v1/sheets/{sheetId}/records', {
      ...sheetPath,
      body: [{ id: recordId, values: { email: { value: 'c@x' } } }],
    }),
  );
  ok(
    await client.DELETE('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId }, query: { ids: [recordId] } },
    }),
  );
  ok(await client.POST('/v1/snapshots', { body: { sheetId, label: 'catalog' } }));
  ok(await client.PATCH('/v1/sheets/{sheetId}', { ...sheetPath, body: { name: 'People' } }));
  // A field added to the sheet: sheet:updated (field_added) and sheet:calculation-updated.
  ok(
    await client.POST('/v1/sheets/{sheetId}/fields', {
      ...sheetPath,
      body: { key: 'name', type: 'string' },
    }),
  );
  const action = ok(
    await client.POST('/v1/actions', {
      params: { query: { spaceId: space.id } },
      body: { label: 'Export', operation: 'export', mode: 'background' },
    }),
  ).data;
  const actionPath = { params: { path: { actionId: action.id } } };
  ok(
    await client.PATCH('/v1/actions/{actionId}', { ...actionPath, body: { label: 'Export all' } }),
  );
  ok(await client.DELETE('/v1/actions/{actionId}', actionPath));

  // Jobs: the lifecycle, a failure, a schedule, parts.
  const job = ok(
    await client.POST('/v1/jobs', {
      body: { type: 'workbook', operation: 'submit', source: workbook.id },
    }),
  ).data;
  const jobPath = { params: { path: { jobId: job.id } } };
  ok(await client.POST('/v1/jobs/{jobId}/ack', { ...jobPath, body: { listenerId: 'l' } }));
  ok(await client.POST('/v1/jobs/{jobId}/complete', { ...jobPath, body: { listenerId: 'l' } }));
  ok(await client.POST('/v1/jobs/{jobId}/outcome/ack', jobPath));
  const failing = ok(
    await client.POST('/v1/jobs', {
      body: { type: 'workbook', operation: 'other', source: workbook.id, trigger: 'immediate' },
    }),
  ).data;
  const failingPath = { params: { path: { jobId: failing.id } } };
  ok(await client.POST('/v1/jobs/{jobId}/fail', { ...failingPath, body: { info: 'no' } }));
  ok(await client.DELETE('/v1/jobs/{jobId}', failingPath));
  ok(
    await client.POST('/v1/jobs', {
      body: {
        type: 'space',
        operation: 'later',
        source: space.id,
        scheduledAt: new Date(Date.parse(await clockNow()) + 60_000).toISOString(),
      },
    }),
  );
  const parent = ok(
    await client.POST('/v1/jobs', {
      body: { type: 'space', operation: 'split', source: space.id, trigger: 'immediate' },
    }),
  ).data;
  const parentPath = { params: { path: { jobId: parent.id } } };
  ok(await client.POST('/v1/jobs/{jobId}/ack', { ...parentPath, body: { listenerId: 'l' } }));
  ok(
    await client.POST('/v1/jobs/{jobId}/split', {
      ...parentPath,
      body: { parts: 1, listenerId: 'l' } as never,
    }),
  );
  const parts = ok(
    await client.GET('/v1/jobs', { params: { query: { parentId: parent.id } } }),
  ).data;
  for (const part of parts) {
    const partPath = { params: { path: { jobId: part.id } } };
    ok(await client.POST('/v1/jobs/{jobId}/ack', { ...partPath, body: { listenerId: 'p' } }));
    ok(await client.POST('/v1/jobs/{jobId}/complete', { ...partPath, body: { listenerId: 'p' } }));
  }

  // Documents.
  const document = ok(
    await client.POST('/v1/spaces/{spaceId}/documents', {
      ...spacePath,
      body: { title: 'Welcome', body: '# Hi' },
    }),
  ).data;
  const documentPath = { params: { path: { spaceId: space.id, documentId: document.id } } };
  ok(
    await client.PATCH('/v1/spaces/{spaceId}/documents/{documentId}', {
      ...documentPath,
      body: { title: 'Hello' },
    }),
  );
  ok(await client.DELETE('/v1/spaces/{spaceId}/documents/{documentId}', documentPath));

  // Agents (with cron subscriptions), secrets.
  const agent = ok(
    await client.POST('/v1/agents', {
      params: { query: { environmentId } },
      body: {
        slug: 'ticker',
        topics: ['cron:5-minutes', 'cron:hourly', 'cron:daily', 'cron:weekly'],
        compiler: 'js',
        source: 'export default () => {}',
      },
    }),
  ).data;
  ok(
    await client.POST('/v1/agents', {
      params: { query: { environmentId: env.id } },
      body: { slug: 'builder', template: 'autobuild' },
    }),
  );
  ok(
    await client.POST('/v1/agents', {
      params: { query: { environmentId } },
      body: {
        slug: 'ticker',
        topics: ['cron:5-minutes', 'cron:hourly', 'cron:daily', 'cron:weekly'],
        source: 'v2',
      },
    }),
  );
  const secret = ok(
    await client.POST('/v1/secrets', { body: { name: 'K', value: 'v1', spaceId: space.id } }),
  ).data[0];
  ok(await client.POST('/v1/secrets', { body: { name: 'K', value: 'v2', spaceId: space.id } }));
  ok(
    await client.DELETE('/v1/secrets/{secretId}', {
      params: { path: { secretId: secret?.id as string } },
    }),
  );

  // Files: an upload (created, updated), then its deletion.
  const file = await uploadFile(client, {
    spaceId: space.id,
    environmentId,
    file: Buffer.from('a\n'),
  });
  ok(await client.DELETE('/v1/files/{fileId}', { params: { path: { fileId: file.id } } }));
  await uploadFile(client, { spaceId: space.id, environmentId, file: Buffer.from('kept\n') });

  // Mapping: a saved program (created), a rule change (updated), a transform (recomputing, recomputed).
  const upload = ok(
    await client.POST('/v1/workbooks', {
      body: {
        name: 'upload.csv',
        spaceId: space.id,
        sheets: [{ name: 'upload', fields: [{ key: 'Email', type: 'string' }] }],
      },
    }),
  ).data;
  await client.POST('/v1/sheets/{sheetId}/records', {
    params: { path: { sheetId: upload.sheets?.[0]?.id as string } },
    body: [{ Email: { value: 'm@x' } }],
  });
  const program = ok(
    await client.POST('/v1/mapping', {
      body: {
        source: { sheetId: upload.sheets?.[0]?.id as string },
        destination: { sheetId },
        save: true,
      },
    }),
  ).data;
  const programPath = { params: { path: { programId: program.id as string } } };
  ok(
    await client.POST('/v1/mapping/{programId}/rules', {
      ...programPath,
      body: [{ name: 'none', type: 'ignore', config: { sourceField: 'Email' } }],
    }),
  );
  const transform = ok(
    await client.POST('/v1/jobs', {
      body: {
        type: 'workbook',
        operation: 'transform',
        source: upload.id,
        trigger: 'immediate',
        config: { destinationSheetId: sheetId },
        input: { programId: program.id as string, version: 'v2', keepRecordIds: true },
      },
    }),
  ).data;
  await waitForJob(server, transform.id);

  // Guests.
  const guest = ok(
    await client.POST('/v1/guests', {
      body: [{ environmentId, email: 'g@x.io', name: 'Guest', spaces: [{ id: space.id }] }],
    }),
  ).data[0];
  ok(
    await client.DELETE('/v1/guests/{guestId}', {
      params: { path: { guestId: guest?.id as string } },
    }),
  );

  // Data clips.
  const clip = ok(
    await client.POST('/v1/data-clips', {
      body: { name: 'Clip', sourceSheetId: sheetId, sharedLink: 'unrestricted' },
    }),
  );
  const clipPath = { params: { path: { dataClipId: clip.id } } };
  ok(
    await client.PATCH('/v1/data-clips/{dataClipId}', {
      ...clipPath,
      body: { collaborators: ['us_usr_a'], status: 'review' },
    }),
  );
  ok(
    await client.PATCH('/v1/data-clips/{dataClipId}/resolutions', {
      ...clipPath,
      body: { resolutions: [{ conflictId: 'c1', resolution: 'clip' }] },
    }),
  );
  ok(
    await client.PATCH('/v1/data-clips/{dataClipId}/resolutions', {
      ...clipPath,
      body: { resolutions: [{ conflictId: 'c1', resolution: 'main' }] },
    }),
  );
  ok(await client.PATCH('/v1/data-clips/{dataClipId}/refresh-resolutions', clipPath));
  ok(await client.DELETE('/v1/data-clips/{dataClipId}', clipPath));

  // Canvases, areas, threads.
  const canvas = ok(
    await client.POST('/v1/canvases', { body: { spaceId: space.id, name: 'Board' } }),
  ).data;
  const canvasPath = { params: { path: { canvasId: canvas.id } } };
  ok(await client.PATCH('/v1/canvases/{canvasId}', { ...canvasPath, body: { name: 'Board 2' } }));
  const area = ok(
    await client.POST('/v1/canvas-areas', { body: { canvasId: canvas.id, type: 'sheet' } }),
  ).data;
  ok(
    await client.PATCH('/v1/canvas-areas/{canvasAreaId}', {
      params: { path: { canvasAreaId: area.id } },
      body: { layout: 'drawer' },
    }),
  );
  ok(await client.DELETE('/v1/canvases/{canvasId}', canvasPath));
  const thread = ok(
    await client.POST('/v1/threads', { body: { spaceId: space.id, title: 'Q' } }),
  ).data;
  const threadPath = { params: { path: { threadId: thread.id } } };
  ok(await client.PATCH('/v1/threads/{threadId}', { ...threadPath, body: { status: 'active' } }));
  ok(await client.DELETE('/v1/threads/{threadId}', threadPath));

  // A week on the clock: every cron topic fires at least once.
  await server.advanceClock(7 * 24 * 60 * 60 * 1000);

  // A workbook update that replaces its sheet: workbook:updated and sheet:deleted.
  ok(
    await client.PATCH('/v1/workbooks/{workbookId}', {
      params: { path: { workbookId: workbook.id } },
      body: { sheets: [{ name: 'Companies', fields: [{ key: 'domain', type: 'string' }] }] },
    }),
  );

  // Last, the deletes that end what the others used.
  ok(await client.DELETE('/v1/agents/{agentId}', { params: { path: { agentId: agent.id } } }));
  // A year on the clock (no cron agent left to tick): what the default retention of 365 days
  // keeps expires: space:expired, workbook:expired, file:expired (of a file kept for it).
  for (let day = 0; day < 365; day += 31) {
    await server.advanceClock(Math.min(31, 365 - day) * 24 * 60 * 60 * 1000);
  }
  ok(
    await client.DELETE('/v1/workbooks/{workbookId}', {
      params: { path: { workbookId: workbook.id } },
    }),
  );
  ok(await client.DELETE('/v1/spaces/{spaceId}', spacePath));
}

async function clockNow(): Promise<string> {
  const response = await fetch(`${api.server.url}/_dev/clock`, {
    headers: { authorization: `Bearer ${api.server.apiKey}` },
  });
  return ((await response.json()) as { data: { now: string } }).data.now;
}

beforeAll(async () => {
  api = await startClientApi({ clock: 'manual' });
  await everyOperation();
  const second = ok(await api.client.GET('/v1/environments')).data.find(
    (env) => env.id !== api.server.environmentId,
  );
  events = [...(await api.events()), ...(await api.events(undefined, second?.id))];
  // A deleted environment's event is read on a stream opened before the delete.
  const stream = subscribe(api.client, {
    environmentId: second?.id as string,
    topics: ['environment:deleted'],
    transport: 'sse',
  });
  await stream.ready;
  ok(
    await api.client.DELETE('/v1/environments/{environmentId}', {
      params: { path: { environmentId: second?.id as string } },
    }),
  );
  for await (const event of stream) {
    events.push(event);
    break;
  }
  await stream.close();
});
afterAll(() => api.close());

describe('the event catalog', () => {
  const emitted = eventTopics.filter((topic) => !(topic in NOT_YET_EMITTED));

  it.each(emitted)('%s arrives with the payload and context of its catalog schema', (topic) => {
    const found = events.filter((event) => event.topic === topic);
    expect(found.length, `no ${topic} event was emitted`).toBeGreaterThan(0);
    for (const event of found) {
      const schema = eventSchemas[topic];
      const payload = schema.payload.safeParse(event.payload);
      const context = schema.context.safeParse(event.context);
      expect(payload.success, `${topic} payload: ${payload.error?.message}`).toBe(true);
      expect(context.success, `${topic} context: ${context.error?.message}`).toBe(true);
      // The topic's prefix, except records events: `workbook`, as the hosted service sends them.
      expect(event.domain).toBe(topic.startsWith('records:') ? 'workbook' : topic.split(':')[0]);
    }
  });

  it.each(Object.entries(NOT_YET_EMITTED))('%s is %s', (topic) => {
    const seen = events.some((event) => event.topic === topic);
    expect(seen, `${topic} is emitted now: remove it from NOT_YET_EMITTED`).toBe(false);
  });

  it('accounts for every topic of the catalog', () => {
    expect(emitted.length + Object.keys(NOT_YET_EMITTED).length).toBe(eventTopics.length);
    expect(eventTopics.length).toBe(82);
  });
});
