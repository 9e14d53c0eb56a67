/**
 * The job engine: every move of the state table (job-table.ts), made for a caller or by the server
 * itself (a schedule coming due, a predecessor ending, a lease running out, a service runner), each
 * saving the job and emitting its event. Handlers only translate HTTP into these calls.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { badRequest, conflict } from '../http/http-error';
import type { DevClock } from '../runtime/clock';
import type { EventLog } from '../runtime/event-log';
import type { IdGenerator } from '../runtime/ids';
import { defined } from '../runtime/lookups';
import type { DevStore } from '../store/dev-store';
import type { JobEntity } from '../store/entities';
import { JobDependencies } from './job-dependencies';
import { emitJobEvent, type JobTopic } from './job-events';
import { JobLeases } from './job-leases';
import { JobParts } from './job-parts';
import { type Placement, placeJob } from './job-placement';
import { requireMove } from './job-table';
import { ServiceJobRegistry } from './service-jobs';

type JobOutcome = Schema<'JobOutcome'>;
type AckDetails = Schema<'JobAckDetails'>;
type CompleteDetails = Schema<'JobCompleteDetails'>;

/** What the engine needs from the runtime (a subset, so it can be built inside it). */
export interface JobEngineHost {
  store: DevStore;
  events: EventLog;
  clock: DevClock;
  nextId: IdGenerator;
  accountId: string;
  actorId: string;
}

export class JobEngine {
  readonly services = new ServiceJobRegistry();
  readonly leases: JobLeases;
  private dependencies = new JobDependencies();
  private parts: JobParts;
  private readonly schedules = new Map<string, { cancel(): void }>();

  constructor(
    private readonly host: JobEngineHost,
    leaseMs: number,
  ) {
    this.leases = new JobLeases(
      host.clock,
      leaseMs,
      (id) => this.lapse(id),
      (id) => this.get(id),
    );
    this.parts = new JobParts(this);
  }

  get(jobId: string): JobEntity | undefined {
    return this.host.store.jobs.get(jobId);
  }

  /** Saves a job with a fresh `updatedAt` (keys set to undefined are dropped). */
  save(job: JobEntity): JobEntity {
    const saved = defined({ ...job, updatedAt: this.host.clock.nowIso() });
    this.host.store.jobs.put(saved);
    return saved;
  }

  emit(topic: JobTopic, job: JobEntity, extra?: Record<string, unknown>) {
    emitJobEvent(this.host, topic, job, extra);
  }

  nowIso(): string {
    return this.host.clock.nowIso();
  }

  nextJobId(): string {
    return this.host.nextId('us_jb_');
  }

  /** Throws the 400 naming every predecessor id that names no job. */
  requirePredecessors(ids: string[] | undefined, key: string): void {
    const unknown = (ids ?? []).filter((id) => this.get(id) === undefined);
    if (unknown.length === 0) return;
    const noun = unknown.length === 1 ? 'job' : 'jobs';
    throw badRequest(`Unknown predecessor ${noun}: ${unknown.join(', ')}`, key);
  }

  /**
   * Stores a new job (its fields already filled in, `status` the one it starts in when nothing
   * else decides) and places it: scheduled, waiting, ready or left in `created`/`planning`.
   */
  create(draft: JobEntity, immediate: boolean): JobEntity {
    const placement = this.place(draft, immediate);
    const status = placement.status === 'failed' ? 'waiting' : placement.status;
    const job = this.save({ ...draft, status, createdAt: this.nowIso() });
    this.emit('job:created', job);
    return this.enter(job, placement);
  }

  private place(job: JobEntity, immediate: boolean): Placement {
    return placeJob(job, { immediate, now: this.host.clock.now(), lookup: (id) => this.get(id) });
  }

  /** Moves a stored job into its placement, with the placement's event. */
  private enter(job: JobEntity, placement: Placement, waitingEvent = false): JobEntity {
    switch (placement.status) {
      case 'scheduled': {
        const scheduled = this.save({ ...job, status: 'scheduled' });
        this.armSchedule(job.id, scheduled.scheduledAt as string);
        this.emit('job:scheduled', scheduled);
        return scheduled;
      }
      case 'waiting': {
        const waiting = this.save({ ...job, status: 'waiting' });
        this.dependencies.wait(job.id, placement.pending ?? []);
        if (waitingEvent) this.emit('job:updated', waiting);
        return waiting;
      }
      case 'ready':
        return this.makeReady(job);
      case 'failed':
        return this.sink(job, placement.predecessor);
      default:
        return job.status === placement.status
          ? job
          : this.save({ ...job, status: placement.status });
    }
  }

  private armSchedule(jobId: string, scheduledAt: string) {
    const due = Date.parse(scheduledAt);
    this.schedules.set(
      jobId,
      this.host.clock.at(due, () => this.scheduleDue(jobId)),
    );
  }

  private scheduleDue(jobId: string) {
    this.schedules.delete(jobId);
    const job = this.get(jobId);
    if (job?.status !== 'scheduled') return;
    const placement = this.place({ ...job, scheduledAt: undefined }, true);
    this.enter(job, placement, true);
  }

  /** → ready (`job:ready`); a service-run job is then claimed and run by the service. */
  makeReady(job: JobEntity): JobEntity {
    const ready = this.save({ ...job, status: 'ready' });
    this.emit('job:ready', ready);
    return this.services.runnerOf(ready) ? this.services.run(this, ready) : ready;
  }

  /** A waiting job whose predecessor ended without completing fails, its outcome naming it. */
  private sink(job: JobEntity, predecessor: { id: string; status: string }): JobEntity {
    const how = predecessor.status === 'deleted' ? 'was deleted' : predecessor.status;
    const outcome: JobOutcome = {
      heading: 'Predecessor did not complete',
      message: `Predecessor job ${predecessor.id} ${how}`,
    };
    return this.finish(job, 'failed', { outcome, info: outcome.message });
  }

  execute(job: JobEntity): JobEntity {
    requireMove(job, 'execute');
    return this.makeReady(job);
  }

  /**
   * The claim (ready/parts-completed → executing) or a report from the owner (renews the lease);
   * `job:updated` for the claim and for a report carrying info, progress or an estimate.
   */
  ack(job: JobEntity, details: AckDetails): JobEntity {
    requireMove(job, 'ack');
    this.requireListenerRun(job);
    const claim = job.status !== 'executing';
    this.leases.requireOwner(job, details.listenerId, claim);
    const updated = this.save({
      ...job,
      ...(claim
        ? {
            status: 'executing' as const,
            startedAt: job.startedAt ?? this.nowIso(),
            listenerId: details.listenerId,
          }
        : {}),
      info: details.info ?? job.info,
      progress: details.progress ?? job.progress,
      estimatedCompletionAt: details.estimatedCompletionAt ?? job.estimatedCompletionAt,
      leaseExpiresAt: this.leases.nextExpiry(),
    });
    this.leases.watch(updated.id, updated.leaseExpiresAt as string);
    // A bare heartbeat only renews the lease: it changes neither state nor progress, so it
    // is not a `job:updated` ("a listener updates state or progress").
    const reports =
      details.info !== undefined ||
      details.progress !== undefined ||
      details.estimatedCompletionAt !== undefined;
    if (claim || reports) this.emit('job:updated', updated);
    return updated;
  }

  complete(job: JobEntity, details: CompleteDetails): JobEntity {
    requireMove(job, 'complete');
    this.requireListenerRun(job);
    this.leases.requireOwner(job, details.listenerId);
    return this.finish(job, 'complete', details);
  }

  fail(job: JobEntity, details: CompleteDetails): JobEntity {
    requireMove(job, 'fail');
    this.requireListenerRun(job);
    this.leases.requireOwner(job, details.listenerId);
    return this.finish(job, 'failed', details);
  }

  cancel(job: JobEntity, info: string | undefined): JobEntity {
    requireMove(job, 'cancel');
    return this.finish(job, 'canceled', { info });
  }

  /**
   * Ends a job (completed, failed or canceled), then everything that hangs on it: its parts (a
   * canceled parent cancels them), its parent (maybe now parts-completed) and its dependents.
   * Dependents are handled as a work list, so a failing chain of any length uses no stack.
   */
  finish(
    job: JobEntity,
    status: 'complete' | 'failed' | 'canceled',
    details: CompleteDetails,
  ): JobEntity {
    const ended = this.end(job, status, details);
    const queue: JobEntity[] = [ended];
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next.status === 'complete') {
        for (const id of this.dependencies.completed(next.id)) {
          const dependent = this.get(id);
          if (dependent?.status === 'waiting') this.makeReady(dependent);
        }
      } else {
        for (const id of this.dependencies.abandoned(next.id)) {
          const dependent = this.get(id);
          if (dependent?.status !== 'waiting') continue;
          const message = `Predecessor job ${next.id} ${next.status}`;
          const outcome = { heading: 'Predecessor did not complete', message };
          queue.push(this.end(dependent, 'failed', { outcome, info: message }));
        }
      }
      if (next.status === 'canceled') queue.push(...this.parts.cancelUnfinished(next.id));
      this.parts.partEnded(next);
    }
    return ended;
  }

  /** The move to a finished status, its event, and releasing what the run held. */
  private end(
    job: JobEntity,
    status: 'complete' | 'failed' | 'canceled',
    details: CompleteDetails,
  ) {
    this.releaseRun(job.id);
    const ended = this.save({
      ...job,
      status,
      ...(status === 'complete' ? { progress: 100 } : {}),
      info: details.info ?? job.info,
      outcome: details.outcome ?? job.outcome,
      finishedAt: this.nowIso(),
      leaseExpiresAt: undefined,
    });
    const topic: JobTopic =
      status === 'complete' ? 'job:completed' : status === 'failed' ? 'job:failed' : 'job:updated';
    this.emit(topic, ended);
    return ended;
  }

  /** Stops the timers, waits and service run of a job's current run. */
  private releaseRun(jobId: string) {
    this.leases.release(jobId);
    this.leases.endRun(jobId);
    this.schedules.get(jobId)?.cancel();
    this.schedules.delete(jobId);
    this.dependencies.forget(jobId);
    this.services.abort(jobId);
  }

  retry(job: JobEntity): JobEntity {
    requireMove(job, 'retry');
    this.parts.requireRetryable(job);
    const placement = this.place(job, true);
    if (placement.status === 'failed') {
      const { id, status } = placement.predecessor;
      throw conflict(
        `Job ${job.id} cannot be retried: its predecessor ${id} is ${status}; retry that job first`,
      );
    }
    this.parts.parentRetried(job.id);
    this.leases.endRun(job.id);
    const cleared = this.save({
      ...job,
      progress: undefined,
      outcome: undefined,
      listenerId: undefined,
      startedAt: undefined,
      finishedAt: undefined,
      outcomeAcknowledgedAt: undefined,
      estimatedCompletionAt: undefined,
      partExecution: job.isPart ? job.partExecution : undefined,
    });
    return this.enter(cleared, placement, true);
  }

  split(job: JobEntity, details: Schema<'JobSplitDetails'>): JobEntity {
    requireMove(job, 'split');
    this.requireListenerRun(job);
    this.leases.requireOwner(job, details.listenerId);
    return this.parts.split(job, details);
  }

  /** The parent waits for its parts, holding no lease meanwhile. */
  awaitParts(job: JobEntity, partExecution: 'parallel' | 'sequential'): JobEntity {
    this.leases.release(job.id);
    const waiting = this.save({
      ...job,
      status: 'waiting',
      partExecution,
      leaseExpiresAt: undefined,
      listenerId: undefined,
    });
    this.emit('job:updated', waiting);
    return waiting;
  }

  /**
   * Throws the 409 for acknowledging the outcome of `job` once it is in `status` (its own by
   * default): only a complete or failed foreground job's outcome, and only once.
   */
  requireOutcomeAcknowledgeable(job: JobEntity, status: JobEntity['status'] = job.status): void {
    requireMove({ ...job, status }, 'acknowledgeOutcome');
    if (job.mode === 'background') {
      throw conflict(
        `Job ${job.id} runs in background mode; background jobs skip the outcome acknowledgement`,
      );
    }
    if (job.outcomeAcknowledgedAt !== undefined) {
      throw conflict(`The outcome of job ${job.id} was already acknowledged`);
    }
  }

  /** Acknowledges the outcome, at `at` (an update may say when) or now. */
  acknowledgeOutcome(job: JobEntity, at: string = this.nowIso()): JobEntity {
    this.requireOutcomeAcknowledgeable(job);
    const updated = this.save({ ...job, outcomeAcknowledgedAt: at });
    this.emit('job:outcome-acknowledged', updated);
    return updated;
  }

  update(job: JobEntity, patch: Partial<JobEntity>): JobEntity {
    requireMove(job, 'update');
    const updated = this.save({ ...job, ...patch });
    this.emit('job:updated', updated);
    return updated;
  }

  /** Deletes a job and its parts; jobs waiting on an unfinished one fail, naming it. */
  delete(job: JobEntity): void {
    for (const part of this.parts.detachAll(job.id)) this.delete(part);
    this.releaseRun(job.id);
    this.host.store.jobs.delete(job.id);
    this.emit('job:deleted', job);
    if (job.status !== 'complete') {
      for (const id of this.dependencies.abandoned(job.id)) {
        const dependent = this.get(id);
        if (dependent?.status === 'waiting')
          this.sink(dependent, { id: job.id, status: 'deleted' });
      }
    }
    this.parts.partDeleted(job);
  }

  /** A lease ran out: the job goes back to ready (a consolidating parent to parts-completed). */
  private lapse(jobId: string) {
    const job = this.get(jobId);
    if (job?.status !== 'executing') return;
    this.leases.markLapsed(job.id, job.listenerId);
    const back = { ...job, listenerId: undefined, leaseExpiresAt: undefined };
    if (this.parts.hasParts(job.id)) {
      this.parts.reopen(back);
      return;
    }
    this.makeReady(this.save({ ...back, startedAt: undefined }));
  }

  private requireListenerRun(job: JobEntity) {
    if (this.services.runnerOf(job)) {
      throw conflict(`Job ${job.id} is run by the service itself; a listener cannot report on it`);
    }
  }

  /**
   * Rebuilds what lives beside the stored jobs, for a server restored from saved state: each
   * scheduled job's timer, each waiting job's predecessors, each parent's parts, each claim's
   * lease; a service-run job that was ready runs, one that was running is failed (its half-done
   * work undone by its concern). Call it once the service runners are registered.
   */
  resume(): void {
    const jobs = this.host.store.jobs.list();
    this.parts.restore(jobs);
    for (const job of jobs) {
      const serviceRun = this.services.runnerOf(job) !== undefined;
      if (job.status === 'scheduled' && job.scheduledAt !== undefined) {
        this.armSchedule(job.id, job.scheduledAt);
      } else if (job.status === 'waiting' && !this.parts.hasParts(job.id)) {
        const pending = (job.predecessorIds ?? []).filter(
          (id) => this.get(id)?.status !== 'complete',
        );
        this.dependencies.wait(job.id, pending);
      } else if (job.status === 'ready' && serviceRun) {
        this.services.run(this, job);
      } else if (job.status === 'executing' && serviceRun) {
        this.services.interrupted(this, job);
      } else if (job.status === 'executing' && job.leaseExpiresAt !== undefined) {
        this.leases.watch(job.id, job.leaseExpiresAt);
      }
    }
  }

  /** Stops every timer and run and forgets every wait and part (a reset emptied the store). */
  clear(): void {
    this.stop();
    this.dependencies = new JobDependencies();
    this.parts = new JobParts(this);
  }

  /** Cancels every timer and service run (the server is closing). */
  stop(): void {
    this.leases.stop();
    for (const timer of this.schedules.values()) timer.cancel();
    this.schedules.clear();
    this.services.abortAll();
  }
}
