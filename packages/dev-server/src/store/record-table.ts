/**
 * The records of one sheet, kept compact: each record is stored once, as the JSON text the
 * records API answers with, next to an ordered id array, an id → position map and one flag byte.
 * A million records of ten string fields is a million strings, not ten million cell objects, and
 * a page is a slice of ready-made JSON. Deletes leave tombstones that are compacted lazily.
 * @module
 */
import type { RecordCounts, StoredRecord } from './entities';

/** Which records a page read selects. */
export interface RecordQuery {
  pageSize: number;
  pageNumber: number;
  filter?: 'valid' | 'error' | 'all' | 'none';
  filterField?: string;
  searchValue?: string;
  searchField?: string;
  ids?: string[];
}

const LIVE = 1;
const VALID = 2;

function errorFieldsOf(record: StoredRecord): string[] | undefined {
  const fields: string[] = [];
  for (const [key, cell] of Object.entries(record.values)) if (!cell.valid) fields.push(key);
  return fields.length > 0 ? fields : undefined;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/** One sheet's records; see the module comment for the layout. */
export class RecordTable {
  private ids: (string | undefined)[] = [];
  private json: string[] = [];
  private flags = new Uint8Array(1024);
  private readonly positions = new Map<string, number>();
  /** Keys of the cells with an error, only for invalid records (by position). */
  private errorFields = new Map<number, string[]>();
  private tombstones = 0;
  private validCount = 0;
  /** Invalid records per field key, kept up to date so counts are O(fields). */
  private readonly fieldErrorCounts = new Map<string, number>();

  get size(): number {
    return this.positions.size;
  }

  has(id: string): boolean {
    return this.positions.has(id);
  }

  /** Appends records (their ids must be new); returns their JSON text. */
  insert(records: StoredRecord[]): string[] {
    const texts: string[] = [];
    this.reserve(this.ids.length + records.length);
    for (const record of records) {
      const position = this.ids.length;
      const text = JSON.stringify(record);
      this.ids.push(record.id);
      this.json.push(text);
      this.positions.set(record.id, position);
      this.setState(position, record);
      texts.push(text);
    }
    return texts;
  }

  /** The stored record, parsed (undefined when the id is unknown). */
  get(id: string): StoredRecord | undefined {
    const position = this.positions.get(id);
    if (position === undefined) return undefined;
    return JSON.parse(this.json[position] as string) as StoredRecord;
  }

  /** Replaces stored records by id (every id must exist). */
  replace(records: StoredRecord[]): void {
    for (const record of records) {
      const position = this.positions.get(record.id);
      if (position === undefined) throw new Error(`importkit/dev-server: no record ${record.id}`);
      this.forget(position);
      this.json[position] = JSON.stringify(record);
      this.setState(position, record);
    }
  }

  /** Deletes the records with these ids; returns the ids that existed. */
  delete(ids: string[]): string[] {
    const deleted: string[] = [];
    for (const id of ids) {
      const position = this.positions.get(id);
      if (position === undefined) continue;
      this.forget(position);
      this.positions.delete(id);
      this.ids[position] = undefined;
      this.json[position] = '';
      this.tombstones++;
      deleted.push(id);
    }
    return deleted;
  }

  counts(): RecordCounts {
    const errorsByField: Record<string, number> = {};
    for (const [field, count] of this.fieldErrorCounts) if (count > 0) errorsByField[field] = count;
    const total = this.positions.size;
    return { total, valid: this.validCount, error: total - this.validCount, errorsByField };
  }

  /** The JSON text of one page of records, in insertion order. */
  page(query: RecordQuery): string[] {
    const offset = (query.pageNumber - 1) * query.pageSize;
    const filtered =
      query.ids !== undefined ||
      query.searchValue !== undefined ||
      query.filter === 'valid' ||
      query.filter === 'error';
    if (!filtered) {
      // Positions are only dense after compaction; then a page is a plain slice: O(page).
      if (this.tombstones > 0) this.compact();
      return this.json.slice(offset, offset + query.pageSize);
    }
    const matches = this.matcher(query);
    const page: string[] = [];
    let skipped = 0;
    for (const position of this.candidates(query)) {
      if (!matches(position)) continue;
      if (skipped < offset) {
        skipped++;
        continue;
      }
      page.push(this.json[position] as string);
      if (page.length >= query.pageSize) break;
    }
    return page;
  }

  private *candidates(query: RecordQuery): Iterable<number> {
    if (query.ids === undefined) {
      for (let position = 0; position < this.ids.length; position++) {
        if (((this.flags[position] ?? 0) & LIVE) !== 0) yield position;
      }
      return;
    }
    const positions = new Set<number>();
    for (const id of query.ids) {
      const position = this.positions.get(id);
      if (position !== undefined) positions.add(position);
    }
    yield* [...positions].sort((a, b) => a - b);
  }

  private matcher(query: RecordQuery): (position: number) => boolean {
    const tests: ((position: number) => boolean)[] = [];
    const field = query.filterField;
    if (query.filter === 'valid' || query.filter === 'error') {
      const wantValid = query.filter === 'valid';
      tests.push((position) => {
        const isValid =
          field === undefined
            ? this.isValidAt(position)
            : !this.errorFields.get(position)?.includes(field);
        return isValid === wantValid;
      });
    }
    if (query.searchValue !== undefined) {
      const needle = query.searchValue.toLowerCase();
      // The JSON text contains the value (JSON-escaped): a cheap pre-check before parsing.
      const escaped = JSON.stringify(needle).slice(1, -1);
      const only = query.searchField;
      tests.push((position) => {
        const text = this.json[position] as string;
        if (!text.toLowerCase().includes(escaped)) return false;
        const record = JSON.parse(text) as StoredRecord;
        return Object.entries(record.values).some(
          ([key, cell]) =>
            (only === undefined || key === only) &&
            cellText(cell.value).toLowerCase().includes(needle),
        );
      });
    }
    return (position) => tests.every((test) => test(position));
  }

  private isValidAt(position: number): boolean {
    return ((this.flags[position] ?? 0) & VALID) !== 0;
  }

  /** Adds a record's state to the flags and counts (its position must be blank). */
  private setState(position: number, record: StoredRecord): void {
    this.flags[position] = LIVE | (record.valid ? VALID : 0);
    if (record.valid) this.validCount++;
    const fields = errorFieldsOf(record);
    if (!fields) return;
    this.errorFields.set(position, fields);
    for (const field of fields) {
      this.fieldErrorCounts.set(field, (this.fieldErrorCounts.get(field) ?? 0) + 1);
    }
  }

  /** Removes a record's state from the flags and counts. */
  private forget(position: number): void {
    if (this.isValidAt(position)) this.validCount--;
    this.flags[position] = 0;
    for (const field of this.errorFields.get(position) ?? []) {
      this.fieldErrorCounts.set(field, (this.fieldErrorCounts.get(field) ?? 1) - 1);
    }
    this.errorFields.delete(position);
  }

  private reserve(capacity: number): void {
    if (capacity <= this.flags.length) return;
    let size = this.flags.length;
    while (size < capacity) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.flags);
    this.flags = grown;
  }

  /** Drops tombstones so that positions are dense again. */
  private compact(): void {
    const ids: string[] = [];
    const json: string[] = [];
    const flags = new Uint8Array(Math.max(1024, this.positions.size));
    const errorFields = new Map<number, string[]>();
    for (let position = 0; position < this.ids.length; position++) {
      const id = this.ids[position];
      if (id === undefined) continue;
      const next = ids.length;
      ids.push(id);
      json.push(this.json[position] as string);
      flags[next] = this.flags[position] ?? 0;
      this.positions.set(id, next);
      const fields = this.errorFields.get(position);
      if (fields) errorFields.set(next, fields);
    }
    this.ids = ids;
    this.json = json;
    this.flags = flags;
    this.errorFields = errorFields;
    this.tombstones = 0;
  }
}
