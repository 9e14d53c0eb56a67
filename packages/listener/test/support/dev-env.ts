import {
  createClient,
  type EventTopic,
  type ImportkitClient,
  type ImportkitEvent,
  type Job,
  subscribe,
  unwrap,
} from '@importkit/api';
import { type DevServer, type DevServerOptions, startDevServer } from '@importkit/dev-server';

/** A dev server with one space and one workbook whose actions are `submit` and `export`. */
export interface DevEnv {
  readonly server: DevServer;
  /** A client talking to the server directly (the "user" pressing buttons). */
  readonly client: ImportkitClient;
  readonly environmentId: string;
  readonly workbookId: string;
  /** Creates a `workbook:<operation>` job that is ready at once; returns its id. */
  createJob(operation: string): Promise<string>;
  /** Creates `count` jobs, `parallel` requests at a time; returns their ids in creation order. */
  createJobs(count: number, operation: string, parallel?: number): Promise<string[]>;
  /** Reads a job back. */
  getJob(jobId: string): Promise<Job>;
  /** Records every event of these topics from now on (a separate subscription). */
  record(topics: EventTopic[]): Promise<{ events: ImportkitEvent[]; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** `options` go to the dev server (`clock`, `jobLeaseMs`, …); the port is always a free one. */
export async function startDevEnv(options: Omit<DevServerOptions, 'port'> = {}): Promise<DevEnv> {
  const server = await startDevServer({ ...options, port: 0 });
  const client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
  const { environmentId } = server;
  const space = await unwrap(
    client.POST('/v1/spaces', { body: { name: 'Listener tests', environmentId } }),
  );
  const workbook = await unwrap(
    client.POST('/v1/workbooks', {
      body: {
        name: 'Orders',
        spaceId: space.data.id,
        actions: [
          { operation: 'submit', mode: 'foreground', label: 'Submit' },
          { operation: 'export', mode: 'foreground', label: 'Export' },
        ],
      },
    }),
  );
  const workbookId = workbook.data.id;
  const closers: (() => Promise<void>)[] = [];

  const createJob = async (operation: string) => {
    const job = await unwrap(
      client.POST('/v1/jobs', {
        body: { type: 'workbook', operation, source: workbookId, trigger: 'immediate' },
      }),
    );
    return job.data.id;
  };

  return {
    server,
    client,
    environmentId,
    workbookId,
    createJob,
    async createJobs(count, operation, parallel = 16) {
      const ids: string[] = [];
      for (let start = 0; start < count; start += parallel) {
        const batch = Array.from({ length: Math.min(parallel, count - start) }, () =>
          createJob(operation),
        );
        ids.push(...(await Promise.all(batch)));
      }
      return ids;
    },
    async getJob(jobId) {
      const job = await unwrap(client.GET('/v1/jobs/{jobId}', { params: { path: { jobId } } }));
      return job.data;
    },
    async record(topics) {
      const subscription = subscribe(client, { environmentId, topics });
      const events: ImportkitEvent[] = [];
      const reading = (async () => {
        for await (const event of subscription) events.push(event);
      })();
      await subscription.ready;
      const close = async () => {
        await subscription.close();
        await reading;
      };
      closers.push(close);
      return { events, close };
    },
    async close() {
      await Promise.all(closers.map((close) => close()));
      await server.close();
    },
  };
}
