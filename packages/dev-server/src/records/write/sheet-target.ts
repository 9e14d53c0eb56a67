/**
 * The sheet a write goes to, with what every write to it needs: its workbook (for the events'
 * context), its built-in rules (references included) and the filler of its empty cells. Taken
 * once per batch: between batches a sheet may change (a field, a constraint) or go.
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, WorkbookEntity } from '../../store/entities';
import { builtinRules } from '../rules/builtin-rules';
import { emptyCellFiller } from '../rules/empty-cells';

export interface SheetTarget {
  workbook: WorkbookEntity;
  sheet: SheetEntity;
  rules: ReturnType<typeof builtinRules>;
  fill: ReturnType<typeof emptyCellFiller>;
}

/** The target of a sheet found (by the request's lookup, which 404s naming the parameter). */
export function targetOf(
  runtime: DevRuntime,
  found: { workbook: WorkbookEntity; sheet: SheetEntity },
): SheetTarget {
  const { workbook, sheet } = found;
  return { workbook, sheet, rules: builtinRules(sheet, runtime), fill: emptyCellFiller(sheet) };
}

/**
 * The target of a sheet a long-running job writes (a transform): a sheet deleted while the job
 * ran fails the run.
 */
export function destinationTarget(runtime: DevRuntime, sheetId: string): SheetTarget {
  const sheet = runtime.store.sheets.get(sheetId);
  const workbook = sheet && runtime.store.workbooks.get(sheet.workbookId);
  if (!sheet || !workbook) {
    throw new Error(`the destination sheet ${sheetId} was deleted while the transform ran`);
  }
  return targetOf(runtime, { workbook, sheet });
}
