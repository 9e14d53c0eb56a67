/**
 * The floor of record writes: the dev server's in-memory store on its own, in this process, with
 * no HTTP, no validation, no events and no commits. A request body becomes stored records by
 * `JSON.parse`, an id each and every cell valid; the store's `insert` does the
 * rest. Benchmarks whose floor is "the same bodies parsed and inserted into the store" share it,
 * and it uses our own code (the store) on both sides.
 * @module
 */
import { createIdGenerator, type IdSource } from '../../packages/dev-server/src/runtime/ids';
import type { DevStore } from '../../packages/dev-server/src/store/dev-store';
import type { StoredCell, StoredRecord } from '../../packages/dev-server/src/store/entities';
import { createMemoryStore } from '../../packages/dev-server/src/store/memory-store';

/** A store of its own and the record ids it hands out (in the dev server's shape and order). */
export interface FloorStore {
  readonly store: DevStore;
  readonly nextId: IdSource;
  /** Creates an empty sheet and returns its id. */
  createSheet(): string;
  /**
   * Inserts `body` once into a sheet dropped right after, untimed: the floor's first timed
   * batch then runs warm code, as the server's do once it served a few requests.
   */
  warmUp(body: string): void;
  /**
   * Parses a records request body (`[{ field: { value } }, …]`) and inserts it. With `unique`,
   * the values of its field are also looked up in and added to `unique.seen` (a plain Set: the
   * least a unique rule costs), the records whose value was seen marked invalid.
   */
  insertBody(
    sheetId: string,
    body: string,
    unique?: { field: string; seen: Set<unknown> },
  ): StoredRecord[];
}

export function createFloorStore(): FloorStore {
  const store = createMemoryStore();
  const nextId = createIdGenerator();
  return {
    store,
    nextId,
    createSheet() {
      const sheetId = nextId('us_sh_');
      store.records.createSheet(sheetId);
      return sheetId;
    },
    warmUp(body) {
      const sheetId = this.createSheet();
      this.insertBody(sheetId, body);
      store.records.dropSheet(sheetId);
    },
    insertBody(sheetId, body, unique) {
      const records = recordsOfBody(body, nextId);
      if (unique) {
        for (const record of records) {
          const cell = record.values[unique.field];
          if (unique.seen.has(cell?.value)) {
            if (cell) cell.valid = false;
            record.valid = false;
          } else unique.seen.add(cell?.value);
        }
      }
      store.records.insert(sheetId, records);
      return records;
    },
  };
}

/**
 * A records request body as stored records: parsed once, each cell made in the shape the store
 * keeps (a fresh object with every property at once is cheaper to serialize than the parsed one
 * grown property by property).
 */
export function recordsOfBody(body: string, nextId: IdSource): StoredRecord[] {
  const input = JSON.parse(body) as Record<string, { value?: unknown }>[];
  const records: StoredRecord[] = new Array(input.length);
  for (let index = 0; index < input.length; index++) {
    const cells = input[index] as Record<string, { value?: unknown }>;
    const values: Record<string, StoredCell> = {};
    for (const key in cells) values[key] = storedCell(cells[key]?.value);
    records[index] = { id: nextId('us_rc_'), values, valid: true };
  }
  return records;
}

/** A valid cell with no messages, as the store keeps it. */
export const storedCell = (value: unknown): StoredCell => ({ value, valid: true, messages: [] });
