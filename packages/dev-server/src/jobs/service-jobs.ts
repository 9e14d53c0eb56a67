/**
 * Service-run jobs: work the service does itself (delete records, clear a column, transform, file
 * extraction). A runner is registered for a `domain:operation`; when a job of that name becomes
 * ready the engine claims it for the service and runs the runner, whose progress reports and
 * result go through the same moves and events as a listener's.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { JobEntity } from '../store/entities';

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

/** The `listenerId` a service-run job is claimed with. */
export const SERVICE_LISTENER_ID = 'importkit-service';

/** The runners by job name (`domain:operation`). */
export class ServiceJobRegistry {
  private readonly runners = new Map<string, ServiceJobRunner>();

  /**
   * Registers the runner of a job name; a second registration of the same name is a mistake.
   *
   * @example
   * registry.register('sheet:clear-column', async (job, { progress }) => {
   *   progress(50);
   *   return { message: 'Cleared' };
   * });
   */
  register(jobName: string, runner: ServiceJobRunner): void {
    if (!/^[^:]+:[^:]+$/.test(jobName)) {
      throw new Error(
        `importkit/dev-server: a service job is named domain:operation, got "${jobName}"`,
      );
    }
    if (this.runners.has(jobName)) {
      throw new Error(`importkit/dev-server: the service job ${jobName} is already registered`);
    }
    this.runners.set(jobName, runner);
  }

  /** The runner of a job, when the service runs jobs of its name. */
  runnerOf(job: JobEntity): ServiceJobRunner | undefined {
    return this.runners.get(`${job.type}:${job.operation}`);
  }
}
