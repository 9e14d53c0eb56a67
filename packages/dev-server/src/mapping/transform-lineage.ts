/**
 * Which destination record a transform made from which source record, per pair of sheets, kept
 * as two arrays of ids side by side (an entity is saved as JSON by `--data`, where a Map would be
 * `{}`), and read back without a map: a run visits the source in insertion order, and the last
 * run left its pairs in that order, so the pair of each source record is found by walking the
 * pairs alongside, as a merge does. Pairs left in another order (a run stopped half way) are put
 * in order once when read.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';
import { compareRecordIds } from '../store/record-query';

/** The pairs of one source and destination sheet. */
export interface Lineage {
  id: string;
  sourceIds: string[];
  destinationIds: string[];
}

const lineages = (runtime: DevRuntime) => runtime.store.collection<Lineage>('transformLineage');

/** Pairs of ids, in the order they were added. */
export class LineagePairs {
  readonly sourceIds: string[] = [];
  readonly destinationIds: string[] = [];

  add(sourceId: string, destinationId: string): void {
    this.sourceIds.push(sourceId);
    this.destinationIds.push(destinationId);
  }

  get size(): number {
    return this.sourceIds.length;
  }
}

/**
 * The pairs the last run of these sheets left, walked in the source's insertion order (see the
 * module comment).
 */
export class LineageWalk {
  private readonly sourceIds: string[];
  private readonly destinationIds: string[];
  private next = 0;
  /** Pairs passed over: their source record is gone (or came before the walk's start). */
  private readonly passed = new LineagePairs();

  constructor(pairs: { sourceIds: string[]; destinationIds: string[] }) {
    const count = Math.min(pairs.sourceIds.length, pairs.destinationIds.length);
    let sourceIds = pairs.sourceIds.slice(0, count);
    let destinationIds = pairs.destinationIds.slice(0, count);
    if (!inOrder(sourceIds)) {
      const order = sourceIds.map((_, index) => index);
      order.sort((a, b) => compareRecordIds(sourceIds[a] as string, sourceIds[b] as string));
      sourceIds = order.map((index) => pairs.sourceIds[index] as string);
      destinationIds = order.map((index) => pairs.destinationIds[index] as string);
    }
    this.sourceIds = sourceIds;
    this.destinationIds = destinationIds;
  }

  /**
   * The destination id paired with `sourceId`, which must order after every id asked before;
   * the pairs before it are passed over.
   */
  destinationOf(sourceId: string): string | undefined {
    const { sourceIds, destinationIds } = this;
    while (this.next < sourceIds.length) {
      const order = compareRecordIds(sourceIds[this.next] as string, sourceId);
      if (order > 0) return undefined;
      const at = this.next++;
      if (order === 0) return destinationIds[at];
      this.passed.add(sourceIds[at] as string, destinationIds[at] as string);
    }
    return undefined;
  }

  /** The pairs not found (passed over, or after the last id asked), in order. */
  unmatched(): LineagePairs {
    const rest = new LineagePairs();
    const { passed } = this;
    for (let index = 0; index < passed.size; index++) {
      rest.add(passed.sourceIds[index] as string, passed.destinationIds[index] as string);
    }
    for (let index = this.next; index < this.sourceIds.length; index++) {
      rest.add(this.sourceIds[index] as string, this.destinationIds[index] as string);
    }
    return rest;
  }
}

function inOrder(ids: string[]): boolean {
  for (let index = 1; index < ids.length; index++) {
    if (compareRecordIds(ids[index - 1] as string, ids[index] as string) >= 0) return false;
  }
  return true;
}

/** The pairs the last run of these sheets left (none when there was none). */
export function lineageOf(runtime: DevRuntime, id: string): LineageWalk {
  const lineage = lineages(runtime).get(id);
  // A state file of a server before the lineage was kept as arrays holds `{ bySource: {} }`.
  if (!Array.isArray(lineage?.sourceIds) || !Array.isArray(lineage.destinationIds)) {
    return new LineageWalk({ sourceIds: [], destinationIds: [] });
  }
  return new LineageWalk(lineage);
}

/** Keeps the pairs of a run (`parts` joined in order) as the lineage of these sheets. */
export function keepLineage(runtime: DevRuntime, id: string, ...parts: LineagePairs[]): void {
  const [first] = parts;
  if (parts.length === 1 && first) {
    lineages(runtime).put({ id, sourceIds: first.sourceIds, destinationIds: first.destinationIds });
    return;
  }
  lineages(runtime).put({
    id,
    sourceIds: parts.flatMap((part) => part.sourceIds),
    destinationIds: parts.flatMap((part) => part.destinationIds),
  });
}
