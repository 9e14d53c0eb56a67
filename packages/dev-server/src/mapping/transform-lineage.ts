/**
 * Which destination record a transform made from which source record, per pair of sheets, kept
 * as two columns of ids side by side (record-ids.ts: numbers, about 10 bytes an id, where a
 * million pairs of id strings cost about 80 MB of heap; `--data` saves each column as an array
 * of ids), and read back without a map: a run visits the source in insertion order, and the last
 * run left its pairs in that order, so the pair of each source record is found by walking the
 * pairs alongside, as a merge does. Pairs left in another order (a run stopped half way) are put
 * in order once when read.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';
import { RecordIds } from '../store/record-ids';

/** The pairs of one source and destination sheet (columns in memory, arrays once saved). */
export interface Lineage {
  id: string;
  sourceIds: RecordIds | string[];
  destinationIds: RecordIds | string[];
}

const lineages = (runtime: DevRuntime) => runtime.store.collection<Lineage>('transformLineage');

/** A column of ids from what a lineage holds (an array when read back from a state file). */
function idColumn(ids: RecordIds | string[]): RecordIds {
  if (ids instanceof RecordIds) return ids;
  const column = new RecordIds();
  for (const id of ids) column.push(id);
  return column;
}

/** Pairs of ids, in the order they were added. */
export class LineagePairs {
  readonly sourceIds = new RecordIds();
  readonly destinationIds = new RecordIds();

  add(sourceId: string, destinationId: string): void {
    this.sourceIds.push(sourceId);
    this.destinationIds.push(destinationId);
  }

  /** Adds the pair at `position` of two other columns, without building its ids. */
  addFrom(sourceIds: RecordIds, destinationIds: RecordIds, position: number): void {
    this.sourceIds.pushFrom(sourceIds, position);
    this.destinationIds.pushFrom(destinationIds, position);
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
  private readonly sourceIds: RecordIds;
  private readonly destinationIds: RecordIds;
  /** Pairs walked: a column longer than the other (a damaged state file) is cut to it. */
  private readonly count: number;
  private next = 0;
  /** The position of the pair `destinationOf` found last (-1: none yet). */
  private found = -1;
  /** Pairs passed over: their source record is gone (or came before the walk's start). */
  private readonly passed = new LineagePairs();

  constructor(pairs: { sourceIds: RecordIds | string[]; destinationIds: RecordIds | string[] }) {
    let sourceIds = idColumn(pairs.sourceIds);
    let destinationIds = idColumn(pairs.destinationIds);
    const count = Math.min(sourceIds.length, destinationIds.length);
    if (!inOrder(sourceIds, count)) {
      const order = Array.from({ length: count }, (_, index) => index);
      order.sort((a, b) => sourceIds.compare(a, b));
      const sorted = new LineagePairs();
      for (const index of order) sorted.addFrom(sourceIds, destinationIds, index);
      sourceIds = sorted.sourceIds;
      destinationIds = sorted.destinationIds;
    }
    this.sourceIds = sourceIds;
    this.destinationIds = destinationIds;
    this.count = count;
  }

  /**
   * The destination id paired with `sourceId`, which must order after every id asked before;
   * the pairs before it are passed over.
   */
  destinationOf(sourceId: string): string | undefined {
    const { sourceIds, destinationIds } = this;
    while (this.next < this.count) {
      const order = sourceIds.compareToId(this.next, sourceId);
      if (order > 0) return undefined;
      const at = this.next++;
      if (order === 0) {
        this.found = at;
        return destinationIds.at(at);
      }
      this.passed.addFrom(sourceIds, destinationIds, at);
    }
    return undefined;
  }

  /** Adds the pair `destinationOf` found last to `made`, without reading its ids again. */
  keepFound(made: LineagePairs): void {
    if (this.found === -1) throw new Error('importkit/dev-server: no pair found yet');
    made.addFrom(this.sourceIds, this.destinationIds, this.found);
  }

  /** The pairs not found (passed over, or after the last id asked), in order. */
  unmatched(): LineagePairs {
    const rest = new LineagePairs();
    const { passed } = this;
    for (let index = 0; index < passed.size; index++) {
      rest.addFrom(passed.sourceIds, passed.destinationIds, index);
    }
    for (let index = this.next; index < this.count; index++) {
      rest.addFrom(this.sourceIds, this.destinationIds, index);
    }
    return rest;
  }
}

function inOrder(ids: RecordIds, count: number): boolean {
  for (let index = 1; index < count; index++) {
    if (ids.compare(index - 1, index) >= 0) return false;
  }
  return true;
}

/** The pairs the last run of these sheets left (none when there was none). */
export function lineageOf(runtime: DevRuntime, id: string): LineageWalk {
  const lineage = lineages(runtime).get(id);
  // A state file of a server before the lineage was kept as arrays holds `{ bySource: {} }`.
  const columns = (ids: unknown) => Array.isArray(ids) || ids instanceof RecordIds;
  if (!lineage || !columns(lineage.sourceIds) || !columns(lineage.destinationIds)) {
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
  const joined = new LineagePairs();
  for (const part of parts) {
    for (let index = 0; index < part.size; index++) {
      joined.addFrom(part.sourceIds, part.destinationIds, index);
    }
  }
  lineages(runtime).put({ id, sourceIds: joined.sourceIds, destinationIds: joined.destinationIds });
}
