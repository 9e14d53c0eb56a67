/**
 * The records of one sheet, kept compact: each record is stored once, as the UTF-8 JSON text the
 * records API answers with (followed by a comma), in a byte arena outside the JS heap: every cell
 * with its `messages` (`[]` when none, see `withCellMessages`), so a page is the stored text as it
 * is. Next to it
 * the ids in insertion order (as numbers, see record-ids.ts; an id's position is a binary search),
 * one flag byte and an arena location per record.
 * A page in insertion order is a few slices of arena memory, not a million objects. Deletes
 * leave tombstones that are compacted lazily.
 * @module
 */
import { type ArenaSizes, ByteArena } from './byte-arena';
import type { RecordCounts, StoredRecord } from './entities';
import { FrozenRecords } from './frozen-records';
import { GrowableColumns } from './growable-columns';
import { RecordIds } from './record-ids';
import { compareSortKeys, type SortKey, sortKeyOf } from './record-order';
import {
  compareRecordIds,
  type RecordQuery,
  type RecordSelection,
  recordMatcher,
} from './record-query';
import { type Splice, SplicedWrites } from './spliced-writes';
import { decodeString, type ScannedRecords } from './stored-records-scan';

export type { RecordQuery } from './record-query';

// ---- Text-level rewrites (`rewriteText`): a record changed by splicing its stored text. ----

/** What `rewriteText` shows of one record: its stored JSON text in place, and its state. */
export interface StoredText {
  id: string;
  /** The record's text is bytes [start, end) of `bytes` (its trailing comma excluded). */
  bytes: Buffer;
  start: number;
  end: number;
  /** The keys of its cells in error (undefined: none). */
  errorFields: readonly string[] | undefined;
}

/** One splice of a record's text: bytes [from, to) of its `bytes` are replaced by `with`. */
export type TextSplice = Splice;

/**
 * A record's new version: its text with splices (in order, not overlapping) and the state the
 * new text has, or, for a record the caller parsed, the whole new record.
 */
export type TextRewrite =
  | { splices: TextSplice[]; valid: boolean; errorFields: string[] | undefined }
  | { record: StoredRecord };

/** The records a query selects, frozen, and their order (see `RecordTable.view`). */
export interface RecordView {
  records: FrozenRecords;
  /** Indexes into `records`, in the query's order. */
  order: Uint32Array;
}

/** The record a `StoredText` holds, parsed. */
export function parseStoredText(text: StoredText): StoredRecord {
  return JSON.parse(text.bytes.toString('utf8', text.start, text.end)) as StoredRecord;
}

const LIVE = 1;
const VALID = 2;
const COMMA = 0x2c;
const EMPTY = Buffer.alloc(0);

/**
 * Gives every cell of a record that has no `messages` an empty list, in place: the hosted records
 * API answers every cell with `messages`, and a page is the stored text as it is, so the text must
 * hold them. Every record stored as an object passes through here, so a writer that leaves an
 * empty list out (or a state file saved before cells always had one) cannot store a cell without.
 */
export function withCellMessages(record: StoredRecord): StoredRecord {
  const values = record.values;
  for (const key in values) {
    const cell = values[key];
    if (cell !== undefined && cell.messages === undefined) cell.messages = [];
  }
  return record;
}

function errorFieldsOf(record: StoredRecord): string[] | undefined {
  const fields: string[] = [];
  for (const key in record.values) if (!record.values[key]?.valid) fields.push(key);
  return fields.length > 0 ? fields : undefined;
}

/** One sheet's records; see the module comment for the layout. */
export class RecordTable {
  /** The id of every position, a deleted record's too (until compaction): see `positionOf`. */
  private ids = new RecordIds();
  private arena: ByteArena;
  /** Per position: flags (live, valid) and the arena location of the record's text. */
  private columns = new GrowableColumns();
  /** Keys of the cells with an error, only for invalid records (by position). */
  private errorFields = new Map<number, string[]>();
  /** Invalid records per field key, kept up to date so counts are O(fields). */
  private readonly fieldErrorCounts = new Map<string, number>();
  private tombstones = 0;
  private validCount = 0;
  /** The id inserted last (maybe deleted since): a new id must order after it, see `page`. */
  private lastInsertedId: string | undefined;
  /** Grows with every write: an index kept beside the table knows from it whether it missed one. */
  private writes = 0;

  constructor(arenaSizes?: ArenaSizes) {
    this.arena = new ByteArena(arenaSizes);
  }

  get size(): number {
    return this.ids.length - this.tombstones;
  }

  /** The position of a live record's id (undefined when no live record has it). */
  private positionOf(id: string): number | undefined {
    const position = this.ids.search(id);
    return position >= 0 && (this.columns.flagsAt(position) & LIVE) !== 0 ? position : undefined;
  }

  /** How many writes changed the table so far (see `RecordStore.writeCount`). */
  get writeCount(): number {
    return this.writes;
  }

  /** Appends records (their ids must be new); returns their JSON like `page` does. */
  insert(records: StoredRecord[]): Buffer[] {
    // Serialize the whole batch before touching anything: a batch is stored whole or not at all.
    const texts = records.map((record) => JSON.stringify(withCellMessages(record)));
    const first = this.appendIds(records.map((record) => record.id));
    const added: number[] = [];
    for (let index = 0; index < records.length; index++) {
      const position = first + index;
      this.columns.place(position, this.arena.append(texts[index] as string, COMMA));
      this.setState(position, records[index] as StoredRecord);
      added.push(position);
    }
    return this.chunks(added);
  }

  /**
   * Appends records whose text (with its trailing comma) `write` puts straight into the arena
   * (see `ByteArena.appendWritten`), ids new and in order, every cell valid with empty `messages`:
   * rows read from a file are written from their packed bytes, never built as objects. Returns
   * their JSON like `page` does.
   */
  insertValidWritten(
    ids: string[],
    bound: (index: number) => number,
    write: (index: number, slab: Buffer, at: number) => number,
  ): Buffer[] {
    const first = this.appendIds(ids);
    const added: number[] = new Array(ids.length);
    this.arena.appendWritten(ids.length, bound, write, (index, slab, offset, length) => {
      this.columns.placeAt(first + index, slab, offset, length);
      this.setStateOf(first + index, true, undefined);
      added[index] = first + index;
    });
    return this.chunks(added);
  }

  /**
   * Appends records given as their stored text (ids new and in order), copied as it is: the
   * scan (see stored-records-scan.ts) checked that it is exactly what `insert` would store for
   * them, so nothing is parsed or serialized.
   */
  insertScanned(records: ScannedRecords): void {
    const first = this.appendIdTexts(records);
    const { valid, errorFields } = records;
    this.arena.appendJoined(
      records.bytes,
      records.starts,
      records.ends,
      COMMA,
      (index, slab, offset, length) => {
        this.columns.placeAt(first + index, slab, offset, length);
        this.setStateOf(first + index, valid[index] === 1, errorFields.get(index));
      },
    );
  }

  /** Checks and appends new ids (their texts follow); returns the position of the first. */
  private appendIds(ids: string[]): number {
    this.lastInsertedId = this.checkInsertionOrder(ids);
    this.writes++;
    const first = this.ids.length;
    this.columns.reserve(first + ids.length);
    for (const id of ids) this.ids.push(id);
    return first;
  }

  /**
   * `appendIds` for ids given as their JSON text (see `ScannedRecords`), kept from the text: an
   * id is built as a string only when it is not of the dev server's shape, or to be compared with
   * the id inserted last. The ids are appended as they are checked, and dropped again when one
   * does not order after the one before it: the batch is refused whole.
   */
  private appendIdTexts(records: ScannedRecords): number {
    const { bytes, idStarts, idEnds } = records;
    const count = idStarts.length;
    const first = this.ids.length;
    for (let index = 0; index < count; index++) {
      const start = idStarts[index] as number;
      const end = idEnds[index] as number;
      if (!this.ids.pushText(bytes, start, end)) this.ids.push(decodeString(bytes, start, end));
      const position = first + index;
      const order =
        index > 0
          ? this.ids.compare(position, position - 1)
          : this.lastInsertedId === undefined
            ? 1
            : compareRecordIds(this.ids.at(position), this.lastInsertedId);
      if (order <= 0) {
        const before = index > 0 ? this.ids.at(position - 1) : this.lastInsertedId;
        const id = this.ids.at(position);
        this.ids.truncate(first);
        throw new Error(`importkit/dev-server: record id ${id} does not order after ${before}`);
      }
    }
    if (count > 0) this.lastInsertedId = this.ids.at(first + count - 1);
    this.writes++;
    this.columns.reserve(first + count);
    return first;
  }

  /** Checks that the ids come in insertion order (see `page`); returns the last. */
  private checkInsertionOrder(ids: string[]): string | undefined {
    let last = this.lastInsertedId;
    for (const id of ids) {
      if (last !== undefined && compareRecordIds(id, last) <= 0) {
        throw new Error(`importkit/dev-server: record id ${id} does not order after ${last}`);
      }
      last = id;
    }
    return last;
  }

  /** The stored record, parsed (undefined when the id is unknown). */
  get(id: string): StoredRecord | undefined {
    const position = this.positionOf(id);
    return position === undefined ? undefined : (JSON.parse(this.text(position)) as StoredRecord);
  }

  /**
   * The stored text of the record with this id (its trailing comma excluded), in place in the
   * arena, or undefined when no live record has it. Valid until the table is next written.
   */
  storedText(id: string): Buffer | undefined {
    const position = this.positionOf(id);
    if (position === undefined) return undefined;
    const { slab, offset, length } = this.columns.locationAt(position);
    return this.arena.view(slab, offset, length - 1);
  }

  /**
   * Replaces records by id (every id must exist, none twice) with text `write` puts straight into
   * the arena, as `insertValidWritten` does for new ones: every new text is a valid record, every
   * cell valid. `write` may read the records' old texts (`storedText`): they stay where they are
   * until the last is written. A `write` that returns `at` (nothing written) leaves that record as
   * it is stored. Returns the ids of the records replaced.
   */
  replaceValidWritten(
    ids: string[],
    bound: (index: number) => number,
    write: (index: number, slab: Buffer, at: number) => number,
  ): string[] {
    const positions = ids.map((id) => {
      const position = this.positionOf(id);
      if (position === undefined) throw new Error(`importkit/dev-server: no record ${id}`);
      return position;
    });
    if (new Set(positions).size !== positions.length) {
      throw new Error('importkit/dev-server: a record is replaced twice in one batch');
    }
    this.writes++;
    const replaced: string[] = [];
    this.arena.appendWritten(ids.length, bound, write, (index, slab, offset, length) => {
      if (length === 0) return;
      replaced.push(ids[index] as string);
      const position = positions[index] as number;
      this.forget(position);
      this.arena.release(this.columns.lengthAt(position));
      this.columns.placeAt(position, slab, offset, length);
      this.setStateOf(position, true, undefined);
    });
    if (this.arena.worthCompacting) this.compact();
    return replaced;
  }

  /** Replaces stored records by id (every id must exist). */
  replace(records: StoredRecord[]): void {
    // Check and serialize the whole batch before touching anything, as `insert` does.
    const texts = records.map((record) => {
      if (this.positionOf(record.id) === undefined) {
        throw new Error(`importkit/dev-server: no record ${record.id}`);
      }
      return JSON.stringify(withCellMessages(record));
    });
    this.writes++;
    for (const [index, record] of records.entries()) {
      const position = this.positionOf(record.id) as number;
      this.forget(position);
      this.arena.release(this.columns.lengthAt(position));
      this.columns.place(position, this.arena.append(texts[index] as string, COMMA));
      this.setState(position, record);
    }
    if (this.arena.worthCompacting) this.compact();
  }

  /**
   * Rewrites records one at a time, in insertion order, without building the whole sheet as
   * objects: a record whose text `mightChange` rejects is not even parsed; `change` returns the
   * record's new version, or undefined to leave it. `change` must not throw after its first
   * rewrite (check first): a rewrite is not undone. With `selection`, only the records it
   * selects (as a page would) are visited.
   */
  rewrite(
    mightChange: (text: string) => boolean,
    change: (record: StoredRecord) => StoredRecord | undefined,
    selection?: RecordSelection & { ids?: string[] },
  ): void {
    this.rewriteText((text) => {
      const json = text.bytes.toString('utf8', text.start, text.end);
      if (!mightChange(json)) return undefined;
      const next = change(JSON.parse(json) as StoredRecord);
      return next === undefined ? undefined : { record: next };
    }, selection);
  }

  /**
   * Visits the records `selection` selects (every record without one) in insertion order, parsing
   * only those whose text `mightMatch` lets through.
   */
  scan(
    mightMatch: (text: string) => boolean,
    visit: (record: StoredRecord) => void,
    selection?: RecordSelection & { ids?: string[] },
  ): void {
    const selected = selection && recordMatcher(selection, this.facts());
    for (const position of this.candidates(selection ?? {}, 0)) {
      if (selected && !selected(position)) continue;
      const text = this.text(position);
      if (mightMatch(text)) visit(JSON.parse(text) as StoredRecord);
    }
  }

  /** Deletes the records with these ids; returns the ids that existed. */
  delete(ids: string[]): string[] {
    const deleted: string[] = [];
    for (const id of ids) {
      const position = this.positionOf(id);
      if (position === undefined) continue;
      this.writes++;
      this.forget(position);
      this.arena.release(this.columns.lengthAt(position));
      this.tombstones++;
      deleted.push(id);
    }
    if (this.arena.worthCompacting) this.compact();
    return deleted;
  }

  counts(): RecordCounts {
    const errorsByField: Record<string, number> = {};
    for (const [field, count] of this.fieldErrorCounts) if (count > 0) errorsByField[field] = count;
    const total = this.size;
    return { total, valid: this.validCount, error: total - this.validCount, errorsByField };
  }

  /**
   * One page, in insertion order: the records' JSON text separated by commas, as byte chunks.
   * With `after`, the page starts after that record's place in insertion order; ids order as they
   * were inserted (`compareRecordIds`), so a deleted record's place is found from its id alone.
   */
  page(query: RecordQuery): Buffer[] {
    return this.chunks(this.pagePositions(query));
  }

  /**
   * Every record `query` selects (its paging aside), in the order a page has them, over the
   * records frozen as they are now: `order` holds indexes into `records`. A view stays as it was
   * while the table changes, so a caller may read it a batch at a time.
   */
  view(query: Omit<RecordQuery, 'pageSize' | 'pageNumber' | 'after'>): RecordView {
    // Frozen first: it compacts, so the positions below are the frozen records' indexes.
    const records = this.freeze();
    // One page of every record: a finite size, since page 1 skips 0 × pageSize (NaN for Infinity).
    const selected = { ...query, pageSize: Number.MAX_SAFE_INTEGER, pageNumber: 1 };
    return { records, order: Uint32Array.from(this.pagePositions(selected)) };
  }

  /** The positions of one page, in its order (see `page`). */
  private pagePositions(query: RecordQuery): number[] {
    // Positions are only dense after compaction; then a page is a range (O(page)) and the place
    // of `after` a binary search.
    if (this.tombstones > 0) this.compact();
    const first = query.after === undefined ? 0 : this.positionAfter(query.after);
    if (query.sortField !== undefined) return this.sortedPage(query, first);
    const offset = first + (query.pageNumber - 1) * query.pageSize;
    const filtered =
      query.excludeReadOnly === true ||
      query.ids !== undefined ||
      query.searchValue !== undefined ||
      query.matches !== undefined ||
      query.exceptIds !== undefined ||
      query.filter === 'valid' ||
      query.filter === 'error';
    if (!filtered) {
      const end = Math.min(this.ids.length, offset + query.pageSize);
      const range: number[] = [];
      for (let position = offset; position < end; position++) range.push(position);
      return range;
    }
    const matches = recordMatcher(query, this.facts());
    const page: number[] = [];
    let skipped = 0;
    const toSkip = (query.pageNumber - 1) * query.pageSize;
    for (const position of this.candidates(query, first)) {
      if (!matches(position)) continue;
      if (skipped < toSkip) {
        skipped++;
        continue;
      }
      page.push(position);
      if (page.length >= query.pageSize) break;
    }
    return page;
  }

  /**
   * The positions of one page sorted by `sortField`: every selected record is read for its key
   * (a sorted read costs a pass over the sheet), then ordered stably and cut to the page.
   */
  private sortedPage(query: RecordQuery, first: number): number[] {
    const field = query.sortField as string;
    const direction = query.sortDirection ?? 'asc';
    const matches = recordMatcher(query, this.facts());
    const positions: number[] = [];
    const keys: SortKey[] = [];
    for (const position of this.candidates(query, first)) {
      if (!matches(position)) continue;
      positions.push(position);
      keys.push(sortKeyOf(JSON.parse(this.text(position)) as StoredRecord, field));
    }
    const order = positions.map((_, index) => index);
    // Positions ascend: equal keys keep insertion order.
    order.sort((a, b) => compareSortKeys(keys[a], keys[b], direction) || a - b);
    const start = (query.pageNumber - 1) * query.pageSize;
    return order.slice(start, start + query.pageSize).map((index) => positions[index] as number);
  }

  /** The first position after the place of `id` in insertion order (positions must be dense). */
  private positionAfter(id: string): number {
    const position = this.ids.search(id);
    return position >= 0 ? position + 1 : -1 - position;
  }

  /** What a query's predicate may ask about the record at a position. */
  private facts() {
    return {
      isValid: (position: number) => this.isValidAt(position),
      errorFields: (position: number) => this.errorFields.get(position),
      text: (position: number) => this.text(position),
    };
  }

  private text(position: number): string {
    const { slab, offset, length } = this.columns.locationAt(position);
    return this.arena.read(slab, offset, length);
  }

  /** Arena slices covering the records at these positions; neighbours in memory share a slice. */
  private chunks(positions: number[]): Buffer[] {
    const chunks: Buffer[] = [];
    let run: { slab: number; start: number; end: number } | undefined;
    const flush = () => {
      if (run) chunks.push(this.arena.view(run.slab, run.start, run.end - run.start));
    };
    for (const position of positions) {
      const { slab, offset, length } = this.columns.locationAt(position);
      if (run && run.slab === slab && run.end === offset) {
        run.end += length;
        continue;
      }
      flush();
      run = { slab, start: offset, end: offset + length };
    }
    flush();
    // Every record is stored with a trailing comma: drop the last one.
    const last = chunks.length - 1;
    if (last >= 0) chunks[last] = (chunks[last] as Buffer).subarray(0, -1);
    return chunks;
  }

  private *candidates(query: { ids?: string[] }, first: number): Iterable<number> {
    if (query.ids === undefined) {
      for (let position = first; position < this.ids.length; position++) {
        if ((this.columns.flagsAt(position) & LIVE) !== 0) yield position;
      }
      return;
    }
    const positions = new Set<number>();
    for (const id of query.ids) {
      const position = this.positionOf(id);
      if (position !== undefined && position >= first) positions.add(position);
    }
    yield* [...positions].sort((a, b) => a - b);
  }

  private isValidAt(position: number): boolean {
    return (this.columns.flagsAt(position) & VALID) !== 0;
  }

  /** Adds a record's state to the flags and counts (its position must be blank). */
  private setState(position: number, record: StoredRecord): void {
    this.setStateOf(position, record.valid, errorFieldsOf(record));
  }

  private setStateOf(position: number, valid: boolean, fields: string[] | undefined): void {
    this.columns.setFlags(position, LIVE | (valid ? VALID : 0));
    if (valid) this.validCount++;
    if (!fields) return;
    this.errorFields.set(position, fields);
    for (const field of fields) {
      this.fieldErrorCounts.set(field, (this.fieldErrorCounts.get(field) ?? 0) + 1);
    }
  }

  /** Removes a record's state from the flags and counts. */
  private forget(position: number): void {
    if (this.isValidAt(position)) this.validCount--;
    this.columns.setFlags(position, 0);
    for (const field of this.errorFields.get(position) ?? []) {
      this.fieldErrorCounts.set(field, (this.fieldErrorCounts.get(field) ?? 1) - 1);
    }
    this.errorFields.delete(position);
  }

  /** The records as they are now, sharing their text with the table (see `FrozenRecords`). */
  freeze(): FrozenRecords {
    if (this.tombstones > 0) this.compact();
    const count = this.ids.length;
    const slabIndexes = new Uint32Array(count);
    const offsets = new Uint32Array(count);
    const lengths = new Uint32Array(count);
    const validity = new Uint8Array(count);
    for (let position = 0; position < count; position++) {
      const { slab, offset, length } = this.columns.locationAt(position);
      slabIndexes[position] = slab;
      offsets[position] = offset;
      lengths[position] = length;
      validity[position] = this.isValidAt(position) ? 1 : 0;
    }
    return new FrozenRecords(
      this.arena.slabList(),
      this.ids.copy(),
      slabIndexes,
      offsets,
      lengths,
      validity,
      new Map(this.errorFields),
    );
  }

  /**
   * Replaces every record with the frozen ones (a snapshot restore), sharing their text. Ids
   * inserted from now on still order after every id inserted before.
   */
  load(frozen: FrozenRecords): void {
    const count = frozen.size;
    const columns = new GrowableColumns();
    columns.reserve(count);
    const ids = frozen.copyIds();
    this.errorFields = new Map();
    this.fieldErrorCounts.clear();
    this.validCount = 0;
    let liveBytes = 0;
    for (let position = 0; position < count; position++) {
      const location = frozen.location(position);
      columns.place(position, location);
      liveBytes += location.length;
    }
    this.columns = columns;
    this.ids = ids;
    this.tombstones = 0;
    this.writes++;
    this.arena = ByteArena.over(frozen.slabs, this.arena.sizes, liveBytes);
    for (let position = 0; position < count; position++) {
      this.setStateOf(position, frozen.isValid(position), frozen.errorFieldsAt(position));
    }
    if (this.arena.worthCompacting) this.compact();
  }

  /**
   * Drops tombstones so positions are dense again and, when the arena is mostly garbage, drops
   * its garbage: slabs still mostly live are kept as they are, the live texts of the others are
   * copied anew (see `ByteArena.keepLiveSlabs`).
   */
  private compact(): void {
    const ids = new RecordIds();
    const columns = new GrowableColumns();
    columns.reserve(this.size);
    let arena = this.arena;
    let slabMap: Int32Array | undefined;
    if (this.arena.worthCompacting) {
      ({ arena, slabMap } = this.arena.keepLiveSlabs(this.liveBytesBySlab()));
    }
    for (let position = 0; position < this.ids.length; position++) {
      if ((this.columns.flagsAt(position) & LIVE) === 0) continue;
      const next = ids.length;
      ids.pushFrom(this.ids, position);
      const { slab, offset, length } = this.columns.locationAt(position);
      const kept = slabMap === undefined ? slab : (slabMap[slab] as number);
      if (kept === -1)
        columns.place(next, arena.appendBytes(this.arena.view(slab, offset, length)));
      else columns.placeAt(next, kept, offset, length);
      columns.setFlags(next, this.columns.flagsAt(position));
      if (next === position) continue;
      // Positions only move down, in order: `next` was vacated (a tombstone's, or moved down too).
      const fields = this.errorFields.get(position);
      if (fields) {
        this.errorFields.set(next, fields);
        this.errorFields.delete(position);
      }
    }
    this.ids = ids;
    this.columns = columns;
    this.arena = arena;
    this.tombstones = 0;
  }

  /** How many bytes of live text each slab of the arena holds. */
  private liveBytesBySlab(): Float64Array {
    const live = new Float64Array(this.arena.slabCount);
    for (let position = 0; position < this.ids.length; position++) {
      if ((this.columns.flagsAt(position) & LIVE) === 0) continue;
      const slab = this.columns.slabAt(position);
      live[slab] = (live[slab] as number) + this.columns.lengthAt(position);
    }
    return live;
  }

  // ---- Text-level rewrites (see `StoredText`) ----

  /**
   * Rewrites records one at a time, in insertion order: `change` sees each record's stored text
   * in place (nothing decoded or parsed unless it does so itself) and answers with splices of it
   * or a whole new record (`rewrite` is this, parsing), or undefined to leave it: a rewrite that
   * touches one cell of a million records then costs a walk of their bytes. `change` must not
   * throw after its first rewrite (check first). With `selection`, only the records it selects
   * (as a page would) are visited.
   */
  rewriteText(
    change: (text: StoredText) => TextRewrite | undefined,
    selection?: RecordSelection & { ids?: string[] },
  ): void {
    const selected = selection && recordMatcher(selection, this.facts());
    // Rewritten text goes to new places: the slabs holding the texts still to visit stay.
    const slabs = this.arena.slabList();
    // What a selection goes through is not known up front: no slab is sized for it.
    const writes = new SplicedWrites(this.arena, selection ? 0 : this.arena.liveBytes);
    // One object for every record: `change` reads it during its call only.
    const text: StoredText = { id: '', bytes: EMPTY, start: 0, end: 0, errorFields: undefined };
    // A throwing `change` must not leave rewritten records pointing at bytes not yet copied.
    try {
      for (const position of this.candidates(selection ?? {}, 0)) {
        if (selected && !selected(position)) continue;
        const offset = this.columns.offsetAt(position);
        const length = this.columns.lengthAt(position);
        text.id = this.ids.at(position);
        text.bytes = slabs[this.columns.slabAt(position)] as Buffer;
        text.start = offset;
        text.end = offset + length - 1;
        text.errorFields = this.errorFields.get(position);
        const next = change(text);
        if (next === undefined || 'record' in next) writes.pass(length);
        if (next === undefined) continue;
        this.writes++;
        // Serialized before anything changes: a record that cannot be stays as it was.
        const recordText =
          'record' in next ? JSON.stringify(withCellMessages(next.record)) : undefined;
        this.forget(position);
        this.arena.release(length);
        if ('record' in next) {
          this.columns.place(position, this.arena.append(recordText as string, COMMA));
          this.setState(position, next.record);
          continue;
        }
        // The splices, then the rest of the text with its trailing comma.
        writes.write(text.bytes, offset, offset + length, next.splices);
        const { slab, offset: at, length: written } = writes.written;
        this.columns.placeAt(position, slab, at, written);
        const errorFields = next.errorFields?.length ? next.errorFields : undefined;
        this.setStateOf(position, next.valid, errorFields);
      }
    } finally {
      writes.flush();
    }
    if (this.arena.worthCompacting) this.compact();
  }
}
