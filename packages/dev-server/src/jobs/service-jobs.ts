/**
 * Service-run jobs: work the service does itself (delete records, clear a column, transform, file
 * extraction). A runner is registered for a `domain:operation`; when a job of that name becomes
 * ready the engine claims it for the service and runs the runner, whose progress reports and
 * result go through the same moves and events as a listener's.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { JobEntity } from '../store/entities';
import type { JobEngine } from './job-engine';

/** What a service runner can do while it runs. */
export interface ServiceJobContext {
  /** Reports progress (0–100) and info (`job:updated`). */
  progress(progress: number, info?: string): void;
  /** Aborted when the job is canceled or deleted while it runs. */
  signal: AbortSignal;
}

/**
 * Runs one service job. Returning completes the job with the outcome returned (if any);
 * throwing fails it with the error's message.
 */
export type ServiceJobRunner = (
  job: JobEntity,
  context: ServiceJobContext,
) => Schema<'JobOutcome'> | undefined | Promise<Schema<'JobOutcome'> | undefined>;

/**
 * Checks what a new job of this name names (its source, config, input) when it is created, so a
 * job that could never run is refused with a 4xx naming the field and no job exists. `at` is the
 * name of the job's fields in the request (`body`).
 */
export type ServiceJobInputCheck = (job: Schema<'JobConfig'>, at: string) => void;

/** The `listenerId` a service-run job is claimed with. */
export const SERVICE_LISTENER_ID = 'importkit-service';

/** The runners by job name (`domain:operation`), and the runs in progress. */
export class ServiceJobRegistry {
  private readonly runners = new Map<string, ServiceJobRunner>();
  private readonly inputChecks = new Map<string, ServiceJobInputCheck>();
  private readonly everyJobChecks: ServiceJobInputCheck[] = [];
  private readonly interruptions = new Map<string, (job: JobEntity) => void>();
  private readonly runs = new Map<string, AbortController>();

  /**
   * Registers the runner of a job name, and the check of a new job's input when there is one; a
   * second registration of the same name is a mistake.
   *
   * @example
   * registry.register('sheet:clear-column', async (job, { progress }) => {
   *   progress(50);
   *   return { message: 'Cleared' };
   * });
   */
  register(jobName: string, runner: ServiceJobRunner, checkInput?: ServiceJobInputCheck): void {
    if (!/^[^:]+:[^:]+$/.test(jobName)) {
      throw new Error(
        `importkit/dev-server: a service job is named domain:operation, got "${jobName}"`,
      );
    }
    if (this.runners.has(jobName)) {
      throw new Error(`importkit/dev-server: the service job ${jobName} is already registered`);
    }
    this.runners.set(jobName, runner);
    if (checkInput) this.inputChecks.set(jobName, checkInput);
  }

  /**
   * Registers what undoes the half-done work of a job of this name that was running when the
   * server stopped (a `kill -9`): called on restart, after the job is failed.
   */
  onInterrupted(jobName: string, undo: (job: JobEntity) => void): void {
    this.interruptions.set(jobName, undo);
  }

  /**
   * A service-run job that was running when the server stopped is failed, not run again: its
   * work was cut off half way, and running it again would do that half twice. Its concern
   * undoes what the half did (see {@link onInterrupted}).
   */
  interrupted(engine: JobEngine, job: JobEntity): JobEntity {
    const message = `The server stopped while this ${job.type}:${job.operation} job ran; its work was undone. Run it again.`;
    const failed = engine.finish(job, 'failed', { outcome: { message }, info: message });
    this.interruptions.get(`${job.type}:${job.operation}`)?.(job);
    return failed;
  }

  /**
   * Adds a check that every new job goes through, whatever its name: a concern guarding jobs it
   * does not run itself (a listener's extraction of a file the service is extracting already).
   */
  checkEveryNewJob(check: ServiceJobInputCheck): void {
    this.everyJobChecks.push(check);
  }

  /** Checks a job about to be created: every job's checks, then its name's when there is one. */
  checkInput(job: Schema<'JobConfig'>, at: string): void {
    for (const check of this.everyJobChecks) check(job, at);
    this.inputChecks.get(`${job.type}:${job.operation}`)?.(job, at);
  }

  /** The runner of a job, when the service runs jobs of its name. */
  runnerOf(job: JobEntity): ServiceJobRunner | undefined {
    return this.runners.get(`${job.type}:${job.operation}`);
  }

  /**
   * Claims a ready job for the service (`job:updated`) and runs its runner after the current
   * request; progress reports and the result go through the engine's moves. A job canceled or
   * deleted meanwhile aborts the runner's signal and its result is dropped.
   */
  run(engine: JobEngine, job: JobEntity): JobEntity {
    const runner = this.runnerOf(job);
    if (!runner) return job;
    const claimed = engine.save({
      ...job,
      status: 'executing',
      startedAt: engine.nowIso(),
      listenerId: SERVICE_LISTENER_ID,
    });
    engine.emit('job:updated', claimed);
    const controller = new AbortController();
    this.runs.set(job.id, controller);
    const current = () => {
      const latest = engine.get(job.id);
      return !controller.signal.aborted && latest?.status === 'executing' ? latest : undefined;
    };
    const progress = (value: number, info?: string) => {
      const latest = current();
      if (!latest) return;
      engine.emit(
        'job:updated',
        engine.save({ ...latest, progress: value, info: info ?? latest.info }),
      );
    };
    const settle = (status: 'complete' | 'failed', outcome: Schema<'JobOutcome'> | undefined) => {
      this.runs.delete(job.id);
      const latest = current();
      if (latest)
        engine.finish(latest, status, {
          outcome,
          info: status === 'failed' ? outcome?.message : undefined,
        });
    };
    const jobName = `${job.type}:${job.operation}`;
    void Promise.resolve()
      .then(() => runner(claimed, { progress, signal: controller.signal }))
      .then(
        (outcome) => settle('complete', storableOutcome(jobName, outcome)),
        (error: unknown) => settle('failed', { message: messageOf(error) }),
      )
      // Whatever went wrong while settling fails the job instead of ending the process with an
      // unhandled rejection.
      .catch((error: unknown) => {
        try {
          settle('failed', { message: `The service job ${jobName} failed: ${messageOf(error)}` });
        } catch {
          // Failing it failed too: the job stays executing rather than the server going down.
        }
      });
    return claimed;
  }

  /** Aborts the run of a job (canceled, finished, deleted). */
  abort(jobId: string): void {
    this.runs.get(jobId)?.abort();
    this.runs.delete(jobId);
  }

  /** Aborts every run (the server is closing). */
  abortAll(): void {
    for (const controller of this.runs.values()) controller.abort();
    this.runs.clear();
  }
}

/** An error's message, for any thrown value (even one without a `toString`). */
function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'the runner threw a value that has no message';
  }
}

/**
 * The outcome a runner returned, as a JSON copy (so the runner cannot change it once stored);
 * throws naming the job when it is not an object that JSON can hold.
 */
function storableOutcome(jobName: string, outcome: unknown): Schema<'JobOutcome'> | undefined {
  if (outcome === undefined) return undefined;
  const problem = (reason: string) =>
    new Error(`the runner of ${jobName} returned an outcome that cannot be stored: ${reason}`);
  if (typeof outcome !== 'object' || outcome === null || Array.isArray(outcome)) {
    throw problem(
      `expected an object, got ${Array.isArray(outcome) ? 'an array' : String(outcome)}`,
    );
  }
  let text: string;
  try {
    text = JSON.stringify(outcome);
  } catch (error) {
    throw problem(messageOf(error));
  }
  return JSON.parse(text) as Schema<'JobOutcome'>;
}
