/**
 * Previewing a mutation (the hosted `POST /v1/jobs/preview-mutation`): the caller's `mutateRecord`
 * (JavaScript source) runs on the records the config selects, in a sandbox (mutation-sandbox.ts),
 * and nothing is written. The answer is what a write would make of each record it changes —
 * the sheet's rules run, messages and validity as an update would store them — as the hosted
 * `DiffRecord`s: each cell with the value it has now as `snapshotValue`, `changeType`
 * `updatedSince`. The function gets each record as the records API answers it (with `get(key)` and
 * `set(key, value)` beside `values`) and returns it, changed (or returns nothing: the record it
 * got counts). Only cell values and messages are taken from what it returns.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import type { SheetEntity, StoredCell, StoredRecord } from '../store/entities';
import { compileMutation, type Mutation, MutationError } from './mutation-sandbox';
import { checkRecordSelection, withHostedIds } from './record-selection';
import { type CellInput, mergeRecord } from './rules/record-cells';
import { targetOf } from './write/sheet-target';

/** How many selected records a preview runs on (the first, in insertion order). */
export const MAX_PREVIEW_RECORDS = 10_000;
/** Records sent into the sandbox at once. */
const BATCH = 1000;
/** How long the function may run, over every record of one preview. */
export const MUTATION_TIME_LIMIT_MS = 5000;

const textOf = (value: unknown) => JSON.stringify(value ?? null);

const mutationError = (message: string) =>
  badRequest(`body.mutateRecord: ${message}`, 'body.mutateRecord');

/**
 * The cells to merge into `stored` for what the function returned: a value or messages that
 * differ. A returned cell that is not an object is taken as the value itself.
 */
function changedCells(
  sheet: SheetEntity,
  stored: StoredRecord,
  returned: unknown,
): Record<string, CellInput> {
  const values = (returned as { values?: unknown } | null)?.values;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw mutationError(
      `it must return the record (with its values), not ${textOf(returned)}, for record ${stored.id}`,
    );
  }
  const fields = new Set(sheet.config.fields.map((field) => field.key));
  const cells: Record<string, CellInput> = {};
  for (const [key, cell] of Object.entries(values as Record<string, unknown>)) {
    if (!fields.has(key) && sheet.config.allowAdditionalFields !== true) {
      throw mutationError(
        `it set "${key}", which is not a field of sheet "${sheet.name}", on record ${stored.id}`,
      );
    }
    const before = Object.hasOwn(stored.values, key) ? stored.values[key] : undefined;
    const isCell = typeof cell === 'object' && cell !== null && !Array.isArray(cell);
    const after = (isCell ? cell : { value: cell }) as StoredCell;
    const input: CellInput = {};
    if (textOf(after.value) !== textOf(before?.value))
      input.value = (after.value ?? null) as CellInput['value'];
    if (after.messages !== undefined && textOf(after.messages) !== textOf(before?.messages ?? [])) {
      input.messages = after.messages;
    }
    if (Object.keys(input).length > 0) cells[key] = input;
  }
  return cells;
}

/** A record the mutation would change, as the hosted `DiffRecord`. */
function diffRecord(stored: StoredRecord, next: StoredRecord): Schema<'DiffRecord'> {
  const values: Record<string, Schema<'DiffValue'>> = {};
  for (const [key, cell] of Object.entries(next.values)) {
    const before = Object.hasOwn(stored.values, key) ? stored.values[key] : undefined;
    values[key] = { ...(cell as Schema<'DiffValue'>), snapshotValue: before?.value ?? null };
  }
  return { ...next, values, changeType: 'updatedSince' };
}

export const previewMutationHandlers: HandlerMap = {
  previewMutation: ({ body }, runtime) => {
    const config = body as Schema<'MutateJobConfig'>;
    const found = requireSheet(runtime, config.sheetId, 'body.sheetId');
    const { sheetId: _sheet, mutateRecord, ids, ...requested } = config;
    const { mutationId: _id, snapshotLabel: _label, snapshotId: _snapshot, ...query } = requested;
    const selection = withHostedIds(checkRecordSelection(found.sheet, query, 'body'), ids);
    const target = targetOf(runtime, found);
    let mutation: Mutation;
    try {
      mutation = compileMutation(mutateRecord, MUTATION_TIME_LIMIT_MS);
    } catch (error) {
      if (error instanceof MutationError) throw mutationError(error.message);
      throw error;
    }
    const changed: Schema<'DiffRecord'>[] = [];
    for (let page = 1; (page - 1) * BATCH < MAX_PREVIEW_RECORDS; page++) {
      const chunks = runtime.store.records.page(found.sheet.id, {
        ...selection,
        pageSize: BATCH,
        pageNumber: page,
      });
      const text = `[${Buffer.concat(chunks).toString('utf8')}]`;
      const stored = JSON.parse(text) as StoredRecord[];
      if (stored.length === 0) break;
      let returned: unknown[];
      try {
        returned = mutation.run(text);
      } catch (error) {
        if (error instanceof MutationError) throw mutationError(error.message);
        throw error;
      }
      stored.forEach((record, index) => {
        const cells = changedCells(found.sheet, record, returned[index]);
        if (Object.keys(cells).length === 0) return;
        changed.push(diffRecord(record, mergeRecord(record, cells, [], target.rules)));
      });
      if (stored.length < BATCH) break;
    }
    return { data: changed };
  },
};
