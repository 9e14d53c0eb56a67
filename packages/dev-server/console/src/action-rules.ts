/**
 * How the hosted UI shows actions: the primary one first, and each disabled while its
 * requirement does not hold, with the reason. `requireAllValid`: every selected row is valid;
 * `requireAllValidTotal`: every row of the sheet (of every sheet, for a workbook action) is valid.
 * @module
 */
import type { Schemas } from './api';

export type Action = Schemas['Action'];

/** Primary actions first, the rest in their configured order. */
export function orderActions(actions: readonly Action[]): Action[] {
  return [...actions.filter((action) => action.primary), ...actions.filter((a) => !a.primary)];
}

export interface ActionState {
  /** The ids of the selected rows that are not valid. */
  invalidSelected: number;
  selected: number;
  /** Rows in error in the scope of the action (its sheet, or all sheets of its workbook). */
  errorsInScope: number | undefined;
}

/** Why the action's button is disabled, or undefined when it can be pressed. */
export function disabledReason(action: Action, state: ActionState): string | undefined {
  if (action.requireSelection && state.selected === 0) {
    return 'Select at least one record first.';
  }
  if (action.requireAllValid && state.invalidSelected > 0) {
    const rows =
      state.invalidSelected === 1
        ? '1 selected record has'
        : `${state.invalidSelected} selected records have`;
    return `${rows} errors; fix them or unselect them first.`;
  }
  if (action.requireAllValidTotal && (state.errorsInScope ?? 0) > 0) {
    return `${state.errorsInScope} record${state.errorsInScope === 1 ? ' has' : 's have'} errors; every record must be valid first.`;
  }
  return undefined;
}
