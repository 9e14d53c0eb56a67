/**
 * A workbook update: the given parts replace the stored ones; `sheets` is matched to the existing
 * sheets by slug (new slugs are added, missing ones removed, changed ones updated). Everything is
 * checked before anything is written; `workbook:updated` lists the changes.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { workbookContext } from '../runtime/contexts';
import { defined, fieldChanges, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetConfig, SheetEntity, WorkbookEntity } from '../store/entities';
import { saveSheetChanges, sheetChanges } from './sheet-changes';
import { checkSheetConfigs, createSheet, removeSheets } from './sheet-lifecycle';

function updateSheetConfig(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  config: SheetConfig,
  slug: string,
) {
  const { metadata, ...rest } = config;
  const next: SheetConfig = { ...rest, slug };
  const changes = sheetChanges(sheet.config, next);
  if (metadata !== undefined && JSON.stringify(metadata) !== JSON.stringify(sheet.metadata)) {
    changes.push({ type: 'config_updated', details: { field: 'metadata' } });
  }
  const updated: SheetEntity = defined({
    ...sheet,
    name: config.name,
    config: next,
    metadata: (metadata as SheetEntity['metadata']) ?? sheet.metadata,
    updatedAt: runtime.now(),
  });
  saveSheetChanges(runtime, workbook, sheet, updated, changes);
}

/**
 * Applies an update to a workbook and emits its events; returns the updated workbook.
 *
 * @example
 * applyWorkbookUpdate(runtime, workbook, { name: 'Renamed' }); // emits workbook:updated
 */
export function applyWorkbookUpdate(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  update: Schema<'WorkbookUpdate'>,
): WorkbookEntity {
  const { sheets, ...patch } = update;
  const slugs = sheets ? checkSheetConfigs(sheets, 'body.sheets') : [];
  const changes: { type: 'sheet_added' | 'sheet_removed' | 'config_updated'; details: unknown }[] =
    fieldChanges(workbook, patch).map((change) => ({ type: 'config_updated', details: change }));
  const updated: WorkbookEntity = defined({ ...workbook, ...patch, updatedAt: runtime.now() });
  runtime.store.workbooks.put(updated);
  if (sheets) {
    const existing = new Map(sheetsOf(runtime, workbook.id).map((sheet) => [sheet.slug, sheet]));
    sheets.forEach((config, index) => {
      const slug = slugs[index] as string;
      const current = existing.get(slug);
      if (current) {
        existing.delete(slug);
        updateSheetConfig(runtime, updated, current, config, slug);
        return;
      }
      const sheet = createSheet(runtime, updated, config, slug);
      changes.push({ type: 'sheet_added', details: { sheetId: sheet.id, slug } });
    });
    const removed = [...existing.values()];
    removeSheets(runtime, updated, removed);
    for (const sheet of removed) {
      changes.push({ type: 'sheet_removed', details: { sheetId: sheet.id, slug: sheet.slug } });
    }
  }
  runtime.events.emit(
    'workbook:updated',
    { workbookId: workbook.id, spaceId: workbook.spaceId, changes },
    workbookContext(runtime, updated),
  );
  return updated;
}
