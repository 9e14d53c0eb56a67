/**
 * Jobs made the way the hosted extractor plugins make them: created `ready` with only their file
 * as `source`, then executed. The execute that follows changes nothing and emits no second
 * `job:ready` (whose handler would extract the file again); the job lives in its file's space.
 */
import { uploadFile } from '@importkit/api';
import { describe, expect, it } from 'vitest';
import { ok } from '../support/client-api';
import { useClientApi } from '../support/server';

const api = useClientApi();

async function readyEvents(jobId: string) {
  const events = ok(
    await api.client.GET('/v1/events', {
      params: { query: { environmentId: api.server.environmentId, topic: ['job:ready'] } },
    }),
  ).data;
  return events.filter((event) => event.context.jobId === jobId);
}

describe('a job created ready, then executed', () => {
  it('succeeds once without a second job:ready, and lives in its file space', async () => {
    const space = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data;
    await api.client.PATCH('/v1/environments/{environmentId}', {
      params: { path: { environmentId: api.server.environmentId } },
      body: { builtInExtraction: false },
    });
    const file = await uploadFile(api.client, {
      spaceId: space.id,
      environmentId: api.server.environmentId,
      file: Buffer.from('a,b\n1,2\n'),
      name: 'rows.txt',
    });
    const job = ok(
      await api.client.POST('/v1/jobs', {
        body: { type: 'file', operation: 'extract-plugin-txt', status: 'ready', source: file.id },
      }),
    ).data;
    expect(job).toMatchObject({ status: 'ready', spaceId: space.id });

    const execute = () =>
      api.client.POST('/v1/jobs/{jobId}/execute', { params: { path: { jobId: job.id } } });
    expect((await execute()).response.status).toBe(200);
    const ready = await readyEvents(job.id);
    expect(ready).toHaveLength(1);
    expect(ready[0]?.context).toMatchObject({ spaceId: space.id, fileId: file.id });

    // Only that first execute: another one of a ready job is refused as always.
    const again = await execute();
    expect(again.response.status).toBe(409);
    expect(await readyEvents(job.id)).toHaveLength(1);
  });

  it('still succeeds when the job was already claimed by its job:ready handler', async () => {
    const space = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data;
    const job = ok(
      await api.client.POST('/v1/jobs', {
        body: { type: 'space', operation: 'configure', status: 'ready', source: space.id },
      }),
    ).data;
    ok(await api.client.POST('/v1/jobs/{jobId}/ack', { params: { path: { jobId: job.id } } }));
    const executed = await api.client.POST('/v1/jobs/{jobId}/execute', {
      params: { path: { jobId: job.id } },
    });
    expect(executed.response.status).toBe(200);
    const after = ok(
      await api.client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: job.id } } }),
    ).data;
    expect(after.status).toBe('executing');
    expect(await readyEvents(job.id)).toHaveLength(1);
  });
});
