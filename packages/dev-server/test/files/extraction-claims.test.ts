/**
 * A file is extracted once, whether the dev server's built-in extraction or a listener's extractor
 * does it: the hosted extractor plugins answer `file:created` by creating a `file` job of their
 * own (`extract-plugin-…`, `status: ready`, `source` the file) and write the workbook themselves.
 * Here a test plays the plugin with the same requests.
 */
import { Readable } from 'node:stream';
import { uploadFile } from '@importkit/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { useClientApi } from '../support/server';
import { waitForEvent, waitForJob } from '../support/wait';
import { workbooksOfSpace } from './extraction-support';

const api = useClientApi();
let spaceId: string;
beforeEach(async () => {
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
});

const CSV = 'name,email\nAda,ada@x.io\nBob,bob@x.io\n';

const upload = (name: string, file: Buffer | Readable) =>
  uploadFile(api.client, { spaceId, environmentId: api.server.environmentId, file, name });

/** What an extractor plugin does on `file:created`. */
const pluginExtraction = (fileId: string) =>
  api.client.POST('/v1/jobs', {
    body: { type: 'file', operation: 'extract-plugin-excel', status: 'ready', source: fileId },
  });

const builtInExtraction = (fileId: string) =>
  api.client.POST('/v1/jobs', {
    body: { type: 'file', operation: 'extract', source: fileId, trigger: 'immediate' },
  });

/** The jobs naming a file as their source. */
async function jobsOf(fileId: string) {
  return ok(await api.client.GET('/v1/jobs', { params: { query: { source: fileId } } })).data;
}

async function turnBuiltInExtraction(on: boolean) {
  ok(
    await api.client.PATCH('/v1/environments/{environmentId}', {
      params: { path: { environmentId: api.server.environmentId } },
      body: { builtInExtraction: on },
    }),
  );
}

async function download(fileId: string) {
  const response = await fetch(`${api.server.url}/v1/files/${fileId}/download`, {
    headers: { authorization: `Bearer ${api.server.apiKey}` },
  });
  return { status: response.status, text: await response.text() };
}

describe('who extracts a file', () => {
  it('refuses a plugin extraction of a file the built-in extraction claimed, naming its job', async () => {
    const file = await upload('people.csv', Buffer.from(CSV));
    const [builtIn] = await jobsOf(file.id);
    expect(builtIn).toMatchObject({ type: 'file', operation: 'extract' });

    const refused = failure(await pluginExtraction(file.id));
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ key: 'body.source' });
    expect(refused.error?.message).toContain(builtIn?.id);
    expect(refused.error?.message).toContain('builtInExtraction: false');
    // Asking the built-in extraction again would be a second extraction too.
    expect(failure(await builtInExtraction(file.id)).status).toBe(409);

    const ended = await waitForJob(api.server, builtIn?.id as string);
    expect(ended.status).toBe('complete');
    expect((await workbooksOfSpace(api, spaceId)).map((workbook) => workbook.name)).toEqual([
      'people.csv',
    ]);
    expect((await jobsOf(file.id)).map((job) => job.id)).toEqual([builtIn?.id]);
    expect(failure(await pluginExtraction(file.id)).status).toBe(409);
    // Its events name the file, as the plugins read it.
    const events = (await api.events(['job:created', 'job:completed'])).filter(
      (event) => event.context.jobId === builtIn?.id,
    );
    expect(events.map((event) => event.context.fileId)).toEqual([file.id, file.id]);
  });

  it('leaves an environment with builtInExtraction false to the plugin, which the built-in one then refuses to join', async () => {
    await turnBuiltInExtraction(false);
    const file = await upload('people.csv', Buffer.from(CSV));
    expect(file.status).toBe('complete');
    expect(await jobsOf(file.id)).toEqual([]);

    const plugin = ok(await pluginExtraction(file.id)).data;
    expect(plugin.status).toBe('ready');
    const ready = await waitForEvent(
      api.server,
      (event) => event.topic === 'job:ready' && event.context.jobId === plugin.id,
    );
    expect(ready.context.fileId).toBe(file.id);
    // The plugin reads the bytes at once, while its extraction runs.
    expect(await download(file.id)).toEqual({ status: 200, text: CSV });
    const refused = failure(await builtInExtraction(file.id));
    expect(refused).toMatchObject({ status: 409, error: { key: 'body.source' } });
    expect(refused.error?.message).toContain(plugin.id);
    expect(await workbooksOfSpace(api, spaceId)).toEqual([]);
  });

  it('steps aside for a plugin that answered file:created while the bytes were arriving', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bytes = (async function* () {
      yield Buffer.from('name,email\n');
      await gate;
      yield Buffer.from('Ada,ada@x.io\nBob,bob@x.io\n');
    })();
    const uploading = upload('people.csv', Readable.from(bytes));
    const created = await waitForEvent(api.server, (event) => event.topic === 'file:created', {
      topics: ['file:created'],
    });
    const fileId = created.context.fileId as string;
    expect(created.payload.status).toBe('partial');

    const plugin = ok(await pluginExtraction(fileId)).data;
    // The plugin's download, asked before the last bytes, answers them all once they are in.
    const downloading = download(fileId);
    release();
    const file = await uploading;
    expect(file.status).toBe('complete');
    expect(await downloading).toEqual({ status: 200, text: CSV });
    expect((await jobsOf(fileId)).map((job) => job.id)).toEqual([plugin.id]);
    expect(await workbooksOfSpace(api, spaceId)).toEqual([]);
  });

  it('lets another extraction follow one that failed, and runs the built-in one when asked', async () => {
    const broken = await upload('broken.csv', Buffer.from('id,note\n1,"never closed\n'));
    const [failed] = await jobsOf(broken.id);
    expect((await waitForJob(api.server, failed?.id as string)).status).toBe('failed');
    expect(ok(await pluginExtraction(broken.id)).data.status).toBe('ready');

    await turnBuiltInExtraction(false);
    const file = await upload('people.csv', Buffer.from(CSV));
    const asked = ok(await builtInExtraction(file.id)).data;
    expect((await waitForJob(api.server, asked.id)).status).toBe('complete');
    const extracted = ok(
      await api.client.GET('/v1/files/{fileId}', { params: { path: { fileId: file.id } } }),
    ).data;
    expect(extracted.workbookId).toEqual(expect.any(String));

    const notExtractable = await upload('notes.txt', Buffer.from('plain text'));
    expect(failure(await builtInExtraction(notExtractable.id))).toMatchObject({
      status: 400,
      error: { key: 'body.source' },
    });
    expect(failure(await builtInExtraction('us_fl_missing'))).toMatchObject({
      status: 404,
      error: { key: 'body.source' },
    });
  });
});
