/**
 * A sheet of a test workbook: its ids, and its records written and read back with their cells'
 * messages.
 * @module
 */
import {
  type ImportkitClient,
  type IterateRecordsOptions,
  iterateRecordPages,
  type Sheet,
  type SheetRecord,
  unwrap,
} from '@importkit/api';
import { type RecordInput, toRecordData } from './blueprint';

/** Records per insert request (the records API's batch bound). */
const INSERT_BATCH = 10_000;

/** The record counts of a sheet. */
export interface SheetCounts {
  readonly total: number;
  readonly valid: number;
  readonly error: number;
}

/**
 * A sheet of a workbook made in a test environment.
 *
 * @example
 * const sheet = workbook.sheet('contacts');
 * expect((await sheet.counts()).error).toBe(0);
 */
export class SheetHandle {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly workbookId: string;
  readonly #client: ImportkitClient;

  constructor(client: ImportkitClient, sheet: Pick<Sheet, 'id' | 'name' | 'workbookId' | 'slug'>) {
    this.#client = client;
    this.id = sheet.id;
    this.slug = sheet.slug ?? sheet.name;
    this.name = sheet.name;
    this.workbookId = sheet.workbookId;
  }

  /**
   * Inserts records (bare values or `{ value, messages }` cells) and resolves with their ids, in
   * order.
   *
   * @example
   * const [id] = await sheet.insert([{ email: 'ada@example.com', age: 36 }]);
   */
  async insert(records: readonly RecordInput[]): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < records.length; start += INSERT_BATCH) {
      const batch = records.slice(start, start + INSERT_BATCH).map(toRecordData);
      const { data } = await unwrap(
        this.#client.POST('/v1/sheets/{sheetId}/records', {
          params: { path: { sheetId: this.id } },
          body: batch,
        }),
      );
      ids.push(...data.records.map((record) => record.id));
    }
    return ids;
  }

  /**
   * Every record (or those the filter selects) as the API returns them: each cell with its
   * `value`, `valid` and `messages`.
   *
   * @example
   * const invalid = await sheet.records({ filter: 'error' });
   */
  async records(options: Omit<IterateRecordsOptions, 'signal'> = {}): Promise<SheetRecord[]> {
    const records: SheetRecord[] = [];
    for await (const page of iterateRecordPages(this.#client, this.id, options)) {
      records.push(...page);
    }
    return records;
  }

  /** The record with this id, read now. Throws when the sheet has none. */
  async record(recordId: string): Promise<SheetRecord> {
    const { data } = await unwrap(
      this.#client.GET('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: this.id }, query: { ids: [recordId] } },
      }),
    );
    const [record] = data.records;
    if (!record) throw new Error(`importkit/testing: sheet ${this.slug} has no record ${recordId}`);
    return record;
  }

  /** How many records the sheet holds, valid and in error. */
  async counts(): Promise<SheetCounts> {
    const { data } = await unwrap(
      this.#client.GET('/v1/sheets/{sheetId}/counts', { params: { path: { sheetId: this.id } } }),
    );
    const { total, valid, error } = data.counts;
    return { total, valid, error };
  }
}
