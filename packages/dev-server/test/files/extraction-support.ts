/**
 * The extraction tests' steps: upload a file through the client and wait for its `file:extract`
 * job to end, read a sheet's records back as plain values, list a space's workbooks.
 */
import { type UploadFileOptions, uploadFile } from '@importkit/api';
import { expect } from 'vitest';
import { type ClientApi, ok } from '../support/client-api';
import { waitForJob } from '../support/wait';

/** Uploads `content` as `name` and waits for its extraction to end; returns file and job. */
export async function extract(
  api: ClientApi,
  spaceId: string,
  name: string,
  content: Buffer | string,
  options: Pick<UploadFileOptions, 'headerDetection'> = {},
) {
  const uploaded = await uploadFile(api.client, {
    spaceId,
    environmentId: api.server.environmentId,
    file: typeof content === 'string' ? Buffer.from(content) : content,
    name,
    ...options,
  });
  expect(uploaded.status).toBe('partial');
  const path = { params: { path: { fileId: uploaded.id } } };
  const jobs = ok(
    await api.client.GET('/v1/jobs', { params: { query: { fileId: uploaded.id } } }),
  ).data;
  const started = jobs.find((candidate) => candidate.source === uploaded.id);
  if (!started) throw new Error(`${name} started no extraction`);
  // The job ends after the file's status is set: wait for the job itself.
  const job = (await waitForJob(api.server, started.id)) as typeof started;
  const file = ok(await api.client.GET('/v1/files/{fileId}', path)).data;
  return { file, job };
}

/** A sheet's records as `{ key: value }`, in order. */
export async function recordsOf(api: ClientApi, sheetId: string) {
  const page = ok(
    await api.client.GET('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId }, query: { pageSize: 10000 } },
    }),
  );
  return page.data.records.map((record) =>
    Object.fromEntries(Object.entries(record.values).map(([key, cell]) => [key, cell.value])),
  );
}

export async function workbooksOfSpace(api: ClientApi, spaceId: string) {
  return ok(await api.client.GET('/v1/workbooks', { params: { query: { spaceId } } })).data;
}
