/**
 * The store interface: everything the handlers read and write goes through it, so a persistent
 * store can replace the in-memory one without touching a handler. It holds data only; rules,
 * state moves and events live in the handlers.
 * @module
 */
import type {
  ActionEntity,
  EnvironmentEntity,
  JobEntity,
  RecordCounts,
  SheetEntity,
  SpaceEntity,
  StoredRecord,
  WorkbookEntity,
} from './entities';
import type { FrozenRecords } from './frozen-records';
import type { RecordSelection } from './record-query';
import type { RecordQuery, RecordTable, RecordView, StoredText, TextRewrite } from './record-table';
import type { ScannedRecords } from './stored-records-scan';

/** A keyed collection of entities, listed in insertion order. */
export interface EntityCollection<T extends { id: string }> {
  get(id: string): T | undefined;
  list(): T[];
  /** Inserts or replaces the entity with this id. */
  put(entity: T): void;
  delete(id: string): boolean;
}

/** The records of every sheet. Records are handed in and out as the records API's wire shape. */
export interface RecordStore {
  /** Creates the (empty) record table of a sheet. */
  createSheet(sheetId: string): void;
  dropSheet(sheetId: string): void;
  /** Appends records (ids already assigned); returns their JSON as `page` does. */
  insert(sheetId: string, records: StoredRecord[]): Buffer[];
  /**
   * Appends records whose JSON text (what `insert` would store for them: ids already assigned, in
   * order; every cell valid, its `messages` empty) `write` puts in place (see
   * `RecordTable.insertValidWritten`), without building them as objects; returns their JSON as
   * `page` does.
   */
  insertValidWritten(
    sheetId: string,
    ...texts: Parameters<RecordTable['insertValidWritten']>
  ): Buffer[];
  /**
   * Appends records given as the text `insert` would store for them (checked so by
   * `scanStoredRecords`: ids new and in order), copied as it is (a `--data` load).
   */
  insertScanned(sheetId: string, records: ScannedRecords): void;
  /** The records with these ids, in the given order; `undefined` for an unknown id. */
  get(sheetId: string, ids: string[]): (StoredRecord | undefined)[];
  /**
   * The stored JSON text of a record (see `RecordTable.storedText`), in place: read it before the
   * sheet is written again. Undefined for an unknown id.
   */
  storedText(sheetId: string, id: string): Buffer | undefined;
  /**
   * Replaces existing records (matched by id) with the JSON text `write` puts in place (see
   * `RecordTable.replaceValidWritten`): every new record valid, every cell valid. Returns the ids
   * of the records replaced (a write may leave a record as it is stored).
   */
  replaceValidWritten(
    sheetId: string,
    ...texts: Parameters<RecordTable['replaceValidWritten']>
  ): string[];
  /** Replaces existing records (matched by id). */
  replace(sheetId: string, records: StoredRecord[]): void;
  /**
   * Rewrites a sheet's records one at a time (see `RecordTable.rewrite`): `mightChange` sees the
   * stored JSON text and skips a record cheaply; `change` returns the new record or undefined.
   */
  rewrite(
    sheetId: string,
    mightChange: (text: string) => boolean,
    change: (record: StoredRecord) => StoredRecord | undefined,
    selection?: RecordSelection & { ids?: string[] },
  ): void;
  /**
   * Rewrites a sheet's records one at a time from their stored text in place (see
   * `RecordTable.rewriteText`): `change` answers splices of the text, a whole new record, or
   * undefined to leave it.
   */
  rewriteText(
    sheetId: string,
    change: (text: StoredText) => TextRewrite | undefined,
    selection?: RecordSelection & { ids?: string[] },
  ): void;
  /** Visits a sheet's records without changing them (see `RecordTable.scan`). */
  scan(
    sheetId: string,
    mightMatch: (text: string) => boolean,
    visit: (record: StoredRecord) => void,
    selection?: RecordSelection & { ids?: string[] },
  ): void;
  /** Deletes records; returns the ids that existed. */
  delete(sheetId: string, ids: string[]): string[];
  /**
   * One page in insertion order: the records' JSON text separated by commas, as UTF-8 chunks.
   * Later writes never change chunks already returned (a caller may hold them while it sends).
   */
  page(sheetId: string, query: RecordQuery): Buffer[];
  /**
   * Every record a query selects (its paging aside), in a page's order, over the records frozen
   * as they are now (see `RecordTable.view`): read a batch at a time, it stays whole.
   */
  view(sheetId: string, query: Parameters<RecordTable['view']>[0]): RecordView;
  counts(sheetId: string): RecordCounts;
  /** A sheet's records as they are now, sharing their text (a snapshot's content). */
  freeze(sheetId: string): FrozenRecords;
  /** Replaces every record of a sheet with frozen ones (a snapshot restore). */
  load(sheetId: string, frozen: FrozenRecords): void;
  /**
   * How many writes changed a sheet's records so far. An index kept outside the store (the unique
   * constraints') compares it with the count it last saw to know whether a write went around it.
   */
  writeCount(sheetId: string): number;
}

/** Everything the dev server keeps. */
export interface DevStore {
  environments: EntityCollection<EnvironmentEntity>;
  spaces: EntityCollection<SpaceEntity>;
  workbooks: EntityCollection<WorkbookEntity>;
  sheets: EntityCollection<SheetEntity>;
  jobs: EntityCollection<JobEntity>;
  actions: EntityCollection<ActionEntity>;
  records: RecordStore;
  /** The collection of a resource of the resource table, by its name (created on first use). */
  collection<T extends { id: string }>(name: string): EntityCollection<T>;
  /** The names of the collections `collection` has created so far (for saving and resetting). */
  collectionNames(): string[];
}
