/**
 * A workbook update: the given parts replace the stored ones; `sheets` is matched to the existing
 * sheets by `id`, else by slug (new ones are added, missing ones removed, changed ones updated; a
 * sheet named by id keeps it when its slug changes).
 * An item may be a whole sheet config, an existing sheet as the API answers it (`config` holding
 * the config), or the parts of an existing sheet to change. Everything is checked before
 * anything is written; `workbook:updated` lists the changes.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import { workbookContext } from '../runtime/contexts';
import { defined, fieldChanges, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetConfig, SheetEntity, WorkbookEntity } from '../store/entities';
import { saveSheetChanges, sheetChanges } from './sheet-changes';
import { checkSheetConfigs, createSheet, removeSheets } from './sheet-lifecycle';
import { hostedTreatments } from './workbook-treatments';

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
    slug,
    config: next,
    metadata: (metadata as SheetEntity['metadata']) ?? sheet.metadata,
    updatedAt: runtime.now(),
  });
  saveSheetChanges(runtime, workbook, sheet, updated, changes);
}

type SheetItem = Schema<'SheetConfigOrUpdate'>;

/**
 * The whole config of each sheet item: its own `config` or top-level keys over the config of the
 * existing sheet it names (by `id`, else by slug); an item naming no sheet is a new one, which
 * must have a name and fields (a 400 naming the item otherwise).
 */
function sheetConfigsOf(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  items: SheetItem[],
  at: string,
): { config: SheetConfig; named?: SheetEntity }[] {
  const existing = sheetsOf(runtime, workbook.id);
  return items.map((item, index) => {
    const {
      id,
      workbookId: _workbook,
      config,
      namespace: _ns,
      createdAt: _c,
      updatedAt: _u,
      ...keys
    } = item;
    const given = { ...config, ...defined(keys) } as Partial<SheetConfig>;
    const named =
      (id !== undefined ? existing.find((sheet) => sheet.id === id) : undefined) ??
      (given.slug !== undefined ? existing.find((sheet) => sheet.slug === given.slug) : undefined);
    if (id !== undefined && !named) {
      throw badRequest(
        `${at}[${index}].id ${id} is not a sheet of workbook ${workbook.id}`,
        `${at}[${index}].id`,
      );
    }
    const whole = named
      ? ({ ...named.config, name: named.name, slug: named.slug, ...given } as SheetConfig)
      : (given as SheetConfig);
    if (typeof whole.name !== 'string' || !Array.isArray(whole.fields)) {
      throw badRequest(
        `${at}[${index}] names no sheet of the workbook, so it is a new sheet: it needs a name and fields`,
        `${at}[${index}]`,
      );
    }
    return { config: whole, named };
  });
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
  const { sheets: items, environmentId, spaceId, ...given } = update;
  const patch = defined({ ...given, treatments: hostedTreatments(given.treatments) });
  if (environmentId !== undefined && environmentId !== workbook.environmentId) {
    throw badRequest(
      `body.environmentId ${environmentId} is not the workbook's environment: a workbook does not move`,
      'body.environmentId',
    );
  }
  if (spaceId !== undefined && spaceId !== workbook.spaceId) {
    throw badRequest(
      `body.spaceId ${spaceId} is not the workbook's space: a workbook does not move`,
      'body.spaceId',
    );
  }
  const sheets = items && sheetConfigsOf(runtime, workbook, items, 'body.sheets');
  const slugs = sheets
    ? checkSheetConfigs(
        sheets.map((sheet) => sheet.config),
        'body.sheets',
      )
    : [];
  const changes: { type: 'sheet_added' | 'sheet_removed' | 'config_updated'; details: unknown }[] =
    fieldChanges(workbook, patch).map((change) => ({ type: 'config_updated', details: change }));
  const updated: WorkbookEntity = defined({ ...workbook, ...patch, updatedAt: runtime.now() });
  runtime.store.workbooks.put(updated);
  if (sheets) {
    const existing = new Map(sheetsOf(runtime, workbook.id).map((sheet) => [sheet.id, sheet]));
    // An item updates the sheet it names (by id, else by slug: a sheet keeps its id when its slug
    // changes), or the sheet its new config's slug is.
    const bySlug = (slug: string) => [...existing.values()].find((sheet) => sheet.slug === slug);
    sheets.forEach(({ config, named }, index) => {
      const slug = slugs[index] as string;
      const current = (named && existing.get(named.id)) ?? bySlug(slug);
      if (current) {
        existing.delete(current.id);
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
