/**
 * Job helpers for the job engine's tests: a server with a manual clock and a workbook, jobs
 * created and moved through HTTP, and each job's events.
 */
import {
  allEvents,
  createContactsWorkbook,
  type Json,
  startTestApi,
  type TestApi,
} from './test-api';

export interface JobsApi extends TestApi {
  workbook: Json;
  /** Creates a workbook job (`type`, `source` filled in) and returns it. */
  createJob(body: Record<string, unknown>): Promise<Json>;
  getJob(jobId: string): Promise<Json>;
  /** POSTs a move (`ack`, `complete`, …) and returns the job (or the success body). */
  move(jobId: string, move: string, body?: unknown): Promise<Json>;
  /** The [topic, status] of every event of one job, in order. */
  jobTopics(jobId: string): Promise<[string, string | undefined][]>;
  jobEvents(jobId: string): Promise<Json[]>;
  /** The server clock's current time, in ms. */
  clockNow(): Promise<number>;
}

export async function startJobsApi(options: Parameters<typeof startTestApi>[0] = {}) {
  const api = await startTestApi({ clock: 'manual', ...options });
  const { workbook } = await createContactsWorkbook(api);
  const jobEvents = async (jobId: string) =>
    (await allEvents(api)).filter((event) => event.context.jobId === jobId);
  const jobs: JobsApi = {
    ...api,
    workbook,
    async createJob(body) {
      const created = await api.ok('POST', '/v1/jobs', {
        body: { type: 'workbook', source: workbook.id, ...body },
      });
      return created.data;
    },
    async getJob(jobId) {
      return (await api.ok('GET', `/v1/jobs/${jobId}`)).data;
    },
    async move(jobId, move, body) {
      return (await api.ok('POST', `/v1/jobs/${jobId}/${move}`, { body })).data;
    },
    jobEvents,
    async jobTopics(jobId) {
      return (await jobEvents(jobId)).map((event) => [event.topic, event.payload.status]);
    },
    async clockNow() {
      return Date.parse((await api.ok('GET', '/_dev/clock')).data.now);
    },
  };
  return jobs;
}
