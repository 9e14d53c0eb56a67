/**
 * Cell values (the hosted `sheets.getCellValues` and `cells.getValues`): the cells of the selected
 * records, grouped by field key — one field (`fieldKey`) or every field of the sheet in field
 * order. `distinct` (the default) lists each value once with how many records hold it (`count`,
 * ours); `distinct=false` lists every cell (value, validity, messages). `includeCounts` gives each
 * entry `counts`: the records holding its value, by record validity. Values are told apart by
 * their JSON text, so `1` and `"1"` stay apart and arrays count as a whole; an empty cell is
 * `null`. Order: with `sortField`, the records are read in that order (as `getRecords` sorts
 * them) and values come in the order they first appear, so sorting by the field itself sorts
 * its values; without, distinct values go most frequent first, then by text, and cells in
 * insertion order. Paging (`pageSize`, default 1,000, and `pageNumber`) applies to each field's
 * list.
 * @module
 */

import type { QueryOf, Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import type { SheetEntity, StoredRecord } from '../store/entities';
import { parseEntry } from '../store/frozen-records';
import { isReadonlyCell } from '../store/record-query';
import { checkQueryField, checkRecordSelection } from './record-selection';
import { readonlyFieldKeys } from './rules/readonly-rules';

type RecordCounts = Schema<'RecordCounts'>;

/** What is known of one value of one field: how many records hold it, by validity. */
interface ValueTally {
  text: string;
  count: number;
  valid: number;
}

/** One field's cells, gathered over the records in the order they are read. */
class FieldCells {
  /** Each value's tally by its JSON text; a Map keeps the order values first appear in. */
  readonly tallies = new Map<string, ValueTally>();
  /** Every cell, in record order (only for `distinct=false`, and only up to the page's end). */
  readonly cells: { text: string; entry: Record<string, unknown> }[] = [];

  constructor(
    readonly key: string,
    private readonly keepCells: number,
  ) {}

  add(record: StoredRecord): void {
    const cell = Object.hasOwn(record.values, this.key) ? record.values[this.key] : undefined;
    const text = JSON.stringify(cell?.value ?? null);
    let tally = this.tallies.get(text);
    if (tally === undefined) {
      tally = { text, count: 0, valid: 0 };
      this.tallies.set(text, tally);
    }
    tally.count++;
    if (record.valid) tally.valid++;
    if (this.cells.length < this.keepCells) {
      const entry: Record<string, unknown> = {
        value: cell?.value ?? null,
        valid: cell?.valid ?? true,
        messages: cell?.messages ?? [],
      };
      this.cells.push({ text, entry });
    }
  }
}

const countsOf = (tally: ValueTally): RecordCounts => ({
  total: tally.count,
  valid: tally.valid,
  error: tally.count - tally.valid,
});

/** The keys a request lists: its `fieldKey`, else every field of the sheet. */
function listedKeys(sheet: SheetEntity, fieldKey: string | undefined): string[] {
  return fieldKey === undefined ? sheet.config.fields.map((field) => field.key) : [fieldKey];
}

export const cellValueHandlers: HandlerMap = {
  getCellValues: ({ params, query }, runtime) => {
    const { sheet } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const {
      fieldKey,
      distinct = true,
      includeCounts = false,
      sortField,
      sortDirection,
      pageSize = 1000,
      pageNumber = 1,
      ...selected
    } = query as QueryOf<'getCellValues'>;
    const selection = checkRecordSelection(sheet, selected);
    checkQueryField(sheet, 'query.fieldKey', fieldKey);
    checkQueryField(sheet, 'query.sortField', sortField);
    const exclude = selection.excludeReadOnly === true;
    const readonlyFields = exclude ? readonlyFieldKeys(sheet) : undefined;
    const first = (pageNumber - 1) * pageSize;
    const fields = listedKeys(sheet, fieldKey)
      // With excludeReadOnly a readonly field (every field of a readonly sheet) has no values.
      .filter((key) => readonlyFields !== true && !readonlyFields?.has(key))
      .map((key) => new FieldCells(key, distinct ? 0 : first + pageSize));
    if (fields.length > 0) {
      const view = runtime.store.records.view(sheet.id, {
        ...selection,
        readonlyFields,
        sortField,
        sortDirection,
      });
      for (const index of view.order) {
        const record = parseEntry(view.records.entry(index));
        for (const field of fields) {
          if (!exclude || !isReadonlyCell(record, field.key)) field.add(record);
        }
      }
    }
    const data: Record<string, unknown[]> = {};
    for (const key of listedKeys(sheet, fieldKey)) data[key] = [];
    for (const field of fields) {
      if (!distinct) {
        data[field.key] = field.cells.slice(first, first + pageSize).map(({ text, entry }) => {
          const tally = field.tallies.get(text) as ValueTally;
          return includeCounts ? { ...entry, counts: countsOf(tally) } : entry;
        });
        continue;
      }
      const tallies = [...field.tallies.values()];
      if (sortField === undefined) {
        tallies.sort(
          (a, b) => b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
        );
      }
      data[field.key] = tallies.slice(first, first + pageSize).map((tally) => {
        const entry = { value: JSON.parse(tally.text) as unknown, count: tally.count };
        return includeCounts ? { ...entry, counts: countsOf(tally) } : entry;
      });
    }
    return { data };
  },
};
