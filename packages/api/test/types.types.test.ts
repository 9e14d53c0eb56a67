import { describe, expectTypeOf, it } from 'vitest';
import {
  ackJob,
  cancelJob,
  type components,
  createClient,
  type EventOf,
  type EventSubscription,
  type ImportkitClient,
  type ImportkitEvent,
  iterateRecords,
  type Job,
  type JobOutcomeNext,
  type JobStatus,
  listJobParts,
  type SheetRecord,
  type Space,
  splitJob,
  subscribe,
  unwrap,
} from '../src/index';

// Type-level only: vitest's typecheck mode (and tsc) check this file; nothing here runs.
declare const api: ImportkitClient;

type Pagination = components['schemas']['Pagination'];

describe('the client types', () => {
  it('infers the data of GET /v1/spaces from the contract', async () => {
    const { data, error } = await api.GET('/v1/spaces');

    expectTypeOf(data).toEqualTypeOf<{ data: Space[]; pagination?: Pagination } | undefined>();
    expectTypeOf(error).toExtend<{ errors: { key?: string; message: string }[] } | undefined>();
  });

  it('requires path parameters and rejects unknown paths', () => {
    // @ts-expect-error spaceId is required
    void api.GET('/v1/spaces/{spaceId}');
    // @ts-expect-error not a path of the contract
    void api.GET('/v1/nowhere');
  });

  it('unwraps to the success body', async () => {
    const body = await unwrap(api.GET('/v1/spaces'));

    expectTypeOf(body).toEqualTypeOf<{ data: Space[]; pagination?: Pagination }>();
  });

  it('types createClient and its config', () => {
    expectTypeOf(createClient).returns.toEqualTypeOf<ImportkitClient>();
    expectTypeOf(api.config.apiKey).toEqualTypeOf<string>();
    expectTypeOf(api.config.baseUrl).toEqualTypeOf<string>();
  });

  it('types the helpers', () => {
    expectTypeOf(ackJob).returns.toEqualTypeOf<Promise<Job>>();
    expectTypeOf(cancelJob).returns.toEqualTypeOf<Promise<Job>>();
    expectTypeOf(splitJob).returns.toEqualTypeOf<Promise<Job>>();
    expectTypeOf(listJobParts).returns.toEqualTypeOf<Promise<Job[]>>();
    void splitJob(api, 'us_jb_1', { parts: 3 });
    void splitJob(api, 'us_jb_1', { parts: [{ sheetId: 'us_sh_1' }], runInParallel: false });
    // @ts-expect-error parts is a count or a list of part data
    void splitJob(api, 'us_jb_1', { parts: 'three' });
    expectTypeOf<Extract<JobOutcomeNext, { type: 'snapshot' }>>().toEqualTypeOf<{
      type: 'snapshot';
      snapshotId: string;
      sheetId: string;
    }>();
    expectTypeOf<JobOutcomeNext['type']>().toEqualTypeOf<
      'id' | 'url' | 'download' | 'files' | 'wait' | 'snapshot' | 'retry' | 'view' | 'clearFilters'
    >();
    expectTypeOf(iterateRecords(api, 'us_sh_1')).toExtend<AsyncIterable<SheetRecord>>();
  });
});

describe('the hosted wire', () => {
  it("spells job statuses as the hosted client does, and reads a job's status as any text", () => {
    expectTypeOf<'complete'>().toExtend<JobStatus>();
    expectTypeOf<'completed'>().not.toExtend<JobStatus>();
    expectTypeOf<'completed'>().toExtend<components['schemas']['JobStatusInput']>();
    expectTypeOf<Job['status']>().toEqualTypeOf<string>();
    expectTypeOf<EventOf<'job:updated'>['payload']['status']>().toEqualTypeOf<string>();
  });

  it("has the hosted client's operations, methods and bare bodies", async () => {
    const threadId = 'us_th_1';
    void api.PUT('/v1/threads/{threadId}', {
      params: { path: { threadId } },
      body: { status: 'active' },
    });
    const actions = await unwrap(
      api.GET('/v1/actions', { params: { query: { spaceId: 'us_sp_1' } } }),
    );
    expectTypeOf(actions).toExtend<unknown[]>();
    const clip = await unwrap(
      api.POST('/v1/data-clips', { body: { name: 'Clip', sourceSheetId: 'us_sh_1' } }),
    );
    expectTypeOf(clip.id).toEqualTypeOf<string>();
  });
});

describe('the event types', () => {
  it('narrows the payload by topic', () => {
    expectTypeOf<EventOf<'job:ready'>['payload']['job']>().toEqualTypeOf<string>();
    expectTypeOf<EventOf<'records:created'>['payload']['recordCount']>().toEqualTypeOf<number>();
    expectTypeOf<EventOf<'job:ready'>['topic']>().toEqualTypeOf<'job:ready'>();
  });

  it('narrows the events of a subscription to its topics', () => {
    const narrow = subscribe(api, {
      environmentId: 'us_env_1',
      topics: ['job:ready', 'job:failed'],
    });
    const everything = subscribe(api, { environmentId: 'us_env_1' });

    expectTypeOf(narrow).toEqualTypeOf<EventSubscription<EventOf<'job:ready' | 'job:failed'>>>();
    expectTypeOf(everything).toEqualTypeOf<EventSubscription<ImportkitEvent>>();
    // @ts-expect-error not a topic of the catalog
    subscribe(api, { environmentId: 'us_env_1', topics: ['job:redy'] });
  });
});
