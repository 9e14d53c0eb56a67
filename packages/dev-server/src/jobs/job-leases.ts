/**
 * Job leases: a claimed job belongs to its owner only while the owner keeps reporting. Each
 * claim or report moves `leaseExpiresAt` forward; one clock timer per claimed job fires at the
 * expiry it knew and, if a report moved the expiry since, waits again, so a report costs no timer.
 * A lapsed owner's id is remembered until it claims the job again or the run ends, so its late
 * reports (progress, complete, fail) are refused meanwhile.
 * @module
 */
import { conflict } from '../http/http-error';
import type { ClockTimer, DevClock } from '../runtime/clock';
import type { JobEntity } from '../store/entities';

export class JobLeases {
  private readonly timers = new Map<string, ClockTimer>();
  private readonly lapsedOwners = new Map<string, Set<string>>();

  constructor(
    private readonly clock: DevClock,
    readonly leaseMs: number,
    /** Called when a job's lease ran out: the engine takes the job back. */
    private readonly onLapse: (jobId: string) => void,
    private readonly readJob: (jobId: string) => JobEntity | undefined,
  ) {}

  /** The expiry of a claim made or renewed now (ISO). */
  nextExpiry(): string {
    return new Date(this.clock.now() + this.leaseMs).toISOString();
  }

  /** Starts watching a job that was just claimed (no-op when already watched). */
  watch(jobId: string, expiresAt: string): void {
    if (this.timers.has(jobId)) return;
    this.arm(jobId, Date.parse(expiresAt));
  }

  private arm(jobId: string, expiresAtMs: number) {
    const timer = this.clock.at(expiresAtMs, () => {
      this.timers.delete(jobId);
      const job = this.readJob(jobId);
      if (job?.status !== 'executing' || job.leaseExpiresAt === undefined) return;
      const expiry = Date.parse(job.leaseExpiresAt);
      if (expiry > this.clock.now()) this.arm(jobId, expiry);
      else this.onLapse(jobId);
    });
    this.timers.set(jobId, timer);
  }

  /** Stops watching a job (it finished, was split, canceled or deleted). */
  release(jobId: string): void {
    this.timers.get(jobId)?.cancel();
    this.timers.delete(jobId);
  }

  /** Remembers that `listenerId` lost its claim on the job's current run. */
  markLapsed(jobId: string, listenerId: string | undefined): void {
    if (listenerId === undefined) return;
    let owners = this.lapsedOwners.get(jobId);
    if (!owners) {
      owners = new Set();
      this.lapsedOwners.set(jobId, owners);
    }
    owners.add(listenerId);
  }

  /** Forgets lapsed owners once the run ends (finished, retried, deleted). */
  endRun(jobId: string): void {
    this.lapsedOwners.delete(jobId);
  }

  /**
   * Throws the 409 for a report from a listener that does not own the job: one whose claim
   * lapsed, or another listener than the one holding the claim. A claim (`claims`: an ack of a
   * ready or parts-completed job) starts a new run, so a listener whose earlier claim lapsed may
   * claim the job again; from then on it owns the new run. Reports carry only the listener id, so
   * a late report of the lapsed run that arrives after the re-claim counts for the new run.
   */
  requireOwner(job: JobEntity, listenerId: string | undefined, claims = false): void {
    if (listenerId === undefined) return;
    const lapsed = this.lapsedOwners.get(job.id);
    if (claims) {
      lapsed?.delete(listenerId);
      return;
    }
    if (job.status === 'executing' && job.listenerId === listenerId) return;
    if (lapsed?.has(listenerId)) {
      throw conflict(
        `Job ${job.id}: the claim of listener ${listenerId} lapsed (no report within the ${this.leaseMs} ms lease) and the job went back to ${job.status}; only a new claim (ack) is accepted from it`,
        'body.listenerId',
      );
    }
    if (job.status === 'executing') {
      throw conflict(`Job ${job.id} was already claimed by another listener`, 'body.listenerId');
    }
  }

  /** Cancels every timer (the server is closing). */
  stop(): void {
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
  }
}
