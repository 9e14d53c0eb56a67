/**
 * Which waiting jobs wait on which predecessors: each waiting job keeps the set of predecessors
 * that have not completed yet, so a completion updates its dependents without a scan, and chains
 * and fan-ins of any size cost one step per edge.
 * @module
 */

export class JobDependencies {
  /** Waiting job → its predecessors not completed yet. */
  private readonly pendingOf = new Map<string, Set<string>>();
  /** Predecessor → the waiting jobs that wait on it. */
  private readonly dependentsOf = new Map<string, Set<string>>();

  /** Records that `jobId` waits on each of `predecessorIds`. */
  wait(jobId: string, predecessorIds: Iterable<string>): void {
    const pending = new Set(predecessorIds);
    this.pendingOf.set(jobId, pending);
    for (const predecessorId of pending) {
      let dependents = this.dependentsOf.get(predecessorId);
      if (!dependents) {
        dependents = new Set();
        this.dependentsOf.set(predecessorId, dependents);
      }
      dependents.add(jobId);
    }
  }

  /** Forgets a waiting job (it started, failed, was canceled or deleted). */
  forget(jobId: string): void {
    const pending = this.pendingOf.get(jobId);
    if (!pending) return;
    this.pendingOf.delete(jobId);
    for (const predecessorId of pending) {
      const dependents = this.dependentsOf.get(predecessorId);
      dependents?.delete(jobId);
      if (dependents?.size === 0) this.dependentsOf.delete(predecessorId);
    }
  }

  /**
   * A predecessor completed: returns the jobs that now have nothing left to wait on (they are
   * forgotten here; the caller makes them ready).
   */
  completed(predecessorId: string): string[] {
    const dependents = this.dependentsOf.get(predecessorId);
    if (!dependents) return [];
    this.dependentsOf.delete(predecessorId);
    const unblocked: string[] = [];
    for (const jobId of dependents) {
      const pending = this.pendingOf.get(jobId);
      pending?.delete(predecessorId);
      if (pending?.size === 0) {
        this.pendingOf.delete(jobId);
        unblocked.push(jobId);
      }
    }
    return unblocked;
  }

  /** A predecessor ended without completing: returns (and forgets) every job waiting on it. */
  abandoned(predecessorId: string): string[] {
    const dependents = [...(this.dependentsOf.get(predecessorId) ?? [])];
    for (const jobId of dependents) this.forget(jobId);
    return dependents;
  }
}
