/**
 * The readonly rules of the data operations (clear column, find and replace): which cells are
 * readonly, and which columns an operation may touch. Record updates through the API are not
 * subject to them (readonly limits end users, as in the hosted service).
 * @module
 */
import { badRequest } from '../../http/http-error';
import type { FieldConfig, SheetEntity } from '../../store/entities';

/** The field of a sheet with this key (exact match), if any. */
export function sheetField(sheet: SheetEntity, key: string): FieldConfig | undefined {
  return sheet.config.fields.find((field) => field.key === key);
}

/**
 * Checks that a column may be cleared, with the service description's messages: the field must be
 * a field of the sheet, the sheet and the field must not be readonly. Returns the field.
 */
export function checkColumnClearable(sheet: SheetEntity, key: string): FieldConfig {
  const field = sheetField(sheet, key);
  if (field === undefined) {
    throw badRequest(
      `The clear-column action is not allowed for field "${key}": it is not a field of sheet "${sheet.name}" (${sheet.id})`,
      'body.field',
    );
  }
  if (sheet.config.readonly === true) {
    throw badRequest('Sheet is readonly. Column cannot be cleared', 'body.field');
  }
  if (field.readonly === true) {
    throw badRequest('Column is readonly and cannot be cleared', 'body.field');
  }
  return field;
}

/** The readonly field keys of a sheet for `excludeReadOnly` (`true`: every field, a readonly sheet). */
export function readonlyFieldKeys(sheet: SheetEntity): ReadonlySet<string> | true {
  if (sheet.config.readonly === true) return true;
  return new Set(sheet.config.fields.filter((field) => field.readonly === true).map((f) => f.key));
}

/**
 * Checks the field of a find and replace: a field of the sheet, and with `excludeReadOnly` not a
 * readonly one (the description: "a find-and-replace on a readonly field raises an error").
 */
export function checkFindReplaceField(
  sheet: SheetEntity,
  key: string,
  excludeReadOnly: boolean,
): void {
  const field = sheetField(sheet, key);
  if (field === undefined) {
    throw badRequest(
      `body.fieldKey "${key}" is not a field of sheet "${sheet.name}" (${sheet.id})`,
      'body.fieldKey',
    );
  }
  if (excludeReadOnly && field.readonly === true) {
    throw badRequest(
      `Field "${key}" is readonly: find and replace with excludeReadOnly cannot change it`,
      'body.fieldKey',
    );
  }
}
