/**
 * A file uploaded and extracted in one call: the upload (`uploadFile`), the service's
 * `file:extract` job followed to its end, and the workbook it made as a handle.
 * @module
 */
import {
  type components,
  type ImportkitClient,
  type UploadedFile,
  type UploadSource,
  unwrap,
  uploadFile,
} from '@importkit/api';
import type { EventRecorder } from '../events/event-recorder';
import type { JobHandle, SettledJob } from '../jobs/job-handle';
import { WorkbookHandle } from './workbook-handle';

/** Options of `env.upload()`. */
export interface UploadOptions {
  /** The file's name, whose extension decides how it is extracted. Default: the path's name. */
  readonly name?: string;
  /** The space to upload into. Default: a new space. */
  readonly spaceId?: string;
  /** How the header row is found (the API's `headerDetection`). */
  readonly headerDetection?: components['schemas']['HeaderDetectionOptions'];
  /** How long extraction may take. Default 10 s. */
  readonly timeoutMs?: number;
}

/** An uploaded file after its extraction ended. */
export interface UploadResult {
  /** The file as the API returns it after extraction (`status`, `extraction`, `workbookId`). */
  readonly file: UploadedFile;
  /** The extraction job's end. */
  readonly extraction: SettledJob;
  /** The workbook extraction made; `undefined` when it failed. */
  readonly workbook: WorkbookHandle | undefined;
}

/** What an upload needs from its environment. */
export interface UploadPlace {
  readonly client: ImportkitClient;
  readonly environmentId: string;
  readonly recorder: EventRecorder;
  jobHandle(jobId: string): JobHandle;
}

/**
 * The id of the file's extraction job. Its events do not name the file, so each `file:extract`
 * job created in the file's space is looked at until the one whose source is the file shows up.
 */
async function extractionJobOf(
  place: UploadPlace,
  file: UploadedFile,
  timeoutMs: number | undefined,
): Promise<string> {
  const looked = new Set<string>();
  for (;;) {
    const { data } = await unwrap(
      place.client.GET('/v1/jobs', { params: { query: { fileId: file.id } } }),
    );
    const job = data.find((candidate) => candidate.source === file.id);
    if (job) return job.id;
    const created = await place.recorder.waitFor(
      'job:created',
      (event) =>
        (event.payload as { job?: string }).job === 'file:extract' &&
        event.context.spaceId === file.spaceId &&
        !looked.has(String(event.context.jobId)),
      { timeoutMs },
    );
    looked.add(String(created.context.jobId));
  }
}

/**
 * Uploads `file` (a path, bytes or a stream), waits for its extraction and reads the result.
 *
 * @example
 * const { workbook } = await uploadAndExtract(place, 'test/fixtures/contacts.csv');
 */
export async function uploadAndExtract(
  place: UploadPlace,
  file: UploadSource,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const { client, environmentId } = place;
  const spaceId =
    options.spaceId ??
    (
      await unwrap(
        client.POST('/v1/spaces', { body: { name: options.name ?? 'Upload', environmentId } }),
      )
    ).data.id;
  const uploaded = await uploadFile(client, {
    spaceId,
    environmentId,
    file,
    name: options.name,
    headerDetection: options.headerDetection,
  });
  const jobId = await extractionJobOf(place, uploaded, options.timeoutMs);
  const extraction = await place.jobHandle(jobId).settled({ timeoutMs: options.timeoutMs });
  const { data: after } = await unwrap(
    client.GET('/v1/files/{fileId}', { params: { path: { fileId: uploaded.id } } }),
  );
  const workbook =
    extraction.end === 'succeeded' && after.workbookId
      ? await WorkbookHandle.read(client, after.workbookId)
      : undefined;
  return { file: after, extraction, workbook };
}
