/**
 * Multi-part jobs: split makes the parts (child jobs that run like any job), the parent waits,
 * and when every part has ended the parent becomes `parts-completed` with `job:parts-completed`
 * listing each part's final status; its handler then consolidates and completes it.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { conflict } from '../http/http-error';
import type { JobEntity } from '../store/entities';
import type { JobEngine } from './job-engine';
import { isFinished } from './job-table';

export class JobParts {
  /** Parent → its parts' ids, in part order. */
  private readonly partsOf = new Map<string, string[]>();

  constructor(private readonly engine: JobEngine) {}

  /** Rebuilds the parts of each parent from stored jobs (a restored server), in part order. */
  restore(jobs: JobEntity[]): void {
    const parts = jobs
      .filter((job) => job.isPart && job.parentId !== undefined)
      .sort((a, b) => (a.part ?? 0) - (b.part ?? 0));
    for (const part of parts) {
      const parentId = part.parentId as string;
      const ids = this.partsOf.get(parentId) ?? [];
      ids.push(part.id);
      this.partsOf.set(parentId, ids);
    }
  }

  hasParts(parentId: string): boolean {
    return this.partsOf.has(parentId);
  }

  split(parent: JobEntity, details: Schema<'JobSplitDetails'>): JobEntity {
    if (parent.isPart)
      throw conflict(`Job ${parent.id} is a part of ${parent.parentId}; a part cannot be split`);
    const existing = this.partsOf.get(parent.id);
    if (existing)
      throw conflict(`Job ${parent.id} was already split into ${existing.length} parts`);
    const partData =
      typeof details.parts === 'number'
        ? Array.from({ length: details.parts }, () => undefined)
        : details.parts;
    const partExecution = details.runInParallel === false ? 'sequential' : 'parallel';
    const waiting = this.engine.awaitParts(parent, partExecution);
    const ids: string[] = [];
    this.partsOf.set(parent.id, ids);
    const now = this.engine.nowIso();
    partData.forEach((data, index) => {
      const previous = ids[index - 1];
      const part: JobEntity = {
        id: this.engine.nextJobId(),
        type: parent.type,
        operation: parent.operation,
        source: parent.source,
        destination: parent.destination,
        config: parent.config,
        input: parent.input,
        mode: 'background',
        trigger: 'immediate',
        status: 'ready',
        createdBy: parent.createdBy,
        environmentId: parent.environmentId,
        spaceId: parent.spaceId,
        workbookId: parent.workbookId,
        fileId: parent.fileId,
        isPart: true,
        parentId: parent.id,
        part: index + 1,
        partData: data,
        partExecution,
        predecessorIds: partExecution === 'sequential' && previous ? [previous] : undefined,
        createdAt: now,
        updatedAt: now,
      };
      ids.push(part.id);
      this.engine.create(part, true);
    });
    return this.engine.get(parent.id) ?? waiting;
  }

  /**
   * A job ended: if it is the last unfinished part of a waiting parent, the parent becomes
   * parts-completed.
   */
  partEnded(job: JobEntity): void {
    // A job created with a `parentId` is its child, not a part: its parent does not wait for it.
    if (job.parentId === undefined || !job.isPart) return;
    const parent = this.engine.get(job.parentId);
    if (parent?.status !== 'waiting') return;
    const parts = this.partsOf.get(parent.id) ?? [];
    const ended = parts.map((id) => this.engine.get(id));
    if (ended.some((part) => part !== undefined && !isFinished(part))) return;
    this.reopen(parent);
  }

  /** The parent (again) in parts-completed, with `job:parts-completed` listing the parts. */
  reopen(parent: JobEntity): void {
    const parts = (this.partsOf.get(parent.id) ?? [])
      .map((id) => this.engine.get(id))
      .filter((part): part is JobEntity => part !== undefined)
      .map((part) => ({
        partId: part.id,
        status: part.status,
        completedAt: part.finishedAt ?? part.updatedAt,
      }));
    const completed = this.engine.save({ ...parent, status: 'parts-completed' });
    this.engine.emit('job:parts-completed', completed, { parts });
  }

  /**
   * Cancels the unfinished parts of a canceled parent; returns them, ended. Last part first: a
   * sequential part waits on the one before, and canceling that one first would fail it instead.
   */
  cancelUnfinished(parentId: string): JobEntity[] {
    const canceled: JobEntity[] = [];
    for (const id of [...(this.partsOf.get(parentId) ?? [])].reverse()) {
      const part = this.engine.get(id);
      if (part && !isFinished(part)) canceled.push(this.engine.finish(part, 'canceled', {}));
    }
    return canceled;
  }

  /** Throws the 409 for retrying a part whose parent no longer waits for its parts. */
  requireRetryable(job: JobEntity): void {
    if (job.parentId === undefined || !job.isPart) return;
    const parent = this.engine.get(job.parentId);
    if (parent && parent.status !== 'waiting') {
      throw conflict(
        `Job ${job.id} is a part of job ${parent.id}, which is ${parent.status}; only the parts of a parent still waiting for them can be retried`,
      );
    }
  }

  /** A parent runs again: the parts of its earlier run are deleted. */
  parentRetried(parentId: string): void {
    for (const part of this.detachAll(parentId)) this.engine.delete(part);
  }

  /** Forgets a parent's parts and returns them (the caller deletes them). */
  detachAll(parentId: string): JobEntity[] {
    const ids = this.partsOf.get(parentId) ?? [];
    this.partsOf.delete(parentId);
    return ids
      .map((id) => this.engine.get(id))
      .filter((part): part is JobEntity => part !== undefined);
  }

  /** A part was deleted: it leaves its parent's list, which may complete the parent's parts. */
  partDeleted(job: JobEntity): void {
    if (job.parentId === undefined || !job.isPart) return;
    const ids = this.partsOf.get(job.parentId);
    if (!ids) return;
    const index = ids.indexOf(job.id);
    if (index !== -1) ids.splice(index, 1);
    this.partEnded(job);
  }
}
