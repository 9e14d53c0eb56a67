/**
 * Workbooks: list (filters, `includeSheets`, `includeCounts`), create with sheets, fields and
 * actions, get, update (`workbook:updated`, never `workbook:created`), delete and rebuild.
 * Treatments travel by their hosted names (workbook-treatments.ts).
 * @module
 */

import type { QueryOf, Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { checkStoredConstraintRefs } from '../resources/stored-constraint-refs';
import { workbookContext } from '../runtime/contexts';
import { defined, requireEnvironment, requireSpace, requireWorkbook } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { WorkbookEntity } from '../store/entities';
import { checkSheetConfigs, createSheet, removeWorkbook, workbookView } from './sheet-lifecycle';
import { hostedTreatment, hostedTreatments } from './workbook-treatments';
import { applyWorkbookUpdate } from './workbook-update';

/**
 * Whether a list filter lets a workbook through: no filter lets everything through; `-value`
 * (the hosted negation) lets through what `value` would not.
 */
function matches(filter: string | undefined, test: (value: string) => boolean): boolean {
  if (filter === undefined) return true;
  if (filter.startsWith('-') && filter.length > 1) return !test(filter.slice(1));
  return test(filter);
}

function workbookFromParams(runtime: DevRuntime, params: Record<string, string>) {
  return requireWorkbook(runtime, params.workbookId as string, 'workbookId');
}

/**
 * Creates a workbook with its sheets, fields and actions (`workbook:created`, then each sheet's
 * `sheet:created`). Everything is checked first; a problem is a 4xx naming it under `at`.
 */
export function createWorkbook(
  runtime: DevRuntime,
  config: Schema<'CreateWorkbookConfig'>,
  at: string,
): WorkbookEntity {
  const space = requireSpace(runtime, config.spaceId, `${at}.spaceId`);
  if (config.environmentId !== undefined) {
    requireEnvironment(runtime, config.environmentId, `${at}.environmentId`);
  }
  const sheets = config.sheets ?? [];
  const slugs = checkSheetConfigs(sheets, `${at}.sheets`);
  checkStoredConstraintRefs(runtime, space, sheets, `${at}.sheets`);
  const now = runtime.now();
  const { sheets: _sheets, ...rest } = config;
  const workbook: WorkbookEntity = defined({
    id: runtime.nextId('us_wb_'),
    ...rest,
    treatments: hostedTreatments(rest.treatments),
    spaceId: space.id,
    environmentId: space.environmentId,
    createdAt: now,
    updatedAt: now,
  });
  runtime.store.workbooks.put(workbook);
  runtime.events.emit(
    'workbook:created',
    defined({
      workbookId: workbook.id,
      spaceId: space.id,
      name: workbook.name,
      namespace: workbook.namespace,
      sheetCount: sheets.length,
    }),
    workbookContext(runtime, workbook),
  );
  sheets.forEach((sheet, index) => {
    createSheet(runtime, workbook, sheet, slugs[index] as string);
  });
  return workbook;
}

export const workbookHandlers: HandlerMap = {
  listWorkbooks: ({ query }, runtime) => {
    const filter = query as QueryOf<'listWorkbooks'>;
    const workbooks = runtime.store.workbooks.list().filter((workbook) => {
      if (filter.spaceId !== undefined && workbook.spaceId !== filter.spaceId) return false;
      if (filter.environmentId !== undefined && workbook.environmentId !== filter.environmentId) {
        return false;
      }
      if (!matches(filter.name, (name) => workbook.name === name)) return false;
      if (!matches(filter.namespace, (namespace) => workbook.namespace === namespace)) return false;
      if (!matches(filter.label, (label) => workbook.labels?.includes(label) ?? false)) {
        return false;
      }
      if (filter.treatment !== undefined) {
        const treatment = hostedTreatment(filter.treatment);
        if (!workbook.treatments?.some((given) => hostedTreatment(given) === treatment)) {
          return false;
        }
      }
      return true;
    });
    // The hosted default: sheets are included unless `includeSheets=false`; each with its record
    // counts unless `includeCounts=false`.
    const withSheets = filter.includeSheets !== false;
    const withCounts = filter.includeCounts !== false;
    return {
      data: workbooks.map((workbook) => workbookView(runtime, workbook, withSheets, withCounts)),
    };
  },

  createWorkbook: ({ body }, runtime) => {
    const workbook = createWorkbook(runtime, body as Schema<'CreateWorkbookConfig'>, 'body');
    return { data: workbookView(runtime, workbook, true) };
  },

  getWorkbook: ({ params }, runtime) => ({
    data: workbookView(runtime, workbookFromParams(runtime, params), true),
  }),

  updateWorkbook: ({ params, body }, runtime) => {
    const workbook = workbookFromParams(runtime, params);
    const updated = applyWorkbookUpdate(runtime, workbook, body as Schema<'WorkbookUpdate'>);
    return { data: workbookView(runtime, updated, true) };
  },

  deleteWorkbook: ({ params }, runtime) => {
    removeWorkbook(runtime, workbookFromParams(runtime, params));
    return success();
  },

  rebuildWorkbook: ({ params }, runtime) => {
    const workbook = workbookFromParams(runtime, params);
    runtime.store.workbooks.put({ ...workbook, updatedAt: runtime.now() });
    runtime.events.emit(
      'workbook:updated',
      {
        workbookId: workbook.id,
        spaceId: workbook.spaceId,
        changes: [{ type: 'config_updated', details: { rebuild: true } }],
      },
      workbookContext(runtime, workbook),
    );
    return success();
  },
};
