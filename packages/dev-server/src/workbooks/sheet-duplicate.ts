/**
 * Duplicating a sheet (the hosted `duplicateSheet`): a copy within the same workbook, with its
 * configuration and all its records, copied through the one write path (record-copies.ts).
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { conflict } from '../http/http-error';
import { workbookContext } from '../runtime/contexts';
import { sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, WorkbookEntity } from '../store/entities';
import { copyRecords } from './record-copies';
import { createSheet } from './sheet-lifecycle';

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
