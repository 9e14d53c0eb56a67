/**
 * Finding entities by id, with the 404 that names the parameter when they do not exist, and the
 * small helpers every list operation shares.
 * @module
 */
import { notFound } from '../http/http-error';
import type {
  ActionEntity,
  EnvironmentEntity,
  JobEntity,
  SheetEntity,
  SpaceEntity,
  WorkbookEntity,
} from '../store/entities';
import type { DevRuntime } from './runtime';

export function requireEnvironment(
  runtime: DevRuntime,
  id: string,
  key: string,
): EnvironmentEntity {
  const found = runtime.store.environments.get(id);
  if (!found) throw notFound('Environment', id, key);
  return found;
}

export function requireSpace(runtime: DevRuntime, id: string, key: string): SpaceEntity {
  const found = runtime.store.spaces.get(id);
  if (!found) throw notFound('Space', id, key);
  return found;
}

export function requireWorkbook(runtime: DevRuntime, id: string, key: string): WorkbookEntity {
  const found = runtime.store.workbooks.get(id);
  if (!found) throw notFound('Workbook', id, key);
  return found;
}

/** The sheet and the workbook it belongs to. */
export function requireSheet(
  runtime: DevRuntime,
  id: string,
  key: string,
): { sheet: SheetEntity; workbook: WorkbookEntity } {
  const sheet = runtime.store.sheets.get(id);
  const workbook = sheet && runtime.store.workbooks.get(sheet.workbookId);
  if (!sheet || !workbook) throw notFound('Sheet', id, key);
  return { sheet, workbook };
}

export function requireJob(runtime: DevRuntime, id: string, key: string): JobEntity {
  const found = runtime.store.jobs.get(id);
  if (!found) throw notFound('Job', id, key);
  return found;
}

export function requireAction(runtime: DevRuntime, id: string, key: string): ActionEntity {
  const found = runtime.store.actions.get(id);
  if (!found) throw notFound('Action', id, key);
  return found;
}

/**
 * The sheets of a workbook, in creation order. A data clip's sheet (`dataClipId`) holds the clip's
 * copy of records of the workbook: it is the clip's, not one of the workbook's sheets, and is left
 * out unless `withClipSheets` (removing the workbook removes it too).
 */
export function sheetsOf(
  runtime: DevRuntime,
  workbookId: string,
  withClipSheets = false,
): SheetEntity[] {
  return runtime.store.sheets
    .list()
    .filter(
      (sheet) =>
        sheet.workbookId === workbookId && (withClipSheets || sheet.dataClipId === undefined),
    );
}

/** One page of a list (`pageSize`/`pageNumber` were defaulted by the contract). */
export function paginate<T>(items: T[], query: Record<string, unknown>): T[] {
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : items.length;
  const pageNumber = typeof query.pageNumber === 'number' ? query.pageNumber : 1;
  const start = (pageNumber - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** A copy without the keys whose value is undefined (so responses carry no `undefined`). */
export function defined<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) if (child !== undefined) out[key] = child;
  return out as T;
}

/** `{ field, previousValue, newValue }` for each key of `patch` whose value differs. */
export function fieldChanges(
  before: object,
  patch: object,
): { field: string; previousValue: unknown; newValue: unknown }[] {
  const changes: { field: string; previousValue: unknown; newValue: unknown }[] = [];
  const previous = before as Record<string, unknown>;
  for (const [field, newValue] of Object.entries(patch)) {
    if (newValue === undefined) continue;
    const previousValue = previous[field];
    if (JSON.stringify(previousValue) === JSON.stringify(newValue)) continue;
    changes.push({ field, previousValue: previousValue ?? null, newValue });
  }
  return changes;
}
