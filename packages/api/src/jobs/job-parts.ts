import type { ImportkitClient } from '../client/create-client';
import type { components } from '../generated/openapi';
import type { Job } from '../types';
import { unwrap } from '../unwrap';

export type SplitJobOptions = components['schemas']['JobSplitDetails'];

/** The most parts a split makes, and the largest page of the job list. */
const PAGE_SIZE = 1000;

/**
 * Splits an executing job into parts: `parts` is a count or one `partData` object per part;
 * `runInParallel` (default true) makes every part ready at once, `false` runs them one after
 * another. The parts are jobs of the same name with `isPart: true`, `parentId`, `part` (from 1)
 * and `partData`. The parent waits (`waiting`) until every part has finished, then becomes
 * `parts-completed` (`job:parts-completed`) for its handler to claim and complete. Returns the
 * parent; throws `ApiError` (409 for a part, a second split, or a lapsed `listenerId`).
 *
 * @example
 * ```ts
 * await splitJob(api, jobId, { parts: [{ sheetId: 'us_sh_1' }, { sheetId: 'us_sh_2' }] });
 * ```
 */
export async function splitJob(
  client: ImportkitClient,
  jobId: string,
  options: SplitJobOptions,
): Promise<Job> {
  const body = await unwrap(
    client.POST('/v1/jobs/{jobId}/split', { params: { path: { jobId } }, body: options }),
  );
  return body.data;
}

/**
 * Every part of a split job, in the order they were made (every page of
 * `GET /v1/jobs?parentId=`). Throws `ApiError` on failure.
 *
 * @example
 * ```ts
 * const parts = await listJobParts(api, parentId);
 * const failed = parts.filter((part) => part.status === 'failed');
 * ```
 */
export async function listJobParts(client: ImportkitClient, parentId: string): Promise<Job[]> {
  const parts: Job[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const { data } = await unwrap(
      client.GET('/v1/jobs', {
        params: { query: { parentId, pageSize: PAGE_SIZE, pageNumber } },
      }),
    );
    parts.push(...data);
    if (data.length < PAGE_SIZE) return parts;
  }
}
