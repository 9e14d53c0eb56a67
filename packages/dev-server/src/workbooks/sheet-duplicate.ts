/**
 * Duplicating a sheet (the hosted `duplicateSheet`): a copy within the same workbook, with its
 * configuration and all its records. The copy's records get new ids and go through the one write
 * path like any insert (the sheet's rules run on them, `records:created` announces them a batch
 * at a time); their record-level metadata and config follow as an update of the new records.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { conflict } from '../http/http-error';
import type { CellInput } from '../records/rules/record-cells';
import { insertCellInputs, mergeUpdates } from '../records/write/record-writes';
import { targetOf } from '../records/write/sheet-target';
import { workbookContext } from '../runtime/contexts';
import { sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';
import { createSheet } from './sheet-lifecycle';

/** Records copied per write (each one commit with its `records:created`). */
const BATCH = 1000;

/** Messages the write path computes itself: a copy's are worked out again, not carried over. */
const COMPUTED_SOURCES = new Set([
  'required-constraint',
  'invalid-option',
  'unlinked',
  'unique-constraint',
]);

/** A stored record's cells as an insert takes them: values and the messages nobody recomputes. */
function cellInputsOf(record: StoredRecord): Record<string, CellInput> {
  const cells: Record<string, CellInput> = {};
  for (const [key, cell] of Object.entries(record.values)) {
    const messages = cell.messages?.filter(
      (message) => !COMPUTED_SOURCES.has(message.source ?? ''),
    );
    cells[key] = {
      ...(cell.value !== undefined && { value: cell.value as CellInput['value'] }),
      ...(messages && messages.length > 0 && { messages }),
    };
  }
  return cells;
}

/** The copy's slug: the one asked for (a 409 when taken), else `<slug>-copy`, `-copy-2`, … */
function slugOfCopy(taken: Set<string>, source: SheetEntity, asked: string | undefined): string {
  if (asked !== undefined) {
    if (taken.has(asked))
      throw conflict(`Sheet slug "${asked}" is already used in the workbook`, 'body.slug');
    return asked;
  }
  let slug = `${source.slug}-copy`;
  for (let n = 2; taken.has(slug); n++) slug = `${source.slug}-copy-${n}`;
  return slug;
}

/** Copies a sheet's records into another sheet of the same fields, page by page. */
function copyRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  from: SheetEntity,
  to: SheetEntity,
) {
  let after: string | undefined;
  for (;;) {
    const chunks = runtime.store.records.page(from.id, { pageSize: BATCH, pageNumber: 1, after });
    if (chunks.length === 0) return;
    const page = JSON.parse(`[${Buffer.concat(chunks).toString('utf8')}]`) as StoredRecord[];
    if (page.length === 0) return;
    after = page[page.length - 1]?.id;
    const target = targetOf(runtime, { workbook, sheet: to });
    const { records } = insertCellInputs(runtime, target, page.map(cellInputsOf));
    const extras = page.flatMap((original, index) =>
      original.metadata === undefined && original.config === undefined
        ? []
        : [
            {
              record: records[index] as StoredRecord,
              cells: {},
              metadata: original.metadata,
              config: original.config,
            },
          ],
    );
    if (extras.length > 0)
      mergeUpdates(runtime, targetOf(runtime, { workbook, sheet: to }), extras);
    if (page.length < BATCH) return;
  }
}

/**
 * Duplicates a sheet into its workbook (`sheet:created`, `workbook:updated` with `sheet_added`,
 * then the records); returns the new sheet.
 */
export function duplicateSheet(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  request: Schema<'DuplicateSheetRequest'>,
): SheetEntity {
  const taken = new Set(sheetsOf(runtime, workbook.id).map((other) => other.slug));
  const slug = slugOfCopy(taken, sheet, request.slug);
  const name = request.name ?? `${sheet.name} (copy)`;
  const copy = createSheet(
    runtime,
    workbook,
    { ...structuredClone(sheet.config), name, slug, metadata: structuredClone(sheet.metadata) },
    slug,
  );
  const updated = { ...workbook, updatedAt: runtime.now() };
  runtime.store.workbooks.put(updated);
  runtime.events.emit(
    'workbook:updated',
    {
      workbookId: workbook.id,
      spaceId: workbook.spaceId,
      changes: [
        { type: 'sheet_added', details: { sheetId: copy.id, slug, duplicateOf: sheet.id } },
      ],
    },
    workbookContext(runtime, updated),
  );
  copyRecords(runtime, updated, sheet, copy);
  return copy;
}
