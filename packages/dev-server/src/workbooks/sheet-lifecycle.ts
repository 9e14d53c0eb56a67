/**
 * Creating, checking, showing and removing sheets and workbooks, shared by the workbook, sheet
 * and space operations (a workbook update adds and removes sheets; deleting a space removes its
 * workbooks).
 * @module
 */
import { badRequest } from '../http/http-error';
import { checkSheetConstraints } from '../records/rules/unique-index';
import { relinkAfterMove } from '../records/write/record-announcements';
import { createRecordTable, dropRecordTable } from '../records/write/record-tables';
import { referenceTargets } from '../records/write/reference-links';
import { sheetContext, workbookContext } from '../runtime/contexts';
import { defined, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetConfig, SheetEntity, WorkbookEntity } from '../store/entities';
import { fieldsInDisplayOrder } from './enum-options';
import { removeWorkbookFlags } from './flags';
import { hostedTreatments } from './workbook-treatments';

/** `Contacts & Leads` → `contacts-leads`. */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'sheet';
}

/**
 * Rejects a field key a sheet cannot have: `__proto__`, or a key of `seen` (the sheet's other
 * keys, lower-cased → as written) compared case-insensitively; then adds it to `seen`. `at` is
 * the caller-facing path of the key.
 */
export function checkFieldKey(
  sheetName: string,
  seen: Map<string, string>,
  key: string,
  at: string,
): void {
  // Cells are keyed by field key, and a body may not carry `__proto__` as a key.
  if (key === '__proto__') {
    throw badRequest(`"__proto__" cannot be a field key (records could never carry its cells)`, at);
  }
  const folded = key.toLowerCase();
  const first = seen.get(folded);
  if (first !== undefined) {
    throw badRequest(
      `Sheet "${sheetName}" has duplicate field key "${key}" (same as "${first}"; field keys are compared case-insensitively)`,
      at,
    );
  }
  seen.set(folded, key);
}

/**
 * Rejects sheet configurations the service rejects: field keys that repeat within a sheet
 * (compared case-insensitively), the field key `__proto__`, and sheet slugs that repeat within the workbook. Returns each
 * sheet's slug. `at` is the caller-facing path of the sheets array (`body.sheets`).
 */
export function checkSheetConfigs(configs: SheetConfig[], at: string): string[] {
  const slugs = new Map<string, number>();
  return configs.map((config, sheetIndex) => {
    const seen = new Map<string, string>();
    config.fields.forEach((field, fieldIndex) => {
      checkFieldKey(config.name, seen, field.key, `${at}[${sheetIndex}].fields[${fieldIndex}].key`);
    });
    checkSheetConstraints(config, `${at}[${sheetIndex}]`);
    const slug = config.slug ?? slugify(config.name);
    if (slugs.has(slug)) {
      throw badRequest(
        `Sheet slug "${slug}" is used by more than one sheet of the workbook`,
        `${at}[${sheetIndex}].slug`,
      );
    }
    slugs.set(slug, sheetIndex);
    return slug;
  });
}

/** Stores a new sheet with an empty record table and emits `sheet:created`. */
export function createSheet(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  config: SheetConfig,
  slug: string,
): SheetEntity {
  const now = runtime.now();
  const { metadata, ...rest } = config;
  const sheet: SheetEntity = defined({
    id: runtime.nextId('us_sh_'),
    workbookId: workbook.id,
    name: config.name,
    slug,
    config: { ...rest, slug },
    metadata: metadata as SheetEntity['metadata'],
    createdAt: now,
    updatedAt: now,
  });
  runtime.store.sheets.put(sheet);
  createRecordTable(runtime, sheet.id);
  runtime.events.emit(
    'sheet:created',
    {
      sheetId: sheet.id,
      workbookId: workbook.id,
      name: sheet.name,
      slug,
      fieldCount: config.fields.length,
    },
    sheetContext(runtime, workbook, sheet),
  );
  return sheet;
}

/**
 * Removes sheets of a workbook and their records, each with `sheet:deleted`, then rechecks once
 * the references of the sheets left that pointed at them (a sheet removed in the same go is not
 * rechecked first).
 */
export function removeSheets(runtime: DevRuntime, workbook: WorkbookEntity, sheets: SheetEntity[]) {
  const referencing = referenceTargets(runtime, sheets);
  for (const sheet of sheets) {
    runtime.store.sheets.delete(sheet.id);
    dropRecordTable(runtime, sheet.id);
    runtime.events.emit(
      'sheet:deleted',
      { sheetId: sheet.id, workbookId: workbook.id, name: sheet.name, slug: sheet.slug },
      sheetContext(runtime, workbook, sheet),
    );
  }
  // Cells that referenced them are unlinked now (after their own events, as the consequence).
  relinkAfterMove(runtime, referencing);
}

/** Removes a workbook with its sheets and records and emits `workbook:deleted`. */
export function removeWorkbook(runtime: DevRuntime, workbook: WorkbookEntity) {
  removeWorkbooks(runtime, [workbook]);
}

/**
 * Removes workbooks (a space's, say) with their sheets and records, each with `workbook:deleted`,
 * then rechecks once the references of the sheets left that pointed into them (a sheet removed in
 * the same go is not rechecked first).
 */
export function removeWorkbooks(runtime: DevRuntime, workbooks: WorkbookEntity[]) {
  const sheets = workbooks.flatMap((workbook) => sheetsOf(runtime, workbook.id, true));
  const referencing = referenceTargets(runtime, sheets);
  for (const workbook of workbooks) {
    for (const sheet of sheetsOf(runtime, workbook.id, true)) {
      runtime.store.sheets.delete(sheet.id);
      dropRecordTable(runtime, sheet.id);
    }
    removeWorkbookFlags(runtime, workbook);
    runtime.store.workbooks.delete(workbook.id);
    runtime.events.emit(
      'workbook:deleted',
      { workbookId: workbook.id, spaceId: workbook.spaceId },
      workbookContext(runtime, workbook),
    );
  }
  relinkAfterMove(runtime, referencing);
}

/** A sheet as the API shows it: its configuration and (unless left out) current record counts. */
export function sheetView(runtime: DevRuntime, sheet: SheetEntity, withCounts = true) {
  const view = {
    ...sheet,
    config: {
      ...sheet.config,
      fields: fieldsInDisplayOrder(sheet.config.fields),
      name: sheet.name,
      slug: sheet.slug,
    },
  };
  if (!withCounts) return view;
  const { total, valid, error, errorsByField } = runtime.store.records.counts(sheet.id);
  return { ...view, recordCounts: { total, valid, error, errorsByField } };
}

/** The sheets of a workbook in sidebar order: `settings.sheetSidebarOrder` first, the rest after. */
function sidebarOrder(runtime: DevRuntime, workbook: WorkbookEntity): SheetEntity[] {
  const sheets = sheetsOf(runtime, workbook.id);
  const order = workbook.settings?.sheetSidebarOrder;
  if (!Array.isArray(order)) return sheets;
  const rank = (sheet: SheetEntity) => {
    const at = order.indexOf(sheet.id);
    return at === -1 ? order.length : at;
  };
  return sheets.sort((a, b) => rank(a) - rank(b)); // stable: unlisted sheets keep their order
}

/**
 * A workbook as the API shows it (treatments by their hosted names, even those stored before),
 * with its sheets when asked, and their record counts unless left out.
 */
export function workbookView(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  withSheets: boolean,
  withCounts = true,
) {
  const view = defined({ ...workbook, treatments: hostedTreatments(workbook.treatments) });
  if (!withSheets) return view;
  return {
    ...view,
    sheets: sidebarOrder(runtime, workbook).map((sheet) => sheetView(runtime, sheet, withCounts)),
  };
}
