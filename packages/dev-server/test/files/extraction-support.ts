/**
 * The extraction tests' steps: upload a file through the client and wait for its `file:extract`
 * job to end (by the server's long poll), read a sheet's records back as plain values, list a space's workbooks.
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
  // Every byte has arrived: the file is complete, and its extraction is a job of its own.
  expect(uploaded.status).toBe('complete');
  const jobs = ok(
    await api.client.GET('/v1/jobs', { params: { query: { fileId: uploaded.id } } }),
  ).data;
  const started = jobs.find((job) => job.operation === 'extract');
  if (!started) throw new Error(`${name} has no extraction job`);
  // The job ends after the file is updated: waiting for the job is waiting for both.
  await waitForJob(api.server, started.id);
  const job = ok(
    await api.client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: started.id } } }),
  ).data;
  const file = ok(
    await api.client.GET('/v1/files/{fileId}', { params: { path: { fileId: uploaded.id } } }),
  ).data;
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
