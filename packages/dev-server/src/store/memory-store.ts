/**
 * The in-memory store: maps for entities, one compact `RecordTable` per sheet.
 * @module
 */
import type { DevStore, EntityCollection, RecordStore } from './dev-store';
import type { FrozenRecords } from './frozen-records';
import { RecordTable } from './record-table';
import type { ScannedRecords } from './stored-records-scan';

class MapCollection<T extends { id: string }> implements EntityCollection<T> {
  private readonly items = new Map<string, T>();

  get(id: string): T | undefined {
    return this.items.get(id);
  }

  list(): T[] {
    return [...this.items.values()];
  }

  put(entity: T): void {
    this.items.set(entity.id, entity);
  }

  delete(id: string): boolean {
    return this.items.delete(id);
  }
}

class MemoryRecordStore implements RecordStore {
  private readonly tables = new Map<string, RecordTable>();

  private table(sheetId: string): RecordTable {
    let table = this.tables.get(sheetId);
    if (!table) {
      table = new RecordTable();
      this.tables.set(sheetId, table);
    }
    return table;
  }

  createSheet(sheetId: string): void {
    this.table(sheetId);
  }

  dropSheet(sheetId: string): void {
    this.tables.delete(sheetId);
  }

  insert(sheetId: string, records: Parameters<RecordTable['insert']>[0]): Buffer[] {
    return this.table(sheetId).insert(records);
  }

  insertValidWritten(sheetId: string, ...texts: Parameters<RecordTable['insertValidWritten']>) {
    return this.table(sheetId).insertValidWritten(...texts);
  }

  insertScanned(sheetId: string, records: ScannedRecords): void {
    this.table(sheetId).insertScanned(records);
  }

  get(sheetId: string, ids: string[]) {
    const table = this.table(sheetId);
    return ids.map((id) => table.get(id));
  }

  storedText(sheetId: string, id: string): Buffer | undefined {
    return this.table(sheetId).storedText(id);
  }

  replaceValidWritten(sheetId: string, ...texts: Parameters<RecordTable['replaceValidWritten']>) {
    return this.table(sheetId).replaceValidWritten(...texts);
  }

  replace(sheetId: string, records: Parameters<RecordTable['replace']>[0]): void {
    this.table(sheetId).replace(records);
  }

  rewrite(sheetId: string, ...visit: Parameters<RecordTable['rewrite']>): void {
    this.table(sheetId).rewrite(...visit);
  }

  rewriteText(sheetId: string, ...visit: Parameters<RecordTable['rewriteText']>): void {
    this.table(sheetId).rewriteText(...visit);
  }

  scan(sheetId: string, ...visit: Parameters<RecordTable['scan']>): void {
    this.table(sheetId).scan(...visit);
  }

  delete(sheetId: string, ids: string[]): string[] {
    return this.table(sheetId).delete(ids);
  }

  page(sheetId: string, query: Parameters<RecordTable['page']>[0]): Buffer[] {
    return this.table(sheetId).page(query);
  }

  writeCount(sheetId: string): number {
    return this.table(sheetId).writeCount;
  }

  counts(sheetId: string) {
    return this.table(sheetId).counts();
  }

  view(sheetId: string, query: Parameters<RecordTable['view']>[0]) {
    return this.table(sheetId).view(query);
  }

  freeze(sheetId: string): FrozenRecords {
    return this.table(sheetId).freeze();
  }

  load(sheetId: string, frozen: FrozenRecords): void {
    this.table(sheetId).load(frozen);
  }
}

/**
 * Creates an empty in-memory store.
 *
 * @example
 * const store = createMemoryStore();
 * store.spaces.put({ id: 'us_sp_1', ... });
 */
export function createMemoryStore(): DevStore {
  const named = new Map<string, MapCollection<{ id: string }>>();
  return {
    environments: new MapCollection(),
    spaces: new MapCollection(),
    workbooks: new MapCollection(),
    sheets: new MapCollection(),
    jobs: new MapCollection(),
    actions: new MapCollection(),
    records: new MemoryRecordStore(),
    collection<T extends { id: string }>(name: string): EntityCollection<T> {
      let found = named.get(name);
      if (!found) {
        found = new MapCollection();
        named.set(name, found);
      }
      return found as unknown as EntityCollection<T>;
    },
    collectionNames: () => [...named.keys()],
  };
}
