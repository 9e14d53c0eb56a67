/**
 * An isolated environment per test: a fresh environment (`POST /v1/environments`) on the dev
 * server shared by the process, or on a server of its own, with its own spaces, jobs and events,
 * a recorder of everything that happens in it, and the doors a test needs: data, listeners,
 * actions, waits, the clock.
 * @module
 */
import {
  type components,
  type EventOf,
  type EventTopic,
  type ImportkitClient,
  type ImportkitEvent,
  type UploadSource,
  unwrap,
} from '@importkit/api';
import type { Listener } from '@importkit/listener';
import { advanceClock, readClock } from '../clock/advance-clock';
import type { Duration } from '../clock/duration';
import type { Blueprint, WorkbookBlueprint } from '../data/blueprint';
import { applyBlueprint, createWorkbook, type SeededSpace } from '../data/create-workbook';
import { type UploadOptions, type UploadResult, uploadAndExtract } from '../data/upload-file';
import type { WorkbookHandle } from '../data/workbook-handle';
import type { EventFilter, TopicSelector } from '../events/event-match';
import type { EventRecorder, WaitOptions } from '../events/event-recorder';
import { latestEventId } from '../events/latest-event-id';
import type { WorkbookFixture } from '../fixtures/fixture-format';
import { type LoadedFixture, loadFixture } from '../fixtures/load-fixture';
import { JobHandle } from '../jobs/job-handle';
import { type ActionTarget, pressAction, type TriggerOptions } from '../jobs/trigger-action';
import {
  connectHostedListener,
  type HostedListener,
  type HostedListenerConnection,
  isHostedListener,
} from '../listeners/connect-hosted-listener';
import {
  type ConnectOptions,
  connectListener,
  type ListenerConnection,
  type ListenerProgram,
} from '../listeners/connect-listener';
import {
  startWebhookReceiver,
  type WebhookReceiver,
  type WebhookReceiverOptions,
} from '../webhook/webhook-receiver';
import { ListenerErrors } from './listener-errors';
import type { TestServer, TestServerOptions } from './test-server';

/** Options of {@link createTestEnvironment}. */
export interface TestEnvironmentOptions {
  /**
   * Where the environment lives: `'shared'` (default) the process's dev server, `'own'` a dev
   * server of its own (closed with the environment), dev server options for one of its own
   * (`{ jobLeaseMs: 10_000 }`), or a running dev server's `{ url, apiKey }`.
   */
  readonly server?: 'shared' | 'own' | TestServerOptions | { url: string; apiKey: string };
  /** The environment's name. Default `test <n>`. */
  readonly name?: string;
  /** The directory a blueprint's CSV paths are relative to. Default: the working directory. */
  readonly baseDir?: string;
}

/** A job of `env.createJob()`: the API's job config; `trigger` defaults to `immediate`. */
export type CreateJobInput = components['schemas']['JobConfig'];

/** What an environment is made of (see `createTestEnvironment`). */
export interface EnvironmentParts {
  readonly server: TestServer;
  readonly client: ImportkitClient;
  readonly id: string;
  readonly recorder: EventRecorder;
  /** Ends the environment once its test is done: removes it (given the spaces it made) or stops its own server. */
  readonly release: (spaceIds: readonly string[]) => Promise<void>;
}

/**
 * An isolated environment of a dev server, for one test (see `createTestEnvironment`).
 *
 * @example
 * const env = await createTestEnvironment();
 * await env.connect(listener);
 * await env.close();
 */
export class TestEnvironment {
  /** The environment's id (`us_env_…`): what listeners subscribe to. */
  readonly environmentId: string;
  /** A client of the dev server, as a user (or the console) would use it. */
  readonly client: ImportkitClient;
  /** The dev server's URL and API key. */
  readonly server: { readonly url: string; readonly apiKey: string };
  readonly #parts: EnvironmentParts;
  readonly #options: TestEnvironmentOptions;
  readonly #errors: ListenerErrors;
  readonly #connections: { close(): Promise<void> }[] = [];
  readonly #receivers: WebhookReceiver[] = [];
  #closed: Promise<void> | undefined;

  /** Use `createTestEnvironment()`, which makes the parts. */
  constructor(parts: EnvironmentParts, options: TestEnvironmentOptions) {
    this.#parts = parts;
    this.#options = options;
    this.environmentId = parts.id;
    this.client = parts.client;
    this.server = { url: parts.server.url, apiKey: parts.server.apiKey };
    this.#errors = new ListenerErrors((error) => parts.recorder.interrupt(error));
  }

  /** Every event of this environment so far, in the order the server emitted them. */
  get events(): readonly ImportkitEvent[] {
    return this.#parts.recorder.events;
  }

  /** The recorded events of these topics (globs allowed) that pass the filter. */
  eventsOf(topics: TopicSelector, filter?: EventFilter): ImportkitEvent[] {
    return this.#parts.recorder.select(topics, filter);
  }

  /**
   * The first event of the topic that passes the filter, already recorded or still to come (see
   * `WaitOptions.since`). Rejects after `timeoutMs` (10 s) saying what happened instead, or as
   * soon as a connected listener reports an error.
   *
   * @example
   * const event = await env.waitForEvent('records:updated', { sheetId: sheet.id });
   */
  waitForEvent<T extends EventTopic>(
    topic: T,
    filter?: EventFilter,
    options?: WaitOptions,
  ): Promise<EventOf<T>>;
  waitForEvent(
    topics: TopicSelector,
    filter?: EventFilter,
    options?: WaitOptions,
  ): Promise<ImportkitEvent>;
  async waitForEvent(topics: TopicSelector, filter?: EventFilter, options?: WaitOptions) {
    this.#errors.throwPending();
    return this.#parts.recorder.waitFor(topics, filter, options);
  }

  /**
   * The first `count` events of the topics that pass the filter, in order, recorded already or
   * still to come (each wait as `waitForEvent`'s).
   *
   * @example
   * await env.advance('2h');
   * const ticks = await env.waitForEvents('cron:hourly', undefined, 2);
   */
  async waitForEvents(
    topics: TopicSelector,
    filter: EventFilter | undefined,
    count: number,
    options: WaitOptions = {},
  ): Promise<ImportkitEvent[]> {
    const found: ImportkitEvent[] = [];
    let since = options.since;
    while (found.length < count) {
      const event = await this.waitForEvent(topics, filter, { ...options, since });
      found.push(event);
      since = event.id;
    }
    return found;
  }

  /**
   * Moves the dev server's clock forward (`'5m'`, `'2h'`, `'400d'`, or ms): scheduled jobs,
   * leases, retention and cron ticks due meanwhile run before it resolves with the new time. On
   * the shared server the clock is shared: tests of one process run one at a time.
   */
  advance(duration: Duration): Promise<Date> {
    return advanceClock(this.server, duration);
  }

  /** The dev server's clock now. */
  now(): Promise<Date> {
    return readClock(this.server);
  }

  /**
   * Creates a workbook from a blueprint (in a new space unless it names one), its records inline
   * or from a CSV file, and returns it with its sheets by slug.
   *
   * @example
   * const { sheets } = await env.workbook({ name: 'CRM', sheets: [{ name: 'Contacts',
   *   slug: 'contacts', fields: [{ key: 'email', type: 'string' }], records: 'contacts.csv' }] });
   */
  workbook<Slug extends string>(blueprint: WorkbookBlueprint<Slug>): Promise<WorkbookHandle<Slug>> {
    return createWorkbook(this.#place(), blueprint);
  }

  /** Creates what a whole blueprint describes (an object, or a `--seed` JSON file's path). */
  seed(blueprint: Blueprint | string): Promise<SeededSpace[]> {
    return applyBlueprint(this.#place(), blueprint);
  }

  /**
   * Loads a workbook fixture (a file `saveFixture` wrote, or its content): the workbook made
   * again with its records and their messages, and its saved events naming the new ids.
   */
  loadFixture(fixture: WorkbookFixture | string): Promise<LoadedFixture> {
    return loadFixture(this.#place(), fixture);
  }

  /** Uploads a file (a path, bytes or a stream) and resolves once its extraction ended. */
  upload(file: UploadSource, options?: UploadOptions): Promise<UploadResult> {
    return uploadAndExtract(
      { ...this.#place(), recorder: this.#parts.recorder, jobHandle: (id) => this.job(id) },
      file,
      options,
    );
  }

  /**
   * Connects a listener (or a program registering handlers on a new one) over the real event
   * subscription; resolves once it receives events. It is closed with the environment. The
   * listener's error hook is taken over: see `ConnectOptions.errors`.
   */
  async connect(
    target: Listener | ListenerProgram,
    options: ConnectOptions = {},
  ): Promise<ListenerConnection> {
    const mode = options.errors ?? 'throw';
    // A first long poll without a cursor asks for events since the client's wall-clock time,
    // which the manual clock's event times are behind: it starts after the newest event instead.
    const after =
      options.transport === 'poll' && options.after === undefined
        ? await latestEventId(
            this.client,
            this.environmentId,
            this.#parts.recorder.events.at(-1)?.id,
          )
        : options.after;
    const connection = await connectListener(
      target,
      { client: this.client, environmentId: this.environmentId, options: { ...options, after } },
      (reported) => this.#errors.report(reported, mode),
    );
    this.#connections.push(connection);
    return connection;
  }

  /**
   * Connects a program written for the hosted service, unchanged: a `FlatfileListener` of your
   * project's `@flatfile/listener`, fed this environment's events over the real subscription.
   * The hosted packages must have been pointed at this dev server before they loaded
   * (`pointHostedPackages()`); otherwise this throws, rather than let them call the hosted
   * service. Until it closes (with the environment), `FLATFILE_ENVIRONMENT_ID` names this
   * environment. A handler's error is reported as `connect()` reports one (see
   * `ConnectOptions.errors`).
   *
   * @example
   * const listener = new FlatfileListener();
   * listener.use(bulkRecordHook('contacts', normalize));
   * await env.connectHosted(listener);
   */
  async connectHosted(
    listener: HostedListener,
    options: Pick<ConnectOptions, 'errors'> = {},
  ): Promise<HostedListenerConnection> {
    if (!isHostedListener(listener)) {
      throw new TypeError(
        'importkit/testing: connectHosted() takes a FlatfileListener (from @flatfile/listener); for a Listener of @importkit/listener, use connect()',
      );
    }
    const mode = options.errors ?? 'throw';
    const connection = await connectHostedListener(
      listener,
      {
        client: this.client,
        server: this.server,
        environmentId: this.environmentId,
        after: this.#parts.recorder.events.at(-1)?.id,
      },
      (reported) => this.#errors.report(reported, mode),
    );
    this.#connections.push(connection);
    return connection;
  }

  /**
   * A scripted webhook receiver on 127.0.0.1 (see `startWebhookReceiver`), closed with the
   * environment.
   *
   * @example
   * const crm = await env.webhookReceiver({ secret, script: [serverError(503), accept()] });
   */
  async webhookReceiver(options?: WebhookReceiverOptions): Promise<WebhookReceiver> {
    const receiver = await startWebhookReceiver(options);
    this.#receivers.push(receiver);
    return receiver;
  }

  /**
   * Presses an action exactly as the console does (`workbook:submit` on `{ workbookId }`, a
   * sheet's on `{ sheetId }`) and returns the job's handle; `settled()` waits for its end.
   *
   * @example
   * const result = await (await env.trigger('workbook:submit', { workbookId })).settled();
   */
  async trigger(job: string, target: ActionTarget, options?: TriggerOptions): Promise<JobHandle> {
    return this.#own(await pressAction(this.client, job, target, options));
  }

  /** Creates a job through the API (`trigger: 'immediate'` unless given) and returns its handle. */
  async createJob(config: CreateJobInput): Promise<JobHandle> {
    const body = { trigger: 'immediate' as const, ...config };
    const { data } = await unwrap(this.client.POST('/v1/jobs', { body }));
    return this.#own(data);
  }

  /** A handle of a job that already exists (made by the server or a listener). */
  job(jobId: string): JobHandle {
    return this.#own({ id: jobId } as JobHandle['created']);
  }

  #own(created: JobHandle['created']): JobHandle {
    this.#errors.ownJob(created.id);
    return new JobHandle(
      {
        client: this.client,
        recorder: this.#parts.recorder,
        errorsOfJob: (id) => this.#errors.ofJob(id),
        throwPendingErrors: () => this.#errors.throwPending(),
      },
      created,
    );
  }

  /** The spaces the environment's events announced and did not see deleted. */
  #recordedSpaces(): string[] {
    const deleted = new Set(this.eventsOf('space:deleted').map((e) => String(e.context.spaceId)));
    return this.eventsOf('space:created')
      .map((event) => String(event.context.spaceId))
      .filter((spaceId) => !deleted.has(spaceId));
  }

  #place() {
    return {
      client: this.client,
      environmentId: this.environmentId,
      baseDir: this.#options.baseDir,
    };
  }

  /**
   * Closes the connected listeners and the recorder, then removes the environment (its spaces
   * first) or stops the dev server of its own. Throws the listener errors no wait has thrown.
   */
  close(): Promise<void> {
    this.#closed ??= this.#close();
    return this.#closed;
  }

  async #close(): Promise<void> {
    await Promise.all(this.#connections.map((connection) => connection.close()));
    await Promise.all([
      this.#parts.release(this.#recordedSpaces()),
      this.#parts.recorder.close(),
      ...this.#receivers.map((receiver) => receiver.close()),
    ]);
    this.#errors.throwPending();
  }
}
