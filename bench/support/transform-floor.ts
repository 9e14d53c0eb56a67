/**
 * The floor of bench/transform.ts, run in a process of its own: what a transform must do, done
 * inside a store with nothing else around it. The store (the dev server's own, see store-floor.ts)
 * holds a source sheet of the same records; each run reads the source's stored records a page at
 * a time (one `JSON.parse` per page of stored text), applies the same `assign` rules in plain JS
 * and writes the results through the store: inserted on the first run, replaced in place keeping
 * their ids (`keepRecordIds: true`), or the earlier ones deleted and new ones inserted (`false`).
 * No HTTP, job, snapshot, events, lineage or checks.
 * @module
 */
import type { StoredCell, StoredRecord } from '../../packages/dev-server/src/store/entities';
import { type FloorStore, storedCell } from './store-floor';

/** Records per page read: the transform's own step, and on this machine cheaper than larger pages. */
const PAGE_SIZE = 1000;

/** How a run writes the destination (see the module comment). */
export type TransformWrite = 'insert' | 'replace' | 'delete-and-insert';

/** The source records, `[source key, destination key]` pairs of the rules, the destination. */
export interface TransformFloorSheets {
  floor: FloorStore;
  sourceSheetId: string;
  destinationSheetId: string;
  rules: readonly (readonly [string, string])[];
}

/** Reads every source record page by page and hands each page, parsed, to `visit`. */
function readSource(floor: FloorStore, sheetId: string, visit: (page: StoredRecord[]) => void) {
  let after: string | undefined;
  for (;;) {
    const chunks = floor.store.records.page(sheetId, { pageSize: PAGE_SIZE, pageNumber: 1, after });
    if (chunks.length === 0) return;
    const page = JSON.parse(`[${Buffer.concat(chunks).toString('utf8')}]`) as StoredRecord[];
    if (page.length === 0) return;
    visit(page);
    after = page.at(-1)?.id;
  }
}

/**
 * One run; `made` holds the destination ids of the run before (empty before the first). Returns
 * the destination ids of this run.
 */
export function transformInStore(
  { floor, sourceSheetId, destinationSheetId, rules }: TransformFloorSheets,
  write: TransformWrite,
  made: string[],
): string[] {
  const records = floor.store.records;
  if (write === 'delete-and-insert') records.delete(destinationSheetId, made);
  const keep = write === 'replace';
  const next: string[] = [];
  readSource(floor, sourceSheetId, (page) => {
    const mapped: StoredRecord[] = new Array(page.length);
    for (let index = 0; index < page.length; index++) {
      const source = (page[index] as StoredRecord).values;
      const values: Record<string, StoredCell> = {};
      for (const [from, to] of rules) {
        const value = source[from]?.value;
        if (value !== undefined && value !== null) values[to] = storedCell(value);
      }
      const id = keep ? (made[next.length + index] as string) : floor.nextId('us_rc_');
      mapped[index] = { id, values, valid: true };
    }
    if (keep) records.replace(destinationSheetId, mapped);
    else records.insert(destinationSheetId, mapped);
    for (const record of mapped) next.push(record.id);
  });
  return next;
}
