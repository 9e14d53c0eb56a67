/**
 * A sheet's records frozen at one moment (a snapshot's content), without copying their text: the
 * record table's arena never overwrites bytes once written, so the frozen records keep references
 * to the arena's slabs and, per record, its id (as the table keeps it, see record-ids.ts) and
 * where its text lies: 23 bytes a record, no string. A snapshot of a million records held its ids
 * as strings before, about 60 MB of heap each. The text itself is shared with the live sheet for
 * as long as the sheet keeps those slabs.
 * Records are in insertion order, so an id is found by binary search (`compareRecordIds`).
 * @module
 */
import type { StoredRecord } from './entities';
import { RecordIds } from './record-ids';

/**
 * One frozen record: where its text (with its trailing comma) lies, and its state. Its id is
 * built when read: a walk over a million entries that never asks for it builds none.
 */
export class FrozenEntry {
  constructor(
    /** The ids of the records the entry was taken from, and its position among them. */
    readonly ids: RecordIds,
    readonly position: number,
    readonly slab: Buffer,
    readonly offset: number,
    readonly length: number,
    readonly valid: boolean,
    readonly errorFields: string[] | undefined,
  ) {}

  get id(): string {
    return this.ids.at(this.position);
  }
}

/** What a restore puts back (the hosted `RestoreOptions`). */
export interface RestoreOptions {
  /** Delete the records created since the snapshot. */
  created: boolean;
  /** Put back the snapshot's version of the records updated since. */
  updated: boolean;
  /** Put back the records deleted since. */
  deleted: boolean;
}

/** How a record differs between a snapshot and the sheet now. */
export type ChangeKind = 'createdSince' | 'updatedSince' | 'deletedSince';

/** One changed record: the sheet's version (`current`) and the snapshot's (`saved`). */
export type RecordDifference =
  | { kind: 'createdSince'; current: FrozenEntry }
  | { kind: 'deletedSince'; saved: FrozenEntry }
  | { kind: 'updatedSince'; current: FrozenEntry; saved: FrozenEntry };

/** Records frozen in insertion order; see the module comment. */
export class FrozenRecords {
  constructor(
    /** The slabs the locations point into (shared, never written again at those places). */
    readonly slabs: readonly Buffer[],
    /** The records' ids (a copy of the table's, never written again). */
    private readonly ids: RecordIds,
    private readonly slabIndexes: Uint32Array,
    private readonly offsets: Uint32Array,
    private readonly lengths: Uint32Array,
    /** 1 for a valid record. */
    private readonly validity: Uint8Array,
    /** Keys of the cells in error, for invalid records only (by index). */
    private readonly errorFields: ReadonlyMap<number, string[]>,
  ) {}

  get size(): number {
    return this.ids.length;
  }

  /** The id of the record at `index`. */
  idAt(index: number): string {
    return this.ids.at(index);
  }

  /** Bytes of record text held (what a page of every record would send). */
  get textBytes(): number {
    let total = 0;
    for (let index = 0; index < this.lengths.length; index++) total += this.lengths[index] ?? 0;
    return total;
  }

  /** Where the record at `index` lies: an index into `slabs`, an offset and a length. */
  location(index: number): { slab: number; offset: number; length: number } {
    return {
      slab: this.slabIndexes[index] ?? 0,
      offset: this.offsets[index] ?? 0,
      length: this.lengths[index] ?? 0,
    };
  }

  isValid(index: number): boolean {
    return this.validity[index] === 1;
  }

  errorFieldsAt(index: number): string[] | undefined {
    return this.errorFields.get(index);
  }

  entry(index: number): FrozenEntry {
    return new FrozenEntry(
      this.ids,
      index,
      this.slabs[this.slabIndexes[index] ?? 0] as Buffer,
      this.offsets[index] ?? 0,
      this.lengths[index] ?? 0,
      this.validity[index] === 1,
      this.errorFields.get(index),
    );
  }

  /** The index of a record id, or -1. */
  indexOf(id: string): number {
    return Math.max(-1, this.ids.search(id));
  }

  /** A copy of the ids that the caller may append to (a table restored from these records). */
  copyIds(): RecordIds {
    return this.ids.copy();
  }

  /** `compareRecordIds` of the id at `index` and the id at `theirs` of `other`. */
  compareIds(index: number, other: FrozenRecords, theirs: number): number {
    return this.ids.compareWith(index, other.ids, theirs);
  }

  /** Frozen records built from entries in insertion order (slabs shared, deduplicated). */
  static fromEntries(entries: Iterable<FrozenEntry>, count: number): FrozenRecords {
    const slabs: Buffer[] = [];
    const slabIndex = new Map<Buffer, number>();
    const ids = new RecordIds();
    const slabIndexes = new Uint32Array(count);
    const offsets = new Uint32Array(count);
    const lengths = new Uint32Array(count);
    const validity = new Uint8Array(count);
    const errorFields = new Map<number, string[]>();
    for (const entry of entries) {
      let slab = slabIndex.get(entry.slab);
      if (slab === undefined) {
        slab = slabs.length;
        slabs.push(entry.slab);
        slabIndex.set(entry.slab, slab);
      }
      const index = ids.length;
      ids.pushFrom(entry.ids, entry.position);
      slabIndexes[index] = slab;
      offsets[index] = entry.offset;
      lengths[index] = entry.length;
      validity[index] = entry.valid ? 1 : 0;
      if (entry.errorFields) errorFields.set(index, entry.errorFields);
    }
    // A shorter result is copied out, so the room left unused is not kept alive with it.
    const fit = <T extends Uint8Array | Uint32Array>(array: T): T =>
      ids.length === count ? array : (array.slice(0, ids.length) as T);
    return new FrozenRecords(
      slabs,
      ids,
      fit(slabIndexes),
      fit(offsets),
      fit(lengths),
      fit(validity),
      errorFields,
    );
  }
}

/** The record text of an entry (without its trailing comma). */
export function entryText(entry: FrozenEntry): string {
  return entry.slab.toString('utf8', entry.offset, entry.offset + entry.length - 1);
}

export function parseEntry(entry: FrozenEntry): StoredRecord {
  return JSON.parse(entryText(entry)) as StoredRecord;
}

function sameText(a: FrozenEntry, b: FrozenEntry): boolean {
  if (a.slab === b.slab && a.offset === b.offset) return true;
  if (a.length !== b.length) return false;
  return a.slab
    .subarray(a.offset, a.offset + a.length)
    .equals(b.slab.subarray(b.offset, b.offset + b.length));
}

/** Where one record of a walk over two versions lies in each: an index, or -1 where it is not. */
interface AlignedRecord {
  now: number;
  saved: number;
}

/**
 * Walks the records of `now` and `then` together in insertion order (ids order as they were
 * inserted, see `compareRecordIds`), yielding each record's index in either version. The object
 * yielded is reused: read it before asking for the next.
 */
function* aligned(now: FrozenRecords, then: FrozenRecords): Iterable<AlignedRecord> {
  const step: AlignedRecord = { now: -1, saved: -1 };
  let i = 0;
  let j = 0;
  while (i < now.size || j < then.size) {
    const order = i >= now.size ? 1 : j >= then.size ? -1 : now.compareIds(i, then, j);
    step.now = order <= 0 ? i++ : -1;
    step.saved = order >= 0 ? j++ : -1;
    yield step;
  }
}

/**
 * Yields every record that differs between `now` and `then`: created since `then`, updated since
 * (its text differs) or deleted since. Unchanged records cost a location comparison (the same
 * bytes) or a byte comparison, never a parse.
 */
export function* differences(now: FrozenRecords, then: FrozenRecords): Iterable<RecordDifference> {
  for (const step of aligned(now, then)) {
    if (step.saved === -1) {
      yield { kind: 'createdSince', current: now.entry(step.now) };
    } else if (step.now === -1) {
      yield { kind: 'deletedSince', saved: then.entry(step.saved) };
    } else {
      const current = now.entry(step.now);
      const previous = then.entry(step.saved);
      if (!sameText(current, previous)) yield { kind: 'updatedSince', current, saved: previous };
    }
  }
}

/**
 * The records a restore leaves: `now` with, as `options` say, the records created since removed,
 * the snapshot's version of those updated since, and those deleted since back in their place.
 * `onDifference` is told of every record that differs, as `differences` yields it, in the same
 * walk (a restore needs both, and one walk over a million records is half the cost of two).
 */
export function restoredRecords(
  now: FrozenRecords,
  then: FrozenRecords,
  options: RestoreOptions,
  onDifference?: (difference: RecordDifference) => void,
): FrozenRecords {
  function* merged(): Iterable<FrozenEntry> {
    for (const step of aligned(now, then)) {
      if (step.saved === -1) {
        const current = now.entry(step.now);
        onDifference?.({ kind: 'createdSince', current });
        if (!options.created) yield current;
      } else if (step.now === -1) {
        const saved = then.entry(step.saved);
        onDifference?.({ kind: 'deletedSince', saved });
        if (options.deleted) yield saved;
      } else {
        const current = now.entry(step.now);
        const saved = then.entry(step.saved);
        if (onDifference && !sameText(current, saved)) {
          onDifference({ kind: 'updatedSince', current, saved });
        }
        yield options.updated ? saved : current;
      }
    }
  }
  return FrozenRecords.fromEntries(merged(), now.size + then.size);
}
