/**
 * Calculations: the formulas the service keeps for every field of a sheet (how many of the
 * field's cells are empty or not, as counts and percentages). Their values are computed from the
 * records when asked for (of the records the hosted selection keeps, when one is given); the
 * formulas change when the fields do, which `sheet:calculation-updated` announces.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { sheetContext } from '../runtime/contexts';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, WorkbookEntity } from '../store/entities';
import { isEmptyValue } from './sheet-counts';
import { type SelectionQuery, selectionOf, visitSelected } from './sheet-selection';

/** The calculations the dev server keeps (the hosted service has more kinds). */
type CalculationType = 'COUNT_EMPTY' | 'COUNT_NON_EMPTY' | 'PERCENT_EMPTY' | 'PERCENT_NON_EMPTY';

const CALCULATION_TYPES: CalculationType[] = [
  'COUNT_EMPTY',
  'COUNT_NON_EMPTY',
  'PERCENT_EMPTY',
  'PERCENT_NON_EMPTY',
];

/** `COUNT_EMPTY(email)`. */
const formulaOf = (type: CalculationType, key: string) => `${type}(${key})`;

/**
 * Emits `sheet:calculation-updated` with every calculation of the sheet (as it is now);
 * `updated` is true for those of the fields in `updatedKeys`.
 */
export function announceCalculations(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  updatedKeys: ReadonlySet<string>,
) {
  const calculations = sheet.config.fields.flatMap((field) =>
    CALCULATION_TYPES.map((type) => ({
      field: field.key,
      formula: formulaOf(type, field.key),
      updated: updatedKeys.has(field.key),
    })),
  );
  runtime.events.emit(
    'sheet:calculation-updated',
    { sheetId: sheet.id, workbookId: workbook.id, calculations },
    sheetContext(runtime, workbook, sheet),
  );
}

/**
 * The current values of every calculation of a sheet, in field order, over the records the query
 * selects (every record without a selection; one pass over them).
 */
function calculationsOf(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  query: SelectionQuery,
): Schema<'Calculation'>[] {
  const keys = sheet.config.fields.map((field) => field.key);
  const empty = new Map(keys.map((key) => [key, 0]));
  let total = 0;
  const selection = selectionOf(runtime, workbook, sheet, query);
  visitSelected(runtime, sheet, selection, (record) => {
    total++;
    for (const key of keys) {
      const cell = Object.hasOwn(record.values, key) ? record.values[key] : undefined;
      if (isEmptyValue(cell?.value)) empty.set(key, (empty.get(key) as number) + 1);
    }
  });
  const percent = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return keys.flatMap((key) => {
    const emptyCount = empty.get(key) as number;
    const values: Record<CalculationType, number> = {
      COUNT_EMPTY: emptyCount,
      COUNT_NON_EMPTY: total - emptyCount,
      PERCENT_EMPTY: percent(emptyCount),
      PERCENT_NON_EMPTY: percent(total - emptyCount),
    };
    return CALCULATION_TYPES.map((type) => {
      const formula = formulaOf(type, key);
      return {
        id: `${sheet.id}:${formula}`,
        workbookId: sheet.workbookId,
        sheetId: sheet.id,
        fieldKey: key,
        type,
        formula,
        value: values[type],
      };
    });
  });
}

export const calculationHandlers: HandlerMap = {
  getCalculations: ({ params, query }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    return { data: calculationsOf(runtime, workbook, sheet, query as SelectionQuery) };
  },
};
